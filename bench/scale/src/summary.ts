/** One student's read as the bench saw it: when it went out, how long it took and how it ended. */
export interface TimedRead {
  /** Which read of the page it was (`details`, `statements`, …). */
  name: string;
  /** Wall-clock time it went out (ms since the epoch, sub-millisecond). */
  at: number;
  ms: number;
  /** null: an envelope with code 0; otherwise why it counts as an error (`http503`, `code130003`, `timeout`, …). */
  error: string | null;
}

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

/** The reads that went out in [from, to), their rate, latency percentiles and errors by kind. */
export function readsBetween(reads: readonly TimedRead[], from: number, to: number) {
  const inside = reads.filter((r) => r.at >= from && r.at < to);
  const sorted = inside.map((r) => r.ms).sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  for (const r of inside) if (r.error !== null) errors[r.error] = (errors[r.error] ?? 0) + 1;
  return {
    reads: inside.length,
    perSecond: to > from ? round1((inside.length * 1000) / (to - from)) : 0,
    p50Ms: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    p99Ms: round1(percentile(sorted, 99)),
    maxMs: round1(sorted[sorted.length - 1] ?? 0),
    errors,
  };
}

/** The p99 of each read of the page among those that went out in [from, to), slowest first. */
export function p99ByRead(reads: readonly TimedRead[], from: number, to: number): Record<string, number> {
  const byName = new Map<string, number[]>();
  for (const r of reads) {
    if (r.at < from || r.at >= to) continue;
    const ms = byName.get(r.name) ?? [];
    ms.push(r.ms);
    byName.set(r.name, ms);
  }
  const p99s = [...byName].map(
    ([name, ms]) =>
      [
        name,
        round1(
          percentile(
            ms.sort((a, b) => a - b),
            99,
          ),
        ),
      ] as const,
  );
  return Object.fromEntries(p99s.sort((a, b) => b[1] - a[1]));
}

/** When each world's next round opened, from the shared deadline: the first, the median and the last (every world's). */
export function openingSpread(openedAfterMs: readonly number[]) {
  const sorted = [...openedAfterMs].sort((a, b) => a - b);
  return {
    firstOpenMs: Math.round(sorted[0] ?? 0),
    medianOpenMs: Math.round(percentile(sorted, 50)),
    allOpenMs: Math.round(sorted[sorted.length - 1] ?? 0),
  };
}

/** Every error of the run by kind, and their number: the bench fails on any. */
export function errorsOf(reads: readonly TimedRead[]): { errors: number; byKind: Record<string, number> } {
  const byKind: Record<string, number> = {};
  for (const r of reads) if (r.error !== null) byKind[r.error] = (byKind[r.error] ?? 0) + 1;
  return { errors: Object.values(byKind).reduce((a, b) => a + b, 0), byKind };
}
