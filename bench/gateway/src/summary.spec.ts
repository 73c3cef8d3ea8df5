import { summaryLine } from './summary';

describe('the gateway benchmark line', () => {
  it('reports both servers, their ratio and the budget', () => {
    const line = JSON.parse(summaryLine({ rps: 3000, p99Ms: 15, errors: 0, non2xx: 0 }, { rps: 9000, p99Ms: 4, errors: 0, non2xx: 0 }, 2));
    expect(line).toMatchObject({ ratio: 0.333, withinBudget: true, cores: 2, budget: { ratio: 0.3, p99Ms: 20 } });
  });

  it('is out of budget when slow, failing or too far behind the bare server', () => {
    const bare = { rps: 9000, p99Ms: 4, errors: 0, non2xx: 0 };
    expect(JSON.parse(summaryLine({ rps: 3000, p99Ms: 25, errors: 0, non2xx: 0 }, bare, 2)).withinBudget).toBe(false);
    expect(JSON.parse(summaryLine({ rps: 2000, p99Ms: 10, errors: 0, non2xx: 0 }, bare, 2)).withinBudget).toBe(false);
    expect(JSON.parse(summaryLine({ rps: 3000, p99Ms: 10, errors: 0, non2xx: 5 }, bare, 2)).withinBudget).toBe(false);
  });
});
