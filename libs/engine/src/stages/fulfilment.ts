import { clamp, toMinor } from '../core/money';
import { memo } from '../finance/ledger';
import { unitSize } from '../round/product-costs';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { Shipment } from '../results/company-results.schema';
import type { Taken } from '../round/stock-book';
import type { ModelState } from '../state/state.schema';
import type { ListingOrders } from './choice';
import type { Listing, PoolSource, SourceSessions, StockPools } from './listings';
import { attribute } from './order-sources';
import type { SessionTable } from './session-table';
import { platformStats } from './traffic-sessions';

const RATING_SPEED = 0.3;

type LogisticsService = RoundContext['screenplay']['logisticsServices'][number];

/** Money a company's sales move in a round, summed per platform, warehouse and service before posting. */
class SalesBook {
  readonly revenue = new Map<string, number>();
  readonly commission = new Map<string, number>();
  readonly influencer = new Map<string, number>();
  readonly cogs = new Map<string, number>();
  readonly freight = new Map<string, number>();
  /** By service: a service delivers from one warehouse. */
  readonly deliveries = new Map<LogisticsService, CompanyRound['deliveries'][number]>();

  static add(map: Map<string, number>, key: string, amount: number): void {
    map.set(key, (map.get(key) ?? 0) + amount);
  }
}

/** Units a model shipped this round, and units × delivery days, for its rating. */
interface Delivered {
  units: number;
  dayUnits: number;
}

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
 * platform, with a thousand companies each listing found its company's out of them).
 */
