import { attributesStillPossible } from '@simbiz/engine';
import { baseCurrency, platformCurrency, type WorldResources } from '@simbiz/web-kit';

const text = (en: string) => ({ en, 'zh-Hans': en, th: en });
const attribute = (id: string, unit: 'cm' | 'in', startingGrade: number, incompatibleWith: string[]) => ({
  id,
  name: text(id),
  unit,
  gradeMin: 1,
  gradeMax: 6,
  startingGrade,
  incompatibleWith,
});
const resources: WorldResources = {
  config: { tradingType: 1, rounds: 6, daysPerRound: 30, baseCurrency: 'USD' },
  resources: {
    screenplay: { id: 'starter', name: text('Starter'), description: text('A start') },
    markets: [
      { id: 'home', name: text('Home'), currency: { code: 'USD', symbol: '$', minorDigits: 2 } },
      { id: 'th', name: text('Thailand'), currency: { code: 'THB', symbol: '฿', minorDigits: 2 } },
    ],
    segments: [],
    platforms: [{ id: 'siam', name: text('Siam'), marketId: 'th', openingFee: 1, commissionRate: 0.1 }],
    attributes: [attribute('wheels', 'cm', 1, ['frame']), attribute('frame', 'cm', 1, []), attribute('sleeve', 'in', 2, []), attribute('blade', 'cm', 1, [])],
    valuePropositions: [],
    categories: [
      { id: 'bag', name: text('Bag'), attributeIds: ['wheels', 'frame', 'sleeve'], packageVolumeM3: 0.03 },
      { id: 'knife', name: text('Knife'), attributeIds: ['blade'], packageVolumeM3: 0.001 },
    ],
    warehouses: [],
    promotionChannels: [],
    production: { capacityPerRound: 1, setupCost: 1 },
    finance: { initialCapital: 1, smeLoan: { minAmount: 1, maxAmount: 2, interestPerRound: 0.01, termRounds: 2 } },
  },
};

describe('the screenplay as the operations pages use it', () => {
  it('offers only attributes that go with the chosen ones, in one category, four at most', () => {
    expect(attributesStillPossible(resources.resources, [])).toEqual(['wheels', 'frame', 'sleeve', 'blade']);
    expect(attributesStillPossible(resources.resources, ['wheels'])).toEqual(['sleeve']);
    expect(attributesStillPossible(resources.resources, ['frame'])).toEqual(['sleeve']);
    expect(attributesStillPossible(resources.resources, ['blade'])).toEqual([]);
  });

  it('prices in the platform’s market currency and company money in the base currency', () => {
    expect(platformCurrency(resources, 'siam').code).toBe('THB');
    expect(baseCurrency(resources).code).toBe('USD');
  });
});
