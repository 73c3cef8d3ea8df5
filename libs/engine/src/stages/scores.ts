import type { CompanyResult } from '../results/company-results.schema';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { FinanceOutcome } from './finance';
import { COMPANY_ACTIVE } from '../state/state.schema';
import { standingsOf } from '../scoring/standings';

type Kpis = CompanyResult['kpis'];

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
  const rows = ctx.companies.map((c) => ({ companyId: c.state.id, active: c.state.status === COMPANY_ACTIVE, kpis: kpis.get(c) ?? ({} as Kpis) }));
  const standings = standingsOf(rows, ctx.screenplay.scoring);
  const out = new Map<CompanyRound, { kpis: Kpis; score: number; rank: number }>();
  ctx.companies.forEach((c, i) => {
    const s = standings[i];
    out.set(c, { kpis: kpis.get(c) ?? ({} as Kpis), score: s?.score ?? 0, rank: s?.rank ?? 1 });
  });
  return out;
}
