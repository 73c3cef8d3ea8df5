import { baseCurrency } from '@simbiz/web-kit';
import { attributesStillPossible, platformCurrency, type WorldResources } from './world-resources';

const text = (en: string) => ({ en });
const resources: WorldResources = {
  config: { baseCurrency: 'USD' },
  resources: {
    markets: [
      { id: 'home', name: text('Home'), currency: { code: 'USD', symbol: '$', minorDigits: 2 } },
      { id: 'th', name: text('Thailand'), currency: { code: 'THB', symbol: '฿', minorDigits: 2 } },
    ],
    platforms: [{ id: 'siam', name: text('Siam'), marketId: 'th', openingFee: 1, commissionRate: 0.1 }],
    attributes: [
      { id: 'wheels', name: text('Wheels'), unit: 'cm', gradeMin: 1, gradeMax: 6, startingGrade: 1, incompatibleWith: ['frame'] },
      { id: 'frame', name: text('Frame'), unit: 'cm', gradeMin: 1, gradeMax: 6, startingGrade: 1, incompatibleWith: [] },
      { id: 'sleeve', name: text('Sleeve'), unit: 'in', gradeMin: 1, gradeMax: 6, startingGrade: 2, incompatibleWith: [] },
      { id: 'blade', name: text('Blade'), unit: 'cm', gradeMin: 1, gradeMax: 6, startingGrade: 1, incompatibleWith: [] },
    ],
    valuePropositions: [],
    categories: [
      { id: 'bag', name: text('Bag'), attributeIds: ['wheels', 'frame', 'sleeve'] },
      { id: 'knife', name: text('Knife'), attributeIds: ['blade'] },
    ],
    warehouses: [],
    promotionChannels: [],
    production: { capacityPerRound: 1 },
    finance: { initialCapital: 1, smeLoan: { minAmount: 1, maxAmount: 2, interestPerRound: 0.01, termRounds: 2 } },
  },
};

describe('the screenplay as the operations pages use it', () => {
  it('offers only attributes that go with the chosen ones, in one category, four at most', () => {
    expect(attributesStillPossible(resources, [])).toEqual(['wheels', 'frame', 'sleeve', 'blade']);
    expect(attributesStillPossible(resources, ['wheels'])).toEqual(['sleeve']);
    expect(attributesStillPossible(resources, ['frame'])).toEqual(['sleeve']);
    expect(attributesStillPossible(resources, ['blade'])).toEqual([]);
  });

  it('prices in the platform’s market currency and company money in the base currency', () => {
    expect(platformCurrency(resources, 'siam').code).toBe('THB');
    expect(baseCurrency(resources).code).toBe('USD');
  });
});
