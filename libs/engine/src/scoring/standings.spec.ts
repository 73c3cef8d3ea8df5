import { ranksOf, standingsOf, type KpiValues, type Scoring } from './standings';

const kpis = (revenue: number, netProfit: number): KpiValues => ({ revenue, netProfit, marketShare: 0, cash: 0, awareness: 0, satisfaction: 0 });
const weights = (revenue: number, netProfit: number): Scoring['weights'] => ({ revenue, netProfit, marketShare: 0, cash: 0, awareness: 0, satisfaction: 0 });

describe('standingsOf', () => {
  const rows = [
    { companyId: 'a', active: true, kpis: kpis(100, -10) },
    { companyId: 'b', active: true, kpis: kpis(300, 20) },
    { companyId: 'c', active: true, kpis: kpis(200, 50) },
    { companyId: 'x', active: false, kpis: kpis(900, 90) },
  ];

  it('normalises each KPI min-max among active companies and weights it', () => {
    const [a, b, c, x] = standingsOf(rows, { weights: weights(0.5, 0.5), normalisation: 'minMax' });
    expect(a?.normalised).toMatchObject({ revenue: 0, netProfit: 0 });
    expect(b?.normalised).toMatchObject({ revenue: 100, netProfit: 50 });
    expect(c?.normalised).toMatchObject({ revenue: 50, netProfit: 100 });
    expect([a?.score, b?.score, c?.score]).toEqual([0, 75, 75]);
    expect(x).toEqual({ companyId: 'x', normalised: null, score: 0, rank: 3 });
  });

  it('ties share a rank and the next rank skips', () => {
    const ranks = standingsOf(rows, { weights: weights(0.5, 0.5), normalisation: 'minMax' }).map((s) => s.rank);
    expect(ranks).toEqual([3, 1, 1, 3]);
  });

  it('re-ranks when the weights change, from the same KPIs', () => {
    const byRevenue = standingsOf(rows, { weights: weights(1, 0), normalisation: 'minMax' });
    const byProfit = standingsOf(rows, { weights: weights(0, 1), normalisation: 'minMax' });
    expect(byRevenue.map((s) => s.rank)).toEqual([3, 1, 2, 3]);
    expect(byProfit.map((s) => s.rank)).toEqual([3, 2, 1, 3]);
  });

  it('normalises by rank when the scoring says so', () => {
    const [a, b, c] = standingsOf(rows, { weights: weights(1, 0), normalisation: 'rank' });
    expect([a?.normalised?.revenue, b?.normalised?.revenue, c?.normalised?.revenue]).toEqual([0, 100, 50]);
  });

  it('gives a lone active company full marks', () => {
    const [only] = standingsOf([{ companyId: 'a', active: true, kpis: kpis(5, 5) }], { weights: weights(0.5, 0.5), normalisation: 'minMax' });
    expect(only).toMatchObject({ score: 100, rank: 1 });
  });
});

describe('ranksOf', () => {
  it('ranks highest first with shared ranks', () => {
    expect(ranksOf([10, 30, 30, 5])).toEqual([3, 1, 1, 4]);
    expect(ranksOf([])).toEqual([]);
  });
});
