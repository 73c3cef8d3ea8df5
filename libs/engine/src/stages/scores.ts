import type { CompanyResult } from '../results/company-results.schema';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { FinanceOutcome } from './finance';

type Kpis = CompanyResult['kpis'];
type Kpi = keyof Kpis;

/** Stage 12 (scores): KPIs per company, normalised across active companies, weighted, ranked. */
export function score(ctx: RoundContext, finance: Map<CompanyRound, FinanceOutcome>): Map<CompanyRound, { kpis: Kpis; score: number; rank: number }> {
  const unitsSold = (c: CompanyRound) => c.sales.reduce((s, r) => s + r.units, 0);
  const allUnits = ctx.companies.reduce((s, c) => s + unitsSold(c), 0);
  const kpis = new Map<CompanyRound, Kpis>();
  for (const c of ctx.companies) {
    const f = finance.get(c);
    const awareness = Object.values(c.state.awareness).flatMap((bySegment) => Object.values(bySegment));
    const ratings = c.state.models.filter((m) => c.sales.some((r) => r.modelId === m.id && r.units > 0)).map((m) => m.rating);
    kpis.set(c, {
      revenue: f?.incomeStatement.revenue ?? 0,
      netProfit: f?.incomeStatement.netProfit ?? 0,
      marketShare: allUnits > 0 ? unitsSold(c) / allUnits : 0,
      cash: f?.balanceSheet.cash ?? 0,
      awareness: awareness.length ? awareness.reduce((s, a) => s + a, 0) / awareness.length : 0,
      satisfaction: ratings.length ? ratings.reduce((s, r) => s + r, 0) / ratings.length / 5 : 0,
    });
  }
  const standing = ctx.companies.filter((c) => c.state.status === 1);
  const { weights, normalisation } = ctx.screenplay.scoring;
  const scores = new Map<CompanyRound, number>();
  for (const c of ctx.companies) {
    if (c.state.status !== 1) { scores.set(c, 0); continue; }
    let total = 0;
    for (const [kpi, weight] of Object.entries(weights) as [Kpi, number][]) {
      total += weight * normalise(standing.map((x) => kpis.get(x)?.[kpi] ?? 0), kpis.get(c)?.[kpi] ?? 0, normalisation);
    }
    scores.set(c, Math.round(total * 100) / 100);
  }
  const order = [...ctx.companies].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a.state.seat - b.state.seat);
  const out = new Map<CompanyRound, { kpis: Kpis; score: number; rank: number }>();
  for (const c of ctx.companies) {
    const ahead = order.filter((x) => (scores.get(x) ?? 0) > (scores.get(c) ?? 0)).length;
    out.set(c, { kpis: kpis.get(c) ?? ({} as Kpis), score: scores.get(c) ?? 0, rank: ahead + 1 });
  }
  return out;
}

/** A value on 0..100 relative to the others: min-max, or by rank (ties share a rank). */
function normalise(all: readonly number[], value: number, how: 'minMax' | 'rank'): number {
  if (all.length <= 1) return 100;
  if (how === 'rank') return (100 * all.filter((v) => v < value).length) / (all.length - 1);
  const min = Math.min(...all);
  const max = Math.max(...all);
  return max === min ? 100 : (100 * (value - min)) / (max - min);
}
