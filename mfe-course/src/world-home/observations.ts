import type { CompanyAnalyses } from '@simbiz/contracts';

/** Where an observation's page is, under the world's analyses. */
const PAGES = {
  traffic: 'analyses/sales/product-traffic-orders',
  inventory: 'analyses/warehouse/inventory/inventory-list',
  channels: 'analyses/sales/revenues-channel',
  income: 'analyses/finance/income-statement',
} as const;

/** A price this far from the segment's average, or a rating this far below it, is worth saying. */
const PRICE_GAP = 0.2;
const RATING_GAP = 0.3;
/** Stock left after the round worth this many rounds of its sales is a lot to hold. */
const ROUNDS_OF_STOCK = 2;
/** A change of revenue from the round before worth saying. */
const REVENUE_CHANGE = 0.1;

/**
 * An observation: the text's key under `home.observations`, what it names (ids the page turns into
 * names), an amount of the base currency, other figures, the page that shows it, and how much it matters.
 */
export interface Observation {
  key: 'soldOut' | 'soldOutLost' | 'priceAbove' | 'priceBelow' | 'ratingBelow' | 'unsold' | 'revenueUp' | 'revenueDown' | 'loss';
  ids: { model?: string; warehouse?: string; segment?: string; platform?: string };
  amount?: number;
  figures: Record<string, string | number>;
  page: (typeof PAGES)[keyof typeof PAGES];
  weight: number;
}

/**
 * What a team most needs to know of its last resolved round, in plain words: at most `count`
 * observations, the weightiest first and never two of a kind, each linked to the analyses page that
 * shows it. Drawn from the round's sales rows, stock, statements, ratings and the segments'
 * averages (the analyses' `sales` view).
 */
export function observationsOf(data: CompanyAnalyses, count = 3): Observation[] {
  const last = data.rounds.at(-1);
  if (!last) return [];
  const previous = data.rounds.at(-2);
  const found: Observation[] = [];
  const sales = last.result.sales ?? [];
  const inventory = last.result.inventory ?? [];
  // Orders each model lost by selling out (sales rows, over its platforms and segments).
  const lostOf = new Map<string, number>();
  for (const row of sales) if (!row.packageId && row.lostOrders > 0) lostOf.set(row.modelId, (lostOf.get(row.modelId) ?? 0) + row.lostOrders);
  for (const row of inventory) {
    if (row.closing === 0 && row.sold > 0) {
      const lost = lostOf.get(row.modelId) ?? 0;
      found.push({
        key: lost > 0 ? 'soldOutLost' : 'soldOut',
        ids: { model: row.modelId, warehouse: row.warehouseId },
        figures: lost > 0 ? { units: row.sold, lost } : { units: row.sold },
        page: PAGES.traffic,
        weight: 100 + (lost > 0 ? 1 + lost / 1e6 : row.sold / 1e6),
      });
    } else if (row.closing > 0 && row.closing >= ROUNDS_OF_STOCK * Math.max(row.sold, 1)) {
      const rounds = row.sold > 0 ? Math.round(row.closing / row.sold) : null;
      found.push({
        key: 'unsold',
        ids: { model: row.modelId, warehouse: row.warehouseId },
        figures: { units: row.closing, rounds: rounds ?? '∞' },
        page: PAGES.inventory,
        weight: 60 + Math.min(row.closing / Math.max(row.sold, 1), 30),
      });
    }
  }
  const bySegment = new Map<string, { modelId: string; segmentId: string; units: number; revenueLocal: number }>();
  for (const row of sales) {
    if (row.units <= 0 || row.packageId) continue;
    const key = `${row.modelId}/${row.segmentId}`;
    const sum = bySegment.get(key) ?? { modelId: row.modelId, segmentId: row.segmentId, units: 0, revenueLocal: 0 };
    sum.units += row.units;
    sum.revenueLocal += row.revenueLocal;
    bySegment.set(key, sum);
  }
  for (const s of bySegment.values()) {
    const market = last.benchmarks.find((b) => b.segmentId === s.segmentId);
    if (!market) continue;
    const price = s.revenueLocal / s.units;
    const gap = market.averagePrice > 0 ? price / market.averagePrice - 1 : 0;
    if (Math.abs(gap) >= PRICE_GAP) {
      found.push({
        key: gap > 0 ? 'priceAbove' : 'priceBelow',
        ids: { model: s.modelId, segment: s.segmentId },
        figures: { gap: Math.round(Math.abs(gap) * 100) },
        page: PAGES.traffic,
        weight: 50 + Math.min(Math.abs(gap) * 40, 40),
      });
    }
    const rating = last.ratings[s.modelId];
    if (rating !== undefined && market.averageRating !== null && market.averageRating - rating >= RATING_GAP) {
      found.push({
        key: 'ratingBelow',
        ids: { model: s.modelId, segment: s.segmentId },
        figures: { rating: rating.toFixed(1), average: market.averageRating.toFixed(1) },
        page: PAGES.traffic,
        weight: 55 + (market.averageRating - rating) * 10,
      });
    }
  }
  const netProfit = last.result.incomeStatement?.netProfit ?? 0;
  if (netProfit < 0) found.push({ key: 'loss', ids: {}, amount: -netProfit, figures: {}, page: PAGES.income, weight: 80 });
  const revenue = last.result.incomeStatement?.revenue ?? 0;
  const before = previous?.result.incomeStatement?.revenue ?? 0;
  if (before > 0 && Math.abs(revenue / before - 1) >= REVENUE_CHANGE) {
    const byPlatform = new Map<string, number>();
    for (const row of sales) byPlatform.set(row.platformId, (byPlatform.get(row.platformId) ?? 0) + row.revenue);
    const top = [...byPlatform].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    found.push({
      key: revenue > before ? 'revenueUp' : 'revenueDown',
      ids: { platform: top },
      amount: revenue,
      figures: { change: Math.round(Math.abs(revenue / before - 1) * 100) },
      page: PAGES.channels,
      weight: 40 + Math.min(Math.abs(revenue / before - 1) * 20, 20),
    });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => b.weight - a.weight)
    .filter((o) => {
      const kind = o.key.replace(/Above|Below|Up|Down|Lost/, '');
      if (seen.has(kind)) return false;
      seen.add(kind);
      return true;
    })
    .slice(0, count);
}
