import type { KPIS, scoringSchema } from '../screenplay/finance.schema';
import type { z } from 'zod';

export type Kpi = (typeof KPIS)[number];
export type KpiValues = Record<Kpi, number>;
export type Scoring = z.output<typeof scoringSchema>;

/** One company's KPIs in a round; bankrupt (inactive) companies score 0 and set no one's scale. */
export interface KpiRow {
  companyId: string;
  active: boolean;
  kpis: KpiValues;
}

/** A company's place in a round: each KPI on 0..100 among the active companies, the weighted score and its rank. */
export interface Standing {
  companyId: string;
  /** Null for an inactive company (it is not on anyone's scale). */
  normalised: KpiValues | null;
  score: number;
  rank: number;
}

/**
 * Stage 12's rule, and the achievements' when a manager changes the weights (nothing is re-run):
 * each KPI normalised to 0..100 across the active companies (min-max or by rank), weighted by the
 * scoring's weights, rounded to 2 decimals; ranked by score, ties sharing a rank; inactive companies 0.
 */
export function standingsOf(rows: readonly KpiRow[], scoring: Scoring): Standing[] {
  const active = rows.filter((r) => r.active);
  const columns = (Object.entries(scoring.weights) as [Kpi, number][]).map(([kpi, weight]) => ({
    kpi,
    weight,
    values: active.map((r) => r.kpis[kpi] ?? 0).sort(ascending),
  }));
  const scored = rows.map((r) => {
    if (!r.active) return { companyId: r.companyId, normalised: null, score: 0 };
    const normalised = {} as KpiValues;
    let total = 0;
    for (const { kpi, weight, values } of columns) {
      normalised[kpi] = normalise(values, r.kpis[kpi] ?? 0, scoring.normalisation);
      total += weight * normalised[kpi];
    }
    return { companyId: r.companyId, normalised, score: Math.round(total * 100) / 100 };
  });
  const descending = scored.map((s) => -s.score).sort(ascending);
  return scored.map((s) => ({ ...s, rank: below(descending, -s.score) + 1 }));
}

/** Ranks of scores, highest first, ties sharing a rank (1, 2, 2, 4). */
export function ranksOf(scores: readonly number[]): number[] {
  const descending = scores.map((s) => -s).sort(ascending);
  return scores.map((s) => below(descending, -s) + 1);
}

/**
 * Ascending order of numbers, as `a - b` sorts them, but answering -1, 0 or 1: a fractional
 * answer would be a new number object at every comparison.
 */
function ascending(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A value on 0..100 relative to the others (`sorted` ascending): min-max, or by rank (ties share a rank). */
function normalise(sorted: readonly number[], value: number, how: Scoring['normalisation']): number {
  if (sorted.length <= 1) return 100;
  if (how === 'rank') return (100 * below(sorted, value)) / (sorted.length - 1);
  const min = sorted[0] ?? 0;
  const max = sorted[sorted.length - 1] ?? 0;
  return max === min ? 100 : (100 * (value - min)) / (max - min);
}

/** How many values of an ascending list are below `value` (binary search). */
function below(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
