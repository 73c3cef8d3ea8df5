import { clamp, toMinor } from '../core/money';
import { unitSize } from '../round/product-costs';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { ModelState } from '../state/state.schema';
import type { ListingOrders } from './choice';
import { type Listing, deliveryFrom } from './listings';
import { platformStats } from './traffic-sessions';

const RATING_SPEED = 0.3;

/** Money a company's sales move in a round, summed per platform, warehouse and service before posting. */
class SalesBook {
  readonly revenue = new Map<string, number>();
  readonly commission = new Map<string, number>();
  readonly influencer = new Map<string, number>();
  readonly cogs = new Map<string, number>();
  readonly freight = new Map<string, number>();
  readonly deliveries = new Map<string, CompanyRound['deliveries'][number]>();

  static add(map: Map<string, number>, key: string, amount: number): void {
    map.set(key, (map.get(key) ?? 0) + amount);
  }
}

/**
 * Stage 9: each listing's orders (over all segments) ship from the company's warehouses serving
 * the market, fastest delivery first; revenue goes to receivables (collected after the platform's
 * settlement days), the platform keeps its commission, freight goes to payables, and ratings
 * follow delivery times. `soldOut` holds `seat|modelId` of models that ran out somewhere.
 */
export function fulfil(ctx: RoundContext, won: readonly ListingOrders[], soldOut: ReadonlySet<string>): void {
  const delivery = new Map<string, { units: number; dayUnits: number }>();
  const books = new Map<CompanyRound, SalesBook>(ctx.companies.map((c) => [c, new SalesBook()]));
  for (const c of ctx.companies) {
    c.state.lastSales = {};
    c.state.lastPrices = {};
  }
  const byListing = new Map<Listing, ListingOrders[]>();
  for (const w of won) {
    const rows = byListing.get(w.listing);
    if (rows) rows.push(w);
    else byListing.set(w.listing, [w]);
  }
  for (const [listing, rows] of byListing) {
    const c = listing.company;
    const book = books.get(c) ?? new SalesBook();
    const stats = platformStats(ctx, listing.platform.id);
    let orders = 0;
    for (const w of rows) {
      orders += w.orders;
      stats.sessions += w.sessions.organic + w.sessions.auction + w.sessions.trafficPackage + w.sessions.merchantLive + w.sessions.influencer;
    }
    let cogs = 0;
    let freight = 0;
    if (orders > 0) {
      for (const model of listing.models) {
        const shipped = ship(ctx, c, book, listing, model, orders);
        cogs += shipped.cogs;
        freight += shipped.freight;
        const key = `${c.state.seat}|${model.id}`;
        const d = delivery.get(key);
        if (d) {
          d.units += orders;
          d.dayUnits += shipped.dayUnits;
        } else delivery.set(key, { units: orders, dayUnits: shipped.dayUnits });
      }
      c.state.lastSales[listing.key] = orders;
      stats.orders += orders;
      stats.revenueLocal += orders * listing.price;
    }
    (c.state.lastPrices ??= {})[listing.key] = listing.price;
    const rate = ctx.index.toBase(1, listing.marketId, ctx.round);
    for (const w of rows) {
      const share = orders > 0 ? w.orders / orders : 0;
      const revenue = toMinor(w.orders * listing.price * rate);
      const commission = toMinor(revenue * listing.platform.commissionRate);
      const influencerCut = toMinor(w.bySource.influencer * listing.price * rate * listing.influencerCommission);
      SalesBook.add(book.revenue, listing.platform.id, revenue);
      SalesBook.add(book.commission, listing.platform.id, commission);
      SalesBook.add(book.influencer, listing.platform.id, influencerCut);
      recordRow(w, { revenue, commission, cogs: cogs * share, freight: freight * share, influencerCut });
    }
  }
  for (const [c, book] of books) post(ctx, c, book);
  for (const stats of ctx.platformStats.values()) stats.sessions = Math.round(stats.sessions);
  updateRatings(ctx, delivery, soldOut);
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
    c.journal.post('receivables', 'revenue', revenue, `sales on ${platformId}`);
    c.journal.post('commission', 'receivables', commission, `commission ${platformId}`);
    c.journal.post('livestreaming', 'cash', book.influencer.get(platformId) ?? 0, `influencer commission ${platformId}`);
    const net = revenue - commission;
    const now = toMinor(net * Math.max(0, 1 - (platform?.settlementDays ?? 0) / ctx.days));
    c.journal.post('cash', 'receivables', now, `settlement ${platformId}`);
    if (net - now > 0) c.state.receivables.push({ platformId, amount: net - now, dueRound: ctx.round + 1 });
  }
  c.deliveries.push(...book.deliveries.values());
  for (const [warehouseId, cogs] of book.cogs) c.journal.post('costOfGoodsSold', 'inventory', cogs, `cost of goods from ${warehouseId}`);
  for (const [serviceId, freight] of book.freight) {
    const service = ctx.index.logistics.get(serviceId);
    c.journal.post('logistics', 'payables', freight, `deliveries by ${serviceId}`);
    c.state.payables.push({ logisticsServiceId: serviceId, amount: freight, dueRound: ctx.round + Math.ceil((service?.billPaymentDays ?? 0) / ctx.days) });
  }
}

