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
