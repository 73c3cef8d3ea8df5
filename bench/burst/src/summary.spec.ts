import { percentile, summaryLine, type TimedWrite } from './summary';

/** Writes taking 1, 2, … n ms, all accepted. */
const ramp = (n: number): TimedWrite[] => Array.from({ length: n }, (_, i) => ({ ms: i + 1, code: 0 }));

describe('the deadline burst’s line', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = ramp(200).map((w) => w.ms);
    expect(percentile(sorted, 50)).toBe(100);
    expect(percentile(sorted, 95)).toBe(190);
    expect(percentile(sorted, 99)).toBe(198);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
  });

  it('counts accepted writes and refusals by code, with the percentiles of every write', () => {
    const writes: TimedWrite[] = [...ramp(97), { ms: 300, code: 130053 }, { ms: 400, code: 130053 }, { ms: 5_000, code: 'http504' }];
    const line = JSON.parse(summaryLine(writes, { missing: 0 }, { teams: 120 }));
    expect(line).toMatchObject({
      writes: 100,
      accepted: 97,
      refused: { '130053': 2, http504: 1 },
      p50Ms: 50,
      p95Ms: 95,
      p99Ms: 400,
      maxMs: 5_000,
      inSnapshot: true,
      missing: 0,
      teams: 120,
    });
  });

  it('is within budget only when p99 is under 250 ms', () => {
    // 100 writes: the 99th slowest is p99, the slowest alone does not count.
    const burst = (p99: number): TimedWrite[] => [...ramp(98), { ms: p99, code: 0 }, { ms: 2_000, code: 0 }];
    expect(JSON.parse(summaryLine(burst(249.9), { missing: 0 })).withinBudget).toBe(true);
    expect(JSON.parse(summaryLine(burst(250), { missing: 0 })).withinBudget).toBe(false);
    expect(JSON.parse(summaryLine([], { missing: 0 })).withinBudget).toBe(false);
  });

  it('says when accepted writes are missing from the snapshot', () => {
    expect(JSON.parse(summaryLine(ramp(10), { missing: 3 }))).toMatchObject({ inSnapshot: false, missing: 3 });
  });
});
