import type { AnalysisRound } from '@simbiz/contracts';
import type { TrafficSource } from '@simbiz/engine';

type SalesRow = NonNullable<AnalysisRound['result']['sales']>[number];

/**
 * A sales row as the analyses read hands it over: results stored before the engine recorded where
 * a row shipped from and its influencer commission lack both (the read does not parse them again).
 */
export type StoredSalesRow = Omit<SalesRow, 'shipments' | 'influencerCommission'> & Partial<Pick<SalesRow, 'shipments' | 'influencerCommission'>>;

/** The engine's traffic sources, in the order the pages list them. */
export const ORDER_SOURCES = ['organic', 'auction', 'trafficPackage', 'merchantLive', 'influencer'] as const satisfies readonly TrafficSource[];

/** A round's sales rows on a platform. */
export const platformRows = (round: AnalysisRound | null, platformId: string): StoredSalesRow[] =>
  (round?.result.sales ?? []).filter((row) => row.platformId === platformId);

/** What a sales row sells: its model, or its package (whose rows carry its first model's id). */
export const productKey = (row: Pick<SalesRow, 'modelId' | 'packageId'>): string => (row.packageId ? `pkg:${row.packageId}` : row.modelId);

/** The orders a listing took in a segment from one source: a line of the orders tab. */
export interface OrderLine {
  key: string;
  product: string;
  row: StoredSalesRow;
  source: TrafficSource;
  orders: number;
}

/** The lines of rows' orders, one per source with orders, ordered by product name, segment name and source. */
export function orderLines(rows: readonly StoredSalesRow[], name: { product: (row: StoredSalesRow) => string; segment: (id: string) => string }): OrderLine[] {
  const lines = rows.flatMap((row) =>
    ORDER_SOURCES.filter((source) => (row.orders[source] ?? 0) > 0).map((source) => ({
      key: `${productKey(row)}|${row.segmentId}|${source}`,
      product: productKey(row),
      row,
      source,
      orders: row.orders[source] ?? 0,
    })),
  );
  const order = (line: OrderLine) => ORDER_SOURCES.indexOf(line.source);
  return lines.sort(
    (a, b) =>
      name.product(a.row).localeCompare(name.product(b.row)) ||
      name.segment(a.row.segmentId).localeCompare(name.segment(b.row.segmentId)) ||
      order(a) - order(b),
  );
}

/** The orders tab's filters: a product key, a source, a segment id; '' lets every one through. */
export interface OrderFilter {
  product: string;
  source: string;
  segment: string;
}
export const NO_FILTER: OrderFilter = { product: '', source: '', segment: '' };

export const matches = (line: OrderLine, filter: OrderFilter): boolean =>
  (!filter.product || line.product === filter.product) &&
  (!filter.source || line.source === filter.source) &&
  (!filter.segment || line.row.segmentId === filter.segment);

/** Orders per source over the lines, every source listed (0 where none). */
export function ordersBySource(lines: readonly OrderLine[]): Record<TrafficSource, number> {
  const totals = Object.fromEntries(ORDER_SOURCES.map((source) => [source, 0])) as Record<TrafficSource, number>;
  for (const line of lines) totals[line.source] += line.orders;
  return totals;
}

export const PAGE_SIZE = 20;

/** Page `page` (from 1, kept within the pages there are) of `items`, and the number of pages (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const at = Math.min(Math.max(1, page), pages);
  return { items: items.slice((at - 1) * size, at * size), page: at, pages };
}
