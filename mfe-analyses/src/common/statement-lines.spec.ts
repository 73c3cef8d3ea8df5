import { balanceDifference } from './statement-lines';

describe('what the statements pages compute', () => {
  it('finds a balance sheet balanced when assets equal liabilities plus equity, and the gap otherwise', () => {
    expect(balanceDifference({ totalAssets: 100, totalLiabilities: 30, totalEquity: 70 })).toBe(0);
    expect(balanceDifference({ totalAssets: 100, totalLiabilities: 30, totalEquity: 60 })).toBe(10);
  });
});
