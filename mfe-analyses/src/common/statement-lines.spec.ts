import { balanceDifference, revenueShares } from './statement-lines';

describe('what the statements pages compute', () => {
  it('finds a balance sheet balanced when assets equal liabilities plus equity, and the gap otherwise', () => {
    expect(balanceDifference({ totalAssets: 100, totalLiabilities: 30, totalEquity: 70 })).toBe(0);
    expect(balanceDifference({ totalAssets: 100, totalLiabilities: 30, totalEquity: 60 })).toBe(10);
  });

  it('orders models by revenue with their share of it', () => {
    expect(
      revenueShares([
        { modelId: 'a', revenue: 100, units: 2 },
        { modelId: 'b', revenue: 300, units: 3 },
      ]),
    ).toEqual([
      { modelId: 'b', revenue: 300, units: 3, share: 0.75 },
      { modelId: 'a', revenue: 100, units: 2, share: 0.25 },
    ]);
    expect(revenueShares([{ modelId: 'a', revenue: 0, units: 0 }])[0]?.share).toBe(0);
  });
});