export function fulfil(ctx: RoundContext, won: readonly ListingOrders[], pools: StockPools, sessions: SessionTable): void {
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
    if (!mine) continue;
    const book = new SalesBook();
    for (const listing of mine) sell(f, listing, book);
    post(ctx, c, book);
    updateRatings(c, f.delivery, soldOut);
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

/**
 * Models whose stock in some market was fully sold this round. Only a pool that had stock can
 * run out: a model listed where it has none was never on sale there.
 */
function soldOutModels(won: readonly ListingOrders[], pools: StockPools): Set<ModelState> {
  const sold = new Float64Array(pools.stock.length);
  for (const w of won) for (const p of w.listing.pools) sold[p] = (sold[p] ?? 0) + w.orders;
  const out = new Set<ModelState>();
  pools.stock.forEach((stock, p) => {
    const model = pools.models[p];
    if (model && stock > 0 && (sold[p] ?? 0) >= stock) out.add(model);
  });
  return out;
}

/**
 * Posts a company's sales of the round: revenue to receivables, the platform's commission out of
 * them, the share the platform pays out within the round to cash (the rest falls due next round),
 * cost of goods out of inventory, freight to payables due after each service's payment days.
 */
function post(ctx: RoundContext, c: CompanyRound, book: SalesBook): void {
  for (const [platformId, revenue] of book.revenue) {
    const platform = ctx.index.platforms.get(platformId);
    const commission = book.commission.get(platformId) ?? 0;
    c.journal.post('receivables', 'revenue', revenue, memo('sales on', platformId));
    c.journal.post('commission', 'receivables', commission, memo('commission', platformId));
    c.journal.post('livestreaming', 'cash', book.influencer.get(platformId) ?? 0, memo('influencer commission', platformId));
    const net = revenue - commission;
    const now = toMinor(net * Math.max(0, 1 - (platform?.settlementDays ?? 0) / ctx.days));
    c.journal.post('cash', 'receivables', now, memo('settlement', platformId));
    if (net - now > 0) c.state.receivables.push({ platformId, amount: net - now, dueRound: ctx.round + 1 });
  }
  c.deliveries.push(...book.deliveries.values());
  for (const [warehouseId, cogs] of book.cogs) c.journal.post('costOfGoodsSold', 'inventory', cogs, memo('cost of goods from', warehouseId));
  for (const [serviceId, freight] of book.freight) {
    const service = ctx.index.logistics.get(serviceId);
    c.journal.post('logistics', 'payables', freight, memo('deliveries by', serviceId));
    c.state.payables.push({ logisticsServiceId: serviceId, amount: freight, dueRound: ctx.round + Math.ceil((service?.billPaymentDays ?? 0) / ctx.days) });
  }
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

/**
 * What a listing shipped, warehouse by warehouse in the order shipped (fastest first): the units
 * of its `part`-th model (a package has several) from each source, less what its rows took so far.
 * The listing's orders ship together, so its rows take the shipped units in turn. One set of
 * arrays, cleared listing after listing.
 */
class Takes {
  private readonly parts: number[] = [];
  private readonly models: string[] = [];
  private readonly sources: PoolSource[] = [];
  private readonly left: number[] = [];
  private length = 0;

  clear(): void {
    this.length = 0;
  }

  add(part: number, modelId: string, source: PoolSource, units: number): void {
    const k = this.length++;
    this.parts[k] = part;
    this.models[k] = modelId;
    this.sources[k] = source;
    this.left[k] = units;
  }

  /**
   * A row's shipments: `units` of every model of the listing from the first sources with units
   * left (which it lowers). A package's name their model.
   */
  rowShipments(units: number, packaged: boolean): Shipment[] {
    // Most rows ship from one warehouse: an array literal of one is sized to fit, where pushing onto [] reserves room for 17.
    let first: Shipment | undefined;
    let more: Shipment[] | undefined;
    let part = -1;
    let need = 0;
    for (let k = 0; k < this.length; k++) {
      if (this.parts[k] !== part) {
        part = this.parts[k] ?? -1;
        need = units;
      }
      const has = this.left[k] ?? 0;
      const source = this.sources[k];
      if (need === 0 || has === 0 || !source) continue;
      const n = Math.min(need, has);
      this.left[k] = has - n;
      need -= n;
      const { warehouseId, service } = source;
      const shipment = packaged
        ? { modelId: this.models[k] ?? '', warehouseId, logisticsServiceId: service.id, units: n, days: service.days }
        : { warehouseId, logisticsServiceId: service.id, units: n, days: service.days };
      if (!first) first = shipment;
      else if (!more) more = [first, shipment];
      else more.push(shipment);
    }
    return more ?? (first ? [first] : []);
  }
}

/** Each removal's units and value, read at once: one object reused. */
const TAKEN: Taken = { units: 0, value: 0 };

/** A sales row for a listing's orders in a segment, and the model's perception there the first time (once per model and segment). */
function recordRow(
  w: ListingOrders,
  table: SessionTable,
  orders: SourceSessions,
  revenueMinor: number,
  commissionMinor: number,
  cogs: number,
  freight: number,
  influencerCut: number,
  shipments: Shipment[],
  perceived: Perceived,
): void {
  const { listing, orders: units, lost: lostOrders } = w;
  if (units === 0 && table.total(listing, w.slot) <= 0) return;
  const segmentId = listing.segments[w.slot]?.id ?? '';
  const sessions = table.row(listing, w.slot);
  const ads = listing.adRows?.[w.slot];
  if (ads) ads.orders = orders.auction;
  const marketing = influencerCut + (ads?.spend ?? 0);
  const { brandId, modelId, packageId, price } = listing;
  const platformId = listing.platform.id;
  const revenueLocal = units * price;
  const revenue = Math.round(revenueMinor);
  const commission = Math.round(commissionMinor);
  const costOfGoodsSold = Math.round(cogs);
  const logistics = Math.round(freight);
  const directMarketing = Math.round(marketing);
  const influencerCommission = Math.round(influencerCut);
  const profit = Math.round(revenueMinor - commissionMinor - cogs - freight - marketing);
  // One literal each way: a sales row has a package id only when it is a package's.
  listing.company.sales.push(
    packageId
      ? {
          platformId,
          segmentId,
          brandId,
          modelId,
          packageId,
          price,
          units,
          revenueLocal,
          revenue,
          commission,
          costOfGoodsSold,
          logistics,
          directMarketing,
          profit,
          sessions,
          orders,
          lostOrders,
          shipments,
          influencerCommission,
        }
      : {
          platformId,
          segmentId,
          brandId,
          modelId,
          price,
          units,
          revenueLocal,
          revenue,
          commission,
          costOfGoodsSold,
          logistics,
          directMarketing,
          profit,
          sessions,
          orders,
          lostOrders,
          shipments,
          influencerCommission,
        },
  );
  if (packageId || !perceived.first(listing.pools[0] ?? -1, w.slot)) return;
  listing.company.modelPerception.push({ modelId, segmentId, attributeFit: w.scores.fit[w.at] ?? 0, utility: w.scores.utility[w.at] ?? 0 });
}

/** Which models' perception in which segments is reported: once per model and segment, by stock pool and slot. */
class Perceived {
  private readonly seen: Uint8Array;

  constructor(
    pools: number,
    private readonly slots: number,
  ) {
    this.seen = new Uint8Array(pools * slots);
  }

  /** Whether this is the first time the pool's model is reported in the slot's segment (and marks it reported). */
  first(pool: number, slot: number): boolean {
    const at = pool * this.slots + slot;
    if (pool < 0 || this.seen[at]) return false;
    this.seen[at] = 1;
    return true;
  }
}

/** The company's models that shipped move their rating toward what their delivery times (and any sell-out) earn. */
function updateRatings(c: CompanyRound, delivery: Map<ModelState, Delivered>, soldOut: ReadonlySet<ModelState>): void {
  for (const model of c.state.models) {
    const d = delivery.get(model);
    if (!d || d.units === 0) continue;
    const days = d.dayUnits / d.units;
    const ranOut = soldOut.has(model);
    const target = clamp(5 - 0.35 * (days - 1) - (ranOut ? 1 : 0), 1, 5);
    model.rating = clamp(model.rating + RATING_SPEED * (target - model.rating), 1, 5);
  }
}
