import { toMinor } from '../core/money';
import { unitSize } from '../round/product-costs';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { Taken } from '../round/stock-book';
import type { ModelState } from '../state/state.schema';
import type { ListingOrders } from './choice';
import { type Delivered, soldOutModels, updateRatings } from './delivery-ratings';
import type { Listing } from './listings';
import { attribute } from './order-sources';
import { Takes } from './row-shipments';
import { SalesBook, postSales } from './sales-book';
import { Perceived, recordRow } from './sales-rows';
import type { SessionTable } from './session-table';
import type { StockPools } from './stock-pools';
import { platformStats } from './traffic-sessions';

/** What fulfilment works with while it goes through the round's listings. */
interface Fulfilment {
  readonly ctx: RoundContext;
  readonly pools: StockPools;
  readonly sessions: SessionTable;
  readonly perceived: Perceived;
  /** Units each model shipped and units × delivery days, for its rating. */
  readonly delivery: Map<ModelState, Delivered>;
  readonly shipped: Shipped;
  readonly takes: Takes;
}

/**
 * Stage 9: each listing's orders (over all segments) ship from the company's warehouses serving
 * the market, fastest delivery first; revenue goes to receivables (collected after the platform's
 * settlement days), the platform keeps its commission, freight goes to payables, and ratings
 * follow delivery times (a model that ran out somewhere loses a point of its target). Company by
 * company, each company's listings in the order of their first rows in `won`: a company's stock,
 * books and models stay in the processor's caches while its listings ship (taken platform by
 * platform, with a thousand companies each listing found its company's out of them). For the same
 * reason `close` (stages 10 and 11) runs for each company as soon as it has shipped: every
 * company, in seat order, whether it sold or not.
 */
export function fulfil(ctx: RoundContext, won: readonly ListingOrders[], pools: StockPools, sessions: SessionTable, close: (c: CompanyRound) => void): void {
  const soldOut = soldOutModels(won, pools);
  const f: Fulfilment = {
    ctx,
    pools,
    sessions,
    perceived: new Perceived(pools.stock.length, ctx.index.slots),
    delivery: new Map(),
    shipped: { cogs: 0, freight: 0, dayUnits: 0 },
    takes: new Takes(),
  };
  const listed = listingsByCompany(ctx, won, sessions);
  for (const c of ctx.companies) {
    c.state.lastSales = {};
    c.state.lastPrices = {};
    const mine = listed.get(c);
    if (mine) {
      const book = new SalesBook();
      for (const listing of mine) sell(f, listing, book);
      postSales(ctx, c, book);
      updateRatings(c, f.delivery, soldOut);
    }
    close(c);
  }
  for (const stats of ctx.platformStats.values()) stats.sessions = Math.round(stats.sessions);
}

/**
 * Each company's listings that have rows, in the order of their first rows in `won`; and each
 * platform's sessions, added up listing by listing in that order (a sum of fractions, whose
 * order is kept as it always was).
 */
function listingsByCompany(ctx: RoundContext, won: readonly ListingOrders[], sessions: SessionTable): Map<CompanyRound, Listing[]> {
  const out = new Map<CompanyRound, Listing[]>();
  for (const first of won) {
    const { listing } = first;
    // A listing's rows (chained from its first, in the order of `won`) are handled together, at its first.
    if (listing.firstRow !== first) continue;
    const stats = platformStats(ctx, listing.platform.id);
    for (let w: ListingOrders | undefined = first; w; w = w.next) stats.sessions += sessions.total(listing, w.slot);
    const mine = out.get(listing.company);
    if (mine) mine.push(listing);
    else out.set(listing.company, [listing]);
  }
  return out;
}

