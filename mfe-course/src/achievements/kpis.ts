import type { Achievements } from '@simbiz/contracts';

/** The six indicators a score is made of (section 2, DOMAIN.md "Achievements"). */
export type Kpi = keyof Achievements['weights'];

/** The order the pages list them in: what weighs most in the screenplays first. */
export const KPI_ORDER = ['netProfit', 'cash', 'revenue', 'marketShare', 'awareness', 'satisfaction'] as const satisfies readonly Kpi[];

// Fails to compile when the contracts add an indicator the pages do not list.
const listsEvery: Exclude<Kpi, (typeof KPI_ORDER)[number]> extends never ? true : never = true;
void listsEvery;

/** Revenue, net profit and cash are money (minor units of the world's currency); the others fractions of 1. */
export const MONEY_KPIS: readonly Kpi[] = ['revenue', 'netProfit', 'cash'];

export const isMoneyKpi = (kpi: Kpi) => MONEY_KPIS.includes(kpi);

export type KpiValues = Record<Kpi, number>;

/**
 * The weights as whole percents adding up to 100 (what the settings form edits): each fraction
 * rounded down, and the points left over given to the largest remainders, in the pages' order.
 */
export function weightPercents(weights: KpiValues): KpiValues {
  const exact = KPI_ORDER.map((kpi) => ({ kpi, value: (weights[kpi] ?? 0) * 100 }));
  const percents = Object.fromEntries(exact.map(({ kpi, value }) => [kpi, Math.floor(value + 1e-9)])) as KpiValues;
  const total = Object.values(percents).reduce((sum, value) => sum + value, 0);
  const leftOver = exact
    .map(({ kpi, value }) => ({ kpi, remainder: value - percents[kpi] }))
    .sort((a, b) => b.remainder - a.remainder)
    .slice(0, Math.max(0, 100 - total));
  for (const { kpi } of leftOver) percents[kpi] += 1;
  return percents;
}

/** Points a KPI adds to a score: its normalised value (0..100) times its weight (a fraction). */
export function kpiPoints(normalised: number, weight: number): number {
  return normalised * weight;
}
