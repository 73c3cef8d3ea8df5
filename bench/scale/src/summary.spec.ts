import { errorsOf, openingSpread, p99ByRead, percentile, readsBetween, type TimedRead } from './summary';

/** Reads 1 ms apart from t = 0, taking 1, 2, … n ms, all answered with code 0. */
const ramp = (n: number, name = 'details'): TimedRead[] => Array.from({ length: n }, (_, i) => ({ name, at: i, ms: i + 1, error: null }));

describe('the scale bench’s figures', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = ramp(200).map((r) => r.ms);
    expect(percentile(sorted, 50)).toBe(100);
    expect(percentile(sorted, 99)).toBe(198);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
  });

  it('counts only the reads that went out in the window, with their rate and percentiles', () => {
    const reads = [...ramp(100), { name: 'details', at: 100, ms: 9_000, error: null }];
    expect(readsBetween(reads, 0, 100)).toEqual({ reads: 100, perSecond: 1000, p50Ms: 50, p95Ms: 95, p99Ms: 99, maxMs: 100, errors: {} });
    expect(readsBetween(reads, 100, 101)).toMatchObject({ reads: 1, maxMs: 9_000 });
    expect(readsBetween(reads, 500, 600)).toMatchObject({ reads: 0, p99Ms: 0, maxMs: 0 });
  });

  it('counts every error by kind, inside a window and over the run', () => {
    const reads: TimedRead[] = [
      ...ramp(10),
      { name: 'statements', at: 3, ms: 15_000, error: 'timeout' },
      { name: 'details', at: 50, ms: 4, error: 'http503' },
      { name: 'details', at: 51, ms: 4, error: 'http503' },
    ];
    expect(readsBetween(reads, 0, 10).errors).toEqual({ timeout: 1 });
    expect(errorsOf(reads)).toEqual({ errors: 3, byKind: { timeout: 1, http503: 2 } });
    expect(errorsOf(ramp(10))).toEqual({ errors: 0, byKind: {} });
  });

  it('gives the p99 of each read of the page, slowest first', () => {
    const reads = [...ramp(100, 'details'), ...ramp(100, 'statements').map((r) => ({ ...r, ms: r.ms * 10 }))];
    expect(Object.entries(p99ByRead(reads, 0, 100))).toEqual([
      ['statements', 990],
      ['details', 99],
    ]);
  });

  it('says when the first, the median and the last world opened', () => {
    expect(openingSpread([4_200.4, 900, 2_500, 12_000.6])).toEqual({ firstOpenMs: 900, medianOpenMs: 2_500, allOpenMs: 12_001 });
  });
});
