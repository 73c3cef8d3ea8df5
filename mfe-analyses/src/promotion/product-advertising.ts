import type { AnalysisRound } from '@simbiz/contracts';
import type { Cell, Column, DerivedTable, Derive } from '../common/page-content';
import { roundOf } from '../common/page-content';
import { type ProductAdvertisingRow, ratio } from './promotion-rows';

const keyOf = (r: { platformId: string; segmentId: string; modelId: string }) => `${r.platformId}\u0000${r.segmentId}\u0000${r.modelId}`;

/** Revenue per unit (base currency) of each listing of a single model, by platform, segment and model; null when the round's sales are not read. */
function revenuePerUnit(result: AnalysisRound['result']): Map<string, number> | null {
  if (!result.sales) return null;
  const sums = new Map<string, { revenue: number; units: number }>();
  for (const s of result.sales) {
    if (s.packageId) continue;
    const sum = sums.get(keyOf(s)) ?? { revenue: 0, units: 0 };
    sum.revenue += s.revenue;
    sum.units += s.units;
    sums.set(keyOf(s), sum);
  }
  const perUnit = new Map<string, number>();
  for (const [key, sum] of sums) if (sum.units > 0) perUnit.set(key, sum.revenue / sum.units);
  return perUnit;
}

/**
 * What the ad auction bought in the chosen round (promotion/product-advertising): a row per
 * platform, segment and model with the ad slot won (1 is the top), impressions, clicks,
 * click-through rate, spend, cost per click, orders, conversion (orders per click) and cost per
 * order; the advertising cost of sale (spend over the revenue of the orders the ads brought) where
 * the round's sales are read (not in the advertising view). The spend total is the auction-clicks
 * part of the income statement's advertising (the same as the auction row of advertising by channel).
 */
export const productAdvertisingPerformance: Derive = (input) => {
  const { names, t, money } = input;
  const result = roundOf(input)?.result ?? {};
  const rows = result.productAdvertising ?? [];
  const perUnit = revenuePerUnit(result);
  const adRevenue = (r: ProductAdvertisingRow) => {
    const price = perUnit?.get(keyOf(r));
    return price === undefined ? null : r.orders * price;
  };
  const acos = (spend: number, revenue: number | null) => (revenue === null ? null : ratio(spend, revenue));
  const figures = (impressions: number, clicks: number, spend: number, orders: number): Cell[] => [
    impressions,
    clicks,
    ratio(clicks, impressions),
    spend,
    ratio(spend, clicks),
    orders,
    ratio(orders, clicks),
    ratio(spend, orders),
  ];
  const ordered = [...rows].sort(
    (a, b) =>
      b.spend - a.spend ||
      names.platform(a.platformId).localeCompare(names.platform(b.platformId)) ||
      names.model(a.modelId).localeCompare(names.model(b.modelId)) ||
      names.segment(a.segmentId).localeCompare(names.segment(b.segmentId)),
  );
  const slotText = (slot: number | null) => (slot === null ? t('promotion.product.noSlot') : t('promotion.product.slotNumber', { slot: slot + 1 }));
  const columns: Column[] = [
    { label: t('promotion.platform'), kind: 'text' },
    { label: t('promotion.segment'), kind: 'text' },
    { label: t('promotion.model'), kind: 'text' },
    { label: t('promotion.product.slot'), kind: 'text' },
    { label: t('promotion.product.impressions'), kind: 'count' },
    { label: t('promotion.product.clicks'), kind: 'count' },
    { label: t('promotion.product.clickThrough'), kind: 'percent' },
    { label: t('promotion.spend'), kind: 'money' },
    { label: t('promotion.product.costPerClick'), kind: 'money' },
    { label: t('promotion.orders'), kind: 'count' },
    { label: t('promotion.conversion'), kind: 'percent' },
    { label: t('promotion.costPerOrder'), kind: 'money' },
    ...(perUnit ? [{ label: t('promotion.product.costOfSale'), kind: 'percent' as const }] : []),
  ];
  const sum = (f: (r: ProductAdvertisingRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  const [impressions, clicks, spend, orders] = [sum((r) => r.impressions), sum((r) => r.clicks), sum((r) => r.spend), sum((r) => r.orders)];
  const revenues = rows.map(adRevenue);
  const totalRevenue = revenues.every((v) => v !== null) ? revenues.reduce<number>((s, v) => s + (v ?? 0), 0) : null;
  const table: DerivedTable = {
    id: 'product-advertising',
    title: t('promotion.product.title', { round: input.round }),
    columns,
    rows: ordered.map((r): Cell[] => [
      names.platform(r.platformId),
      names.segment(r.segmentId),
      names.model(r.modelId),
      slotText(r.slot),
      ...figures(r.impressions, r.clicks, r.spend, r.orders),
      ...(perUnit ? [acos(r.spend, adRevenue(r))] : []),
    ]),
    totals: [t('total'), null, null, null, ...figures(impressions, clicks, spend, orders), ...(perUnit ? [acos(spend, totalRevenue)] : [])],
  };
  const notes: string[] = [];
  const say = (r: ProductAdvertisingRow) => ({
    model: names.model(r.modelId),
    platform: names.platform(r.platformId),
    segment: names.segment(r.segmentId),
    spend: money(r.spend),
    cost: money(ratio(r.spend, r.orders) ?? 0),
  });
  const cheapest = rows.filter((r) => r.orders > 0 && r.spend > 0).sort((a, b) => a.spend / a.orders - b.spend / b.orders)[0];
  if (cheapest) notes.push(t('promotion.product.cheapest', say(cheapest)));
  const fruitless = rows.filter((r) => r.orders === 0 && r.spend > 0).sort((a, b) => b.spend - a.spend)[0];
  if (fruitless) notes.push(t('promotion.product.noOrders', say(fruitless)));
  return { tables: [table], notes };
};
