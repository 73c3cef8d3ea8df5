import { KPI_ORDER, kpiPoints, weightPercents } from './kpis';
import { typedWeights, weightsText } from './weights-form';

describe('the KPI weights in percent', () => {
  it('turns fractions into whole percents adding up to 100', () => {
    expect(weightPercents({ revenue: 0.1, netProfit: 0.35, marketShare: 0.1, cash: 0.25, awareness: 0.1, satisfaction: 0.1 })).toEqual({
      revenue: 10,
      netProfit: 35,
      marketShare: 10,
      cash: 25,
      awareness: 10,
      satisfaction: 10,
    });
  });

  it('gives the points lost to rounding to the largest remainders, so thirds still add up to 100', () => {
    const percents = weightPercents({ revenue: 1 / 3, netProfit: 1 / 3, marketShare: 1 / 3, cash: 0, awareness: 0, satisfaction: 0 });
    expect(Object.values(percents).reduce((s, v) => s + v, 0)).toBe(100);
    expect([percents.revenue, percents.netProfit, percents.marketShare].sort()).toEqual([33, 33, 34]);
  });

  it('lists every indicator once', () => {
    expect(new Set(KPI_ORDER).size).toBe(6);
  });

  it('counts a KPI’s points as its normalised value times its weight', () => {
    expect(kpiPoints(80, 0.35)).toBeCloseTo(28);
  });
});

describe('the weights form', () => {
  const text = weightsText({ revenue: 10, netProfit: 35, marketShare: 10, cash: 25, awareness: 10, satisfaction: 10 });

  it('sums what is typed and gives the weights to send when each is a whole number from 0 to 100', () => {
    expect(typedWeights(text, 'en')).toEqual({
      total: 100,
      weights: { revenue: 10, netProfit: 35, marketShare: 10, cash: 25, awareness: 10, satisfaction: 10 },
    });
  });

  it('shows the sum of what reads as a number while a field is empty or wrong, and sends nothing', () => {
    expect(typedWeights({ ...text, cash: '' }, 'en')).toEqual({ total: 75, weights: null });
    expect(typedWeights({ ...text, cash: '12.5' }, 'en')).toMatchObject({ total: 87.5, weights: null });
    expect(typedWeights({ ...text, cash: '125' }, 'en')).toMatchObject({ weights: null });
  });

  it('reads full-width digits typed with a Chinese input method', () => {
    expect(typedWeights({ ...text, cash: '２５' }, 'zh-Hans').total).toBe(100);
  });
});
