/** The lines of each statement in the order a reader expects, with the keys the engine uses. */
export const INCOME_LINES = [
  'revenue',
  'commission',
  'costOfGoodsSold',
  'grossProfit',
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
  'operatingProfit',
  'clearanceIncome',
  'interest',
  'profitBeforeTax',
  'tax',
  'netProfit',
] as const;
/** Subtotals shown in bold. */
export const INCOME_TOTALS: readonly string[] = ['grossProfit', 'operatingProfit', 'profitBeforeTax', 'netProfit'];

export const BALANCE_GROUPS = [
  { group: 'assets', lines: ['cash', 'receivables', 'inventory', 'adWallet'], total: 'totalAssets' },
  { group: 'liabilities', lines: ['payables', 'loans'], total: 'totalLiabilities' },
  { group: 'equity', lines: ['capital', 'retainedEarnings'], total: 'totalEquity' },
] as const;

export const CASH_LINES = ['opening', 'operating', 'financing', 'netChange', 'closing'] as const;

/** Assets less liabilities and equity: 0 when the balance sheet balances. */
export function balanceDifference(sheet: Record<string, number>): number {
  return (sheet['totalAssets'] ?? 0) - (sheet['totalLiabilities'] ?? 0) - (sheet['totalEquity'] ?? 0);
}

/** Revenue and units per model of one round, largest first, with each model's share of revenue. */
export function revenueShares(
  rows: readonly { modelId: string; revenue: number; units: number }[],
): { modelId: string; revenue: number; units: number; share: number }[] {
  const total = rows.reduce((sum, r) => sum + r.revenue, 0);
  return [...rows].sort((a, b) => b.revenue - a.revenue).map((r) => ({ ...r, share: total > 0 ? r.revenue / total : 0 }));
}
