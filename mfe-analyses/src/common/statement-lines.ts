/** Assets less liabilities and equity: 0 when the balance sheet balances. */
export function balanceDifference(sheet: Record<string, number>): number {
  return (sheet['totalAssets'] ?? 0) - (sheet['totalLiabilities'] ?? 0) - (sheet['totalEquity'] ?? 0);
}
