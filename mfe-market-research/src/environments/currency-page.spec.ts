import { rateChanges } from './currency-page';

describe('the exchange-rate chart', () => {
  it('shows each round’s rate as a change from round 1', () => {
    const changes = rateChanges([
      { round: 1, rate: 0.14 },
      { round: 2, rate: 0.147 },
      { round: 3, rate: 0.133 },
    ]);
    expect(changes.map((c) => Math.round(c * 1000) / 1000)).toEqual([0, 0.05, -0.05]);
    expect(rateChanges([])).toEqual([]);
  });
});
