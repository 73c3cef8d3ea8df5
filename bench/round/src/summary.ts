/** One closed round: from its deadline to the next round open, and the part spent in resolveRound. */
export interface RoundTiming {
  round: number;
  totalMs: number;
  engineMs: number;
}

export const ROUND_BUDGET_MS = 5_000;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The benchmark's JSON line: each round, the medians, and whether the slowest round is within budget. */
export function summaryLine(screenplay: string, companies: number, timings: readonly RoundTiming[]): string {
  const rows = timings.map((t) => ({ round: t.round, totalMs: round1(t.totalMs), engineMs: round1(t.engineMs), restMs: round1(t.totalMs - t.engineMs) }));
  return JSON.stringify({
    screenplay,
    companies,
    rounds: rows,
    median: {
      totalMs: round1(median(rows.map((r) => r.totalMs))),
      engineMs: round1(median(rows.map((r) => r.engineMs))),
      restMs: round1(median(rows.map((r) => r.restMs))),
    },
    budgetMs: ROUND_BUDGET_MS,
    withinBudget: rows.length > 0 && rows.every((r) => r.totalMs < ROUND_BUDGET_MS),
  });
}
