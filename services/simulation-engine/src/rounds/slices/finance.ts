import type { CompanyResult } from '@simbiz/engine';
import type { SliceFunction } from './area-slice';

/** The statements exactly as the engine drew them, and where every loan stands. */
export const financeSlice: SliceFunction<'finance'> = (r, company) => ({
  statement: { incomeStatement: r.incomeStatement, balanceSheet: r.balanceSheet, cashFlow: r.cashFlow, revenueByModel: revenueByModel(r) },
  loans: company.loans.map(({ principal, outstanding, startRound, dueRound, interestPerRound }) => ({
    principal,
    outstanding,
    startRound,
    dueRound,
    interestPerRound,
  })),
});

/** Revenue (base currency) and units per model, packages counted under each of their models' rows. */
function revenueByModel(r: CompanyResult): { modelId: string; revenue: number; units: number }[] {
  const rows = new Map<string, { modelId: string; revenue: number; units: number }>();
  for (const sale of r.sales) {
    const row = rows.get(sale.modelId) ?? { modelId: sale.modelId, revenue: 0, units: 0 };
    row.revenue += sale.revenue;
    row.units += sale.units;
    rows.set(sale.modelId, row);
  }
  return [...rows.values()].sort((a, b) => b.revenue - a.revenue);
}
