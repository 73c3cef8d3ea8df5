import { clamp, toMinor } from '../core/money';
import { unitSize } from '../round/product-costs';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { ListingOrders } from './choice';
import { type Listing, deliveryFrom, listingKey } from './listings';
import { platformStats } from './traffic';

const RATING_SPEED = 0.3;

/**
 * Stage 9: each order ships from the company's warehouses serving the market, fastest delivery
 * first; revenue goes to receivables (collected after the platform's settlement days), the
 * platform keeps its commission, freight goes to payables, and ratings follow delivery times.
 */
/** `soldOut` holds `seat|modelId` of models whose stock ran out in some market this round. */
export function fulfil(ctx: RoundContext, won: readonly ListingOrders[], soldOut: ReadonlySet<string>): void {
  const delivery = new Map<string, { units: number; dayUnits: number }>();
  for (const c of ctx.companies) c.state.lastSales = {};
  for (const w of won) {
    const { listing } = w;
    const c = listing.company;
    const stats = platformStats(ctx, listing.platform.id);
    stats.sessions += Math.round(Object.values(w.sessions).reduce((s, x) => s + x, 0));
    if (w.orders <= 0) {
      recordRow(w, { revenue: 0, commission: 0, cogs: 0, freight: 0, influencerCut: 0 });
      continue;
    }
    let cogs = 0;
    let freight = 0;
    for (const model of listing.models) {
      const shipped = ship(ctx, c, listing, model.id, w.orders);
      cogs += shipped.cogs;
      freight += shipped.freight;
      const d = delivery.get(`${c.state.seat}|${model.id}`) ?? { units: 0, dayUnits: 0 };
      delivery.set(`${c.state.seat}|${model.id}`, { units: d.units + w.orders, dayUnits: d.dayUnits + shipped.dayUnits });
    }
    const revenueLocal = w.orders * listing.price;
    const revenue = toMinor(ctx.index.toBase(revenueLocal, listing.marketId, ctx.round));
    const commission = toMinor(revenue * listing.platform.commissionRate);
    c.journal.post('receivables', 'revenue', revenue, `sales ${listingKey(listing)}`);
    c.journal.post('commission', 'receivables', commission, `commission ${listing.platform.id}`);
    const influencerCut = w.bySource.influencer * listing.price * ctx.index.toBase(1, listing.marketId, ctx.round) * listing.influencerCommission;
    c.journal.post('livestreaming', 'cash', influencerCut, `influencer commission ${listingKey(listing)}`);
    settle(ctx, c, listing, revenue - commission);
    c.state.lastSales[listingKey(listing)] = (c.state.lastSales[listingKey(listing)] ?? 0) + w.orders;
    stats.orders += w.orders;
    stats.revenueLocal += revenueLocal;
    recordRow(w, { revenue, commission, cogs, freight, influencerCut });
  }
  updateRatings(ctx, delivery, soldOut);
}

/** The share of net sales the platform pays out within the round; the rest is due next round. */
function settle(ctx: RoundContext, c: CompanyRound, listing: Listing, net: number): void {
  const now = toMinor(net * Math.max(0, 1 - listing.platform.settlementDays / ctx.days));
  c.journal.post('cash', 'receivables', now, `settlement ${listing.platform.id}`);
  const later = net - now;
  if (later > 0) c.state.receivables.push({ platformId: listing.platform.id, amount: later, dueRound: ctx.round + 1 });
}

function ship(ctx: RoundContext, c: CompanyRound, listing: Listing, modelId: string, units: number) {
  const model = c.state.models.find((m) => m.id === modelId);
  const size = model ? unitSize(ctx.index, model) : { volume: 0, weight: 0 };
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
    c.journal.post('costOfGoodsSold', 'inventory', taken.value, `cost of ${taken.units} × ${modelId}`);
    const handling = ctx.index.warehouses.get(warehouseId)?.handlingPerUnit ?? 0;
    const cost = toMinor(taken.units * (size.weight * service.costPerKg + size.volume * service.costPerM3 + handling));
    c.journal.post('logistics', 'payables', cost, `deliveries from ${warehouseId}`);
    c.state.payables.push({ logisticsServiceId: service.id, amount: cost, dueRound: ctx.round + Math.ceil(service.billPaymentDays / ctx.days) });
    c.deliveries.push({ warehouseId, logisticsServiceId: service.id, units: taken.units, cost, days: service.days });
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
  const ads = w.listing.packageId
    ? undefined
    : c.productAdvertising.find((a) => a.platformId === w.listing.platform.id && a.segmentId === w.segmentId && a.modelId === w.listing.modelId);
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
  c.modelPerception.push({ modelId: w.listing.modelId, segmentId: w.segmentId, attributeFit: w.fit, utility: w.utility });
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
