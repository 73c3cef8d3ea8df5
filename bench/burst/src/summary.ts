/** One write of the burst as the client saw it: how long from request to response, and the envelope's code. */
export interface TimedWrite {
  ms: number;
  /** The envelope's code (0: accepted); `http<status>` when the gateway answered without a service envelope. */
  code: number | `http${number}`;
}

/** What checking the round's snapshot found. */
export interface SnapshotCheck {
  /** Accepted writes whose effect the snapshot lacks. */
  missing: number;
}

/** The deadline burst's budget: 99% of writes answered within 250 ms. */
export const BURST_BUDGET = { p99Ms: 250 } as const;

/**
 * The value below which `p` percent of the sorted values fall (nearest rank: the smallest value
 * with at least p% of all at or below it); 0 when there are none.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The benchmark's JSON line: writes, accepted and refused (by code), the latency percentiles of
 * every write, whether every accepted write is in the snapshot, and whether p99 is within budget.
 * `extra` adds figures that explain the run (teams, the mix, how far writes fell behind schedule).
 */
export function summaryLine(writes: readonly TimedWrite[], check: SnapshotCheck, extra: Record<string, unknown> = {}): string {
  const sorted = writes.map((w) => w.ms).sort((a, b) => a - b);
  const refused: Record<string, number> = {};
  for (const w of writes) if (w.code !== 0) refused[String(w.code)] = (refused[String(w.code)] ?? 0) + 1;
  const p99Ms = round1(percentile(sorted, 99));
  return JSON.stringify({
    case: 'deadline-burst',
    writes: writes.length,
    accepted: writes.filter((w) => w.code === 0).length,
    refused,
    p50Ms: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    p99Ms,
    maxMs: round1(sorted[sorted.length - 1] ?? 0),
    inSnapshot: check.missing === 0,
    missing: check.missing,
    budgetMs: BURST_BUDGET.p99Ms,
    withinBudget: writes.length > 0 && p99Ms < BURST_BUDGET.p99Ms,
    ...extra,
  });
}
