import { median, summaryLine } from './figures';

describe('bench:web figures', () => {
  it('takes the median of the loads', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is within budget only when every figure is', () => {
    const news = { newsFlashInteractiveMs: [700, 800, 900] };
    expect(summaryLine({ shellInitialKb: 120, remotesKb: { course: 30 }, worldsInteractiveMs: [400, 500, 600], ...news }).withinBudget).toBe(true);
    expect(summaryLine({ shellInitialKb: 160, remotesKb: { course: 30 }, worldsInteractiveMs: [400], ...news }).withinBudget).toBe(false);
    expect(summaryLine({ shellInitialKb: 120, remotesKb: { course: 30 }, worldsInteractiveMs: [1600, 1700, 100], ...news }).withinBudget).toBe(false);
    expect(
      summaryLine({ shellInitialKb: 120, remotesKb: { 'market-research': 30 }, worldsInteractiveMs: [400], newsFlashInteractiveMs: [1600, 1400, 1700] })
        .withinBudget,
    ).toBe(false);
  });
});
