/** The budget of issue "the round's life pushed live": p95 from the engine's resolved to a page showing the new round. */
export const LIVE_BUDGET_MS = 2_000;

/** The value below which `share` of the sorted values lie (nearest rank), 0 when there are none. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The benchmark's JSON line: how many pages and rounds, the median and p95 of every page's delay
 * (ms from worlds' evaluated to the page holding the next round's details), the slowest, and
 * whether p95 is within budget. A page that never saw the round counts as missing and fails it.
 */
export function summaryLine(pages: number, rounds: number, delaysMs: readonly number[], missing: number): string {
  const p95 = percentile(delaysMs, 0.95);
  return JSON.stringify({
    pages,
    rounds,
    samples: delaysMs.length,
    missing,
    medianMs: round1(percentile(delaysMs, 0.5)),
    p95Ms: round1(p95),
    maxMs: round1(percentile(delaysMs, 1)),
    budgetMs: LIVE_BUDGET_MS,
    withinBudget: delaysMs.length > 0 && missing === 0 && p95 <= LIVE_BUDGET_MS,
  });
}
