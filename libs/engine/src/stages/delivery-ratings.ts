import { clamp } from '../core/money';
import type { CompanyRound } from '../round/round-context';
import type { ModelState } from '../state/state.schema';
import type { ListingOrders } from './choice';
import type { StockPools } from './stock-pools';

/** How far a model's rating moves toward what its deliveries earn, each round it ships. */
const RATING_SPEED = 0.3;

/** Units a model shipped this round, and units × delivery days, for its rating. */
export interface Delivered {
  units: number;
  dayUnits: number;
}

/**
 * Models whose stock in some market was fully sold this round. Only a pool that had stock can
 * run out: a model listed where it has none was never on sale there.
 */
export function soldOutModels(won: readonly ListingOrders[], pools: StockPools): Set<ModelState> {
  const sold = new Float64Array(pools.stock.length);
  for (const w of won) for (const p of w.listing.pools) sold[p] = (sold[p] ?? 0) + w.orders;
  const out = new Set<ModelState>();
  pools.stock.forEach((stock, p) => {
    const model = pools.models[p];
    if (model && stock > 0 && (sold[p] ?? 0) >= stock) out.add(model);
  });
  return out;
}

/** The company's models that shipped move their rating toward what their delivery times (and any sell-out) earn. */
export function updateRatings(c: CompanyRound, delivery: Map<ModelState, Delivered>, soldOut: ReadonlySet<ModelState>): void {
  for (const model of c.state.models) {
    const d = delivery.get(model);
    if (!d || d.units === 0) continue;
    const days = d.dayUnits / d.units;
    const ranOut = soldOut.has(model);
    const target = clamp(5 - 0.35 * (days - 1) - (ranOut ? 1 : 0), 1, 5);
    model.rating = clamp(model.rating + RATING_SPEED * (target - model.rating), 1, 5);
  }
}
