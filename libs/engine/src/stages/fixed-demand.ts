import type { ListingOrders } from './choice';
import type { StockPools } from './stock-pools';

/**
 * A pro forma's stage 8: the orders a team expects replace the shoppers' choice. `demand` holds the
 * units each listing is expected to sell (keyed `platform/model`, as last round's sales are); a
 * listing it does not name sells nothing. What a listing sells is capped by the stock its models
 * have in the market, shared with the company's other listings there in the order they come, and
 * spread over the listing's segments as the choice spread it (equally where it won nothing), so
 * everything after the choice (shipping, commission, settlement, ratings) is the engine's own.
 */
export function fixDemand(won: readonly ListingOrders[], pools: StockPools, demand: ReadonlyMap<string, number>): void {
  const left = [...pools.stock];
  for (const first of won) {
    const { listing } = first;
    if (listing.firstRow !== first) continue;
    const wanted = Math.max(0, Math.floor(demand.get(listing.key) ?? 0));
    const units = Math.min(wanted, ...listing.pools.map((p) => left[p] ?? 0));
    for (const p of listing.pools) left[p] = (left[p] ?? 0) - units;
    spread(first, units);
  }
}

/** Whole units over a listing's rows, in proportion to what each row won (equal shares if none won anything), remainder to the first. */
function spread(first: ListingOrders, units: number): void {
  let weight = 0;
  let rows = 0;
  for (let w: ListingOrders | undefined = first; w; w = w.next) {
    weight += w.orders;
    rows++;
  }
  let given = 0;
  for (let w: ListingOrders | undefined = first; w; w = w.next) {
    w.orders = Math.floor(units * (weight > 0 ? w.orders / weight : 1 / rows));
    // The team's expectation replaced the shoppers': their stock-outs are not this forecast's.
    w.lost = 0;
    given += w.orders;
  }
  first.orders += units - given;
}
