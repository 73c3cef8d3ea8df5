import type { Model, ProductionPlan, RoundActivity, StoreProduct } from '@simbiz/contracts';
import { roundChecklist } from './round-checklist';

const model = { modelId: 'm1' } as Model;
const plan = (round: number) => ({ planId: 'p', modelId: 'm1', round }) as ProductionPlan;
const listing = (online: boolean) => ({ productId: 'l', online }) as StoreProduct;
const NOTHING: RoundActivity = {
  companyPromotions: 0,
  productPromotions: 0,
  adBids: 0,
  recharges: 0,
  trafficPackages: 0,
  merchantLivestreams: 0,
  influencerLivestreams: 0,
  showcaseChoices: 0,
};
const did = (made: Partial<RoundActivity>): RoundActivity => ({ ...NOTHING, ...made });
const done = (items: ReturnType<typeof roundChecklist>) => Object.fromEntries(items.map((i) => [i.key, i.done]));

describe('this round’s decisions at a glance', () => {
  it('has nothing done for a new team, in the order a round is played, with the promotion optional', () => {
    const items = roundChecklist({ round: 1, models: [], plans: [], listings: [], activity: NOTHING });
    expect(items.map((i) => [i.key, i.done, i.optional])).toEqual([
      ['design', false, false],
      ['production', false, false],
      ['listing', false, false],
      ['promotion', false, true],
      ['traffic', false, true],
    ]);
  });

  it('counts a model made in any round, but production only of this round', () => {
    expect(done(roundChecklist({ round: 2, models: [model], plans: [plan(1)], listings: [listing(true)], activity: NOTHING }))).toEqual({
      design: true,
      production: false,
      listing: true,
      promotion: false,
      traffic: false,
    });
    expect(done(roundChecklist({ round: 2, models: [model], plans: [plan(1), plan(2)], listings: [listing(true)], activity: NOTHING })).production).toBe(true);
  });

  it('counts a company or a product promotion, and any paid traffic, made this round', () => {
    const checked = (made: Partial<RoundActivity>) => done(roundChecklist({ round: 2, models: [model], plans: [], listings: [], activity: did(made) }));
    expect(checked({ companyPromotions: 1 }).promotion).toBe(true);
    expect(checked({ productPromotions: 2 }).promotion).toBe(true);
    for (const area of ['adBids', 'merchantLivestreams', 'influencerLivestreams', 'trafficPackages'] as const)
      expect(checked({ [area]: 1 }).traffic).toBe(true);
    expect(checked({ recharges: 1, showcaseChoices: 1 })).toMatchObject({ promotion: false, traffic: false });
  });

  it('needs a listing that is online', () => {
    expect(done(roundChecklist({ round: 1, models: [model], plans: [], listings: [listing(false)], activity: NOTHING })).listing).toBe(false);
  });
});
