import type { AnalysisRound } from '@simbiz/contracts';
import { ordersOf, productKey, type SalesRow, salesOf } from '../sales/revenue-rows';

/** One figure the pages show that must equal another, exactly. */
export interface TieOut {
  check: string;
  expected: number;
  actual: number;
}

type Statement = NonNullable<AnalysisRound['result']['incomeStatement']>;

/** The sum of a figure over rows grouped by a key, group by group (as a page's table adds them up). */
function groupedSum(rows: readonly SalesRow[], key: (row: SalesRow) => string, value: (row: SalesRow) => number): number {
  const groups = new Map<string, number>();
  for (const row of rows) groups.set(key(row), (groups.get(key(row)) ?? 0) + value(row));
  let sum = 0;
  for (const v of groups.values()) sum += v;
  return sum;
}

const sum = (rows: readonly SalesRow[], value: (row: SalesRow) => number) => rows.reduce((s, row) => s + value(row), 0);

/** Costs between gross and operating profit; a line missing from older results reads 0, as the engine's schema defaults it. */
const OPERATING_COSTS = [
  'logistics',
  'rent',
  'advertising',
  'livestreaming',
  'researchAndDevelopment',
  'productionSetup',
  'storeFees',
  'inventoryHolding',
  'inventoryWriteDown',
  'overheads',
] as const;

/**
 * Every tie-out between a round's sales rows and its income statement that the engine guarantees
 * exactly (nothing when the round has no statement). Revenue: each row's revenue is a whole minor
 * unit and the engine books exactly the sum of the rows (fulfilment's SalesBook) and nothing else
 * to revenue, so any grouping of the rows adds up to it; commission likewise. The income
 * statement's own subtotals hold by the ledger's construction. Within the rows, local revenue is
 * price × units and orders by source add up to units.
 *
 * Not listed, because they do not hold exactly: cost of goods sold (the statement also has the
 * cost of stock cleared and revaluation of transfers on arrival, and each row carries its share
 * of its listing's cost rounded), logistics (transfers' freight, same rounding), direct marketing
 * (split between advertising and livestreaming, which hold other spending too), and a row's profit
 * against revenue less its rounded costs (the engine rounds profit once, from the unrounded
 * shares, so it may differ by a minor unit).
 */
export function tieOut(round: AnalysisRound): TieOut[] {
  const s: Statement | undefined = round.result.incomeStatement;
  if (!s) return [];
  const rows = salesOf(round);
  const revenue = (row: SalesRow) => row.revenue;
  const detailed = rows.filter((row) => row.units > 0 || row.revenue !== 0);
  const line = (name: (typeof OPERATING_COSTS)[number]) => (s as Partial<Statement>)[name] ?? 0;
  return [
    { check: 'revenue by brand', expected: s.revenue, actual: groupedSum(rows, (row) => row.brandId, revenue) },
    { check: 'revenue by model', expected: s.revenue, actual: groupedSum(rows, productKey, revenue) },
    { check: 'revenue by channel', expected: s.revenue, actual: groupedSum(rows, (row) => row.platformId, revenue) },
    { check: 'revenue by segment', expected: s.revenue, actual: groupedSum(rows, (row) => row.segmentId, revenue) },
    { check: 'revenue by product', expected: s.revenue, actual: groupedSum(rows, (row) => `${row.platformId}/${productKey(row)}`, revenue) },
    { check: 'revenue details', expected: s.revenue, actual: sum(detailed, revenue) },
    { check: 'commission', expected: s.commission, actual: sum(rows, (row) => row.commission) },
    { check: 'commission details', expected: s.commission, actual: sum(detailed, (row) => row.commission) },
    { check: 'gross profit', expected: s.grossProfit, actual: s.revenue + s.clearanceIncome - s.commission - s.costOfGoodsSold },
    { check: 'operating profit', expected: s.operatingProfit, actual: OPERATING_COSTS.reduce((p, name) => p - line(name), s.grossProfit) },
    { check: 'local revenue', expected: sum(rows, (row) => row.price * row.units), actual: sum(rows, (row) => row.revenueLocal) },
    { check: 'orders', expected: sum(rows, (row) => row.units), actual: sum(rows, ordersOf) },
  ];
}