/** Ships a listing's orders (over all its rows), books them and records its sales rows. */
function sell(f: Fulfilment, listing: Listing, book: SalesBook): void {
  const { ctx, sessions, shipped, takes } = f;
  const c = listing.company;
  const stats = platformStats(ctx, listing.platform.id);
  let orders = 0;
  for (let w = listing.firstRow; w; w = w.next) orders += w.orders;
  let cogs = 0;
  let freight = 0;
  takes.clear();
  if (orders > 0) {
    listing.models.forEach((model, i) => {
      ship(ctx, c, book, model, f.pools, listing.pools[i] ?? -1, orders, shipped, takes, i);
      cogs += shipped.cogs;
      freight += shipped.freight;
      const d = f.delivery.get(model);
      if (d) {
        d.units += orders;
        d.dayUnits += shipped.dayUnits;
      } else f.delivery.set(model, { units: orders, dayUnits: shipped.dayUnits });
    });
    c.state.lastSales[listing.key] = orders;
    stats.orders += orders;
    stats.revenueLocal += orders * listing.price;
  }
  (c.state.lastPrices ??= {})[listing.key] = listing.price;
  const rate = ctx.index.toBase(1, listing.marketId, ctx.round);
  // Whole minor units: the listing's sums add to the book exactly as row by row would.
  let revenues = 0;
  let commissions = 0;
  let influencerCuts = 0;
  for (let w = listing.firstRow; w; w = w.next) {
    const bySource = attribute(w.orders, sessions.values, sessions.at(listing, w.slot));
    const share = orders > 0 ? w.orders / orders : 0;
    const revenue = toMinor(w.orders * listing.price * rate);
    const commission = toMinor(revenue * listing.platform.commissionRate);
    const influencerCut = toMinor(bySource.influencer * listing.price * rate * listing.influencerCommission);
    revenues += revenue;
    commissions += commission;
    influencerCuts += influencerCut;
    const shipments = takes.rowShipments(w.orders, listing.packageId !== undefined);
    recordRow(w, sessions, bySource, revenue, commission, cogs * share, freight * share, influencerCut, shipments, f.perceived);
  }
  SalesBook.add(book.revenue, listing.platform.id, revenues);
  SalesBook.add(book.commission, listing.platform.id, commissions);
  SalesBook.add(book.influencer, listing.platform.id, influencerCuts);
}

/** What shipping a listing's orders of a model cost and how long it took (units × days). */
interface Shipped {
  cogs: number;
  freight: number;
  dayUnits: number;
}

/**
 * Ships `units` of a model from its pool's sources (fastest first) while stock lasts, into
 * `shipped`, and adds each warehouse's units to `takes`.
 */
function ship(
  ctx: RoundContext,
  c: CompanyRound,
  book: SalesBook,
  model: ModelState,
  pools: StockPools,
  pool: number,
  units: number,
  shipped: Shipped,
  takes: Takes,
  part: number,
): void {
  const modelId = model.id;
  const size = pools.unitSizes[pool] ?? unitSize(ctx.index, model);
  let left = units;
  let cogs = 0;
  let freight = 0;
  let dayUnits = 0;
  for (let k = pools.sourcesFrom(pool); k < pools.sourcesFrom(pool + 1); k++) {
    const source = pools.source(k);
    if (left <= 0 || !source) break;
    const { warehouseId, service } = source;
    const taken = c.stock.remove(modelId, warehouseId, left, 'sold', TAKEN);
    if (taken.units === 0) continue;
    left -= taken.units;
    SalesBook.add(book.cogs, warehouseId, taken.value);
    const handling = ctx.index.warehouses.get(warehouseId)?.handlingPerUnit ?? 0;
    const cost = toMinor(taken.units * (size.weight * service.costPerKg + size.volume * service.costPerM3 + handling));
    SalesBook.add(book.freight, service.id, cost);
    const delivered = book.deliveries.get(service);
    if (delivered) {
      delivered.units += taken.units;
      delivered.cost += cost;
    } else book.deliveries.set(service, { warehouseId, logisticsServiceId: service.id, units: taken.units, cost, days: service.days });
    takes.add(part, modelId, source, taken.units);
    cogs += taken.value;
    freight += cost;
    dayUnits += taken.units * service.days;
  }
  shipped.cogs = cogs;
  shipped.freight = freight;
  shipped.dayUnits = dayUnits;
}

/** Each removal's units and value, read at once: one object reused. */
const TAKEN: Taken = { units: 0, value: 0 };