function ship(ctx: RoundContext, c: CompanyRound, book: SalesBook, listing: Listing, model: ModelState, units: number) {
  const modelId = model.id;
  const size = unitSize(ctx.index, model);
  const sources = c.stock
    .warehousesOf(modelId)
    .map((warehouseId) => ({ warehouseId, service: deliveryFrom(ctx, warehouseId, listing.marketId) }))
    .filter((s) => s.service)
    .sort((a, b) => (a.service?.days ?? 0) - (b.service?.days ?? 0));
  let left = units;
  let cogs = 0;
  let freight = 0;
  let dayUnits = 0;
  for (const { warehouseId, service } of sources) {
    if (left <= 0 || !service) break;
    const taken = c.stock.remove(modelId, warehouseId, left, 'sold');
    if (taken.units === 0) continue;
    left -= taken.units;
    SalesBook.add(book.cogs, warehouseId, taken.value);
    const handling = ctx.index.warehouses.get(warehouseId)?.handlingPerUnit ?? 0;
    const cost = toMinor(taken.units * (size.weight * service.costPerKg + size.volume * service.costPerM3 + handling));
    SalesBook.add(book.freight, service.id, cost);
    const delivered = book.deliveries.get(`${warehouseId}|${service.id}`);
    if (delivered) {
      delivered.units += taken.units;
      delivered.cost += cost;
    } else book.deliveries.set(`${warehouseId}|${service.id}`, { warehouseId, logisticsServiceId: service.id, units: taken.units, cost, days: service.days });
    cogs += taken.value;
    freight += cost;
    dayUnits += taken.units * service.days;
  }
  return { cogs, freight, dayUnits };
}

interface RowMoney {
  revenue: number;
  commission: number;
  cogs: number;
  freight: number;
  influencerCut: number;
}

function recordRow(w: ListingOrders, money: RowMoney): void {
  const c = w.listing.company;
  const { sessions } = w;
  if (w.orders === 0 && sessions.organic + sessions.auction + sessions.trafficPackage + sessions.merchantLive + sessions.influencer <= 0) return;
  const ads = w.listing.adRows?.get(w.segmentId);
  if (ads) ads.orders = w.bySource.auction;
  const marketing = money.influencerCut + (ads?.spend ?? 0);
  c.sales.push({
    platformId: w.listing.platform.id,
    segmentId: w.segmentId,
    brandId: w.listing.brandId,
    modelId: w.listing.modelId,
    ...(w.listing.packageId ? { packageId: w.listing.packageId } : {}),
    price: w.listing.price,
    units: w.orders,
    revenueLocal: w.orders * w.listing.price,
    revenue: Math.round(money.revenue),
    commission: Math.round(money.commission),
    costOfGoodsSold: Math.round(money.cogs),
    logistics: Math.round(money.freight),
    directMarketing: Math.round(marketing),
    profit: Math.round(money.revenue - money.commission - money.cogs - money.freight - marketing),
    sessions: w.sessions,
    orders: w.bySource,
  });
  const perceived = perceivedOf(c, w.listing.modelId);
  if (!w.listing.packageId && !perceived.has(w.segmentId)) {
    perceived.add(w.segmentId);
    c.modelPerception.push({ modelId: w.listing.modelId, segmentId: w.segmentId, attributeFit: w.fit, utility: w.utility });
  }
}

const perceivedModels = new WeakMap<CompanyRound, Map<string, Set<string>>>();
/** Segments where a model's perception is reported already: once per model and segment. */
function perceivedOf(c: CompanyRound, modelId: string): Set<string> {
  let byModel = perceivedModels.get(c);
  if (!byModel) perceivedModels.set(c, (byModel = new Map()));
  let seen = byModel.get(modelId);
  if (!seen) byModel.set(modelId, (seen = new Set()));
  return seen;
}

function updateRatings(ctx: RoundContext, delivery: Map<string, { units: number; dayUnits: number }>, soldOut: ReadonlySet<string>): void {
  for (const c of ctx.companies) {
    for (const model of c.state.models) {
      const d = delivery.get(`${c.state.seat}|${model.id}`);
      if (!d || d.units === 0) continue;
      const days = d.dayUnits / d.units;
      const ranOut = soldOut.has(`${c.state.seat}|${model.id}`);
      const target = clamp(5 - 0.35 * (days - 1) - (ranOut ? 1 : 0), 1, 5);
      model.rating = clamp(model.rating + RATING_SPEED * (target - model.rating), 1, 5);
    }
  }
}
