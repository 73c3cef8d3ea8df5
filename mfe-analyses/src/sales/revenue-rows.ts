import type { AnalysisRound } from '@simbiz/contracts';
import type { DerivedTable, Names, PageInput, Texts } from '../common/page-content';

export type SalesRow = NonNullable<AnalysisRound['result']['sales']>[number];

/** A round's sales rows (none when the view left them out). */
export const salesOf = (round: AnalysisRound | undefined): readonly SalesRow[] => round?.result.sales ?? [];

/**
 * What a sales row sells: its model, or its package. A package's rows carry its first model's
 * id, so a package is kept apart from that model's own listings.
 */
export const productKey = (row: Pick<SalesRow, 'modelId' | 'packageId'>): string => (row.packageId ? `pkg:${row.packageId}` : row.modelId);

/** The name of what a sales row sells: the model's, or "Package with <its first model>". */
export function productName(row: Pick<SalesRow, 'modelId' | 'packageId'>, names: Names, t: Texts): string {
  return row.packageId ? t('revenue.package', { model: names.model(row.modelId) }) : names.model(row.modelId);
}

/** The names of the products sold over the rounds given, by product key. */
export function productNames(rounds: readonly AnalysisRound[], names: Names, t: Texts): (key: string) => string {
  const named = new Map<string, string>();
  for (const round of rounds) for (const row of salesOf(round)) named.set(productKey(row), productName(row, names, t));
  return (key) => named.get(key) ?? names.model(key);
}

const SOURCES = ['organic', 'auction', 'trafficPackage', 'merchantLive', 'influencer'] as const;

/** Every session of a sales row, over its traffic sources. */
export const sessionsOf = (row: SalesRow): number => SOURCES.reduce((sum, s) => sum + (row.sessions[s] ?? 0), 0);

/** Every order of a sales row, over its traffic sources (they add up to its units). */
export const ordersOf = (row: SalesRow): number => SOURCES.reduce((sum, s) => sum + (row.orders[s] ?? 0), 0);

/**
 * A note on a by-round table: which row brought in the largest share of the last round's total
 * (the table's rows come largest-in-the-last-round first).
 */
export function leaderNote(table: DerivedTable, { data, t, percent }: Pick<PageInput, 'data' | 't' | 'percent'>): string[] {
  const last = data.rounds.at(-1);
  const top = table.rows[0];
  const at = data.rounds.length;
  const total = table.totals?.[at];
  const value = top?.[at];
  if (!last || !top || typeof total !== 'number' || typeof value !== 'number' || total <= 0 || value <= 0) return [];
  return [t('revenue.leader', { name: String(top[0]), share: percent(value / total), round: last.round })];
}
