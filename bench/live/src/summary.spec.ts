import { LIVE_BUDGET_MS, percentile, summaryLine } from './summary';

describe('the live benchmark’s line', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(values, 0.5), percentile(values, 0.95), percentile(values, 1)]).toEqual([50, 95, 100]);
    expect(percentile([], 0.95)).toBe(0);
    expect(percentile([7], 0.5)).toBe(7);
  });

  it('is within budget when p95 is and every page saw every round', () => {
    const line = JSON.parse(summaryLine(30, 1, [120.04, 130, 140, 1_900], 0)) as Record<string, unknown>;
    expect(line).toMatchObject({ pages: 30, rounds: 1, samples: 4, medianMs: 130, p95Ms: 1_900, budgetMs: LIVE_BUDGET_MS, withinBudget: true });
    expect(JSON.parse(summaryLine(30, 1, [100, 2_500], 0))).toMatchObject({ withinBudget: false });
    expect(JSON.parse(summaryLine(30, 1, [100, 120], 1))).toMatchObject({ missing: 1, withinBudget: false });
  });
});
