import type { Model, ProductionPlan, RoundActivity, StoreProduct } from '@simbiz/contracts';

export type ChecklistKey = 'design' | 'production' | 'listing' | 'promotion' | 'traffic';

export interface ChecklistItem {
  key: ChecklistKey;
  done: boolean;
  /** Where the decision is made, under /worlds/{worldId}/operating/. */
  path: string;
  optional: boolean;
}

export interface ChecklistInput {
  round: number;
  models: readonly Model[];
  plans: readonly ProductionPlan[];
  listings: readonly StoreProduct[];
  /** How many items of each stores area the company made this round. */
  activity: RoundActivity;
}

/**
 * What a team has decided this round, in the order a round is played: a model to sell (made once,
 * kept), production planned for this round, a model online in a store, and (optionally) a brand or
 * a product promoted this round and paid traffic for its products (an ad auction bid, a merchant or
 * influencer livestream, a traffic package). Without the first three nothing sells.
 */
export function roundChecklist({ round, models, plans, listings, activity: a }: ChecklistInput): ChecklistItem[] {
  return [
    { key: 'design', done: models.length > 0, path: 'brands', optional: false },
    { key: 'production', done: plans.some((plan) => plan.round === round), path: 'productions', optional: false },
    { key: 'listing', done: listings.some((listing) => listing.online), path: 'stores', optional: false },
    { key: 'promotion', done: a.companyPromotions + a.productPromotions > 0, path: 'promotions', optional: true },
    {
      key: 'traffic',
      done: a.adBids + a.merchantLivestreams + a.influencerLivestreams + a.trafficPackages > 0,
      path: 'stores/platform/advertising-auction',
      optional: true,
    },
  ];
}
