import type { CompanyPromotion, Model, ProductionPlan, StoreProduct } from '@simbiz/contracts';

export type ChecklistKey = 'design' | 'production' | 'listing' | 'promotion';

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
  promotions: readonly CompanyPromotion[];
}

/**
 * What a team has decided this round, in the order a round is played: a model to sell (made once,
 * kept), production planned for this round, a model online in a store, and (optionally) a brand
 * promoted this round. Without the first three nothing sells.
 */
export function roundChecklist({ round, models, plans, listings, promotions }: ChecklistInput): ChecklistItem[] {
  return [
    { key: 'design', done: models.length > 0, path: 'brands', optional: false },
    { key: 'production', done: plans.some((plan) => plan.round === round), path: 'productions', optional: false },
    { key: 'listing', done: listings.some((listing) => listing.online), path: 'stores', optional: false },
    { key: 'promotion', done: promotions.some((promotion) => promotion.round === round), path: 'promotions', optional: true },
  ];
}
