import type { CompanyResult } from '../results/company-results.schema';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { FinanceOutcome } from './finance';
import { COMPANY_ACTIVE } from '../state/state.schema';

type Kpis = CompanyResult['kpis'];
type Kpi = keyof Kpis;

/** Stage 12 (scores): KPIs per company, normalised across active companies, weighted, ranked. */
export function score(ctx: RoundContext, finance: Map<CompanyRound, FinanceOutcome>): Map<CompanyRound, { kpis: Kpis; score: number; rank: number }> {
  const unitsSold = ctx.companies.map((c) => c.sales.reduce((s, r) => s + r.units, 0));
  const allUnits = unitsSold.reduce((s, units) => s + units, 0);
  const kpis = new Map<CompanyRound, Kpis>();
  ctx.companies.forEach((c, i) => {
    const f = finance.get(c);
    let awareness = 0;
    let known = 0;
    for (const bySegment of Object.values(c.state.awareness)) {
      for (const a of Object.values(bySegment)) {
        awareness += a;
        known++;
      }
    }
    const selling = new Set<string>();
    for (const r of c.sales) if (r.units > 0) selling.add(r.modelId);
    let ratings = 0;
    let rated = 0;
    for (const m of c.state.models) {
      if (!selling.has(m.id)) continue;
      ratings += m.rating;
      rated++;
    }
    kpis.set(c, {
      revenue: f?.incomeStatement.revenue ?? 0,
      netProfit: f?.incomeStatement.netProfit ?? 0,
      marketShare: allUnits > 0 ? (unitsSold[i] ?? 0) / allUnits : 0,
      cash: f?.balanceSheet.cash ?? 0,
      awareness: known ? awareness / known : 0,
      satisfaction: rated ? ratings / rated / 5 : 0,
    });
  });
  const standing = ctx.companies.filter((c) => c.state.status === COMPANY_ACTIVE);
  const { weights, normalisation } = ctx.screenplay.scoring;
  const scores = new Map<CompanyRound, number>();
  const columns = (Object.entries(weights) as [Kpi, number][]).map(([kpi, weight]) => {
    const values = standing.map((x) => kpis.get(x)?.[kpi] ?? 0).sort(ascending);
    return { kpi, weight, values };
  });
  for (const c of ctx.companies) {
    if (c.state.status !== COMPANY_ACTIVE) {
      scores.set(c, 0);
      continue;
    }
    let total = 0;
    for (const { kpi, weight, values } of columns) total += weight * normalise(values, kpis.get(c)?.[kpi] ?? 0, normalisation);
    scores.set(c, Math.round(total * 100) / 100);
  }
  const descending = ctx.companies.map((c) => -(scores.get(c) ?? 0)).sort(ascending);
  const out = new Map<CompanyRound, { kpis: Kpis; score: number; rank: number }>();
  for (const c of ctx.companies) {
    const ahead = below(descending, -(scores.get(c) ?? 0));
    out.set(c, { kpis: kpis.get(c) ?? ({} as Kpis), score: scores.get(c) ?? 0, rank: ahead + 1 });
  }
  return out;
}

/**
 * Ascending order of numbers, as `a - b` sorts them, but answering -1, 0 or 1: a fractional
 * answer would be a new number object at every comparison.
 */
function ascending(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A value on 0..100 relative to the others (`sorted` ascending): min-max, or by rank (ties share a rank). */
function normalise(sorted: readonly number[], value: number, how: 'minMax' | 'rank'): number {
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
