import type { CompanyPromotion, Model, ProductionPlan, StoreProduct } from '@simbiz/contracts';
import { roundChecklist } from './round-checklist';

const model = { modelId: 'm1' } as Model;
const plan = (round: number) => ({ planId: 'p', modelId: 'm1', round }) as ProductionPlan;
const listing = (online: boolean) => ({ productId: 'l', online }) as StoreProduct;
const promotion = (round: number) => ({ promotionId: 'c', round }) as CompanyPromotion;
const done = (items: ReturnType<typeof roundChecklist>) => Object.fromEntries(items.map((i) => [i.key, i.done]));

describe('this round’s decisions at a glance', () => {
  it('has nothing done for a new team, in the order a round is played, with the promotion optional', () => {
    const items = roundChecklist({ round: 1, models: [], plans: [], listings: [], promotions: [] });
    expect(items.map((i) => [i.key, i.done, i.optional])).toEqual([
      ['design', false, false],
      ['production', false, false],
      ['listing', false, false],
      ['promotion', false, true],
    ]);
  });

  it('counts a model made in any round, but production and promotion only of this round', () => {
    expect(done(roundChecklist({ round: 2, models: [model], plans: [plan(1)], listings: [listing(true)], promotions: [promotion(1)] }))).toEqual({
      design: true,
      production: false,
      listing: true,
      promotion: false,
    });
    expect(done(roundChecklist({ round: 2, models: [model], plans: [plan(1), plan(2)], listings: [listing(true)], promotions: [promotion(2)] }))).toEqual({
      design: true,
      production: true,
      listing: true,
      promotion: true,
    });
  });

  it('needs a listing that is online', () => {
    expect(done(roundChecklist({ round: 1, models: [model], plans: [], listings: [listing(false)], promotions: [] })).listing).toBe(false);
  });
});
