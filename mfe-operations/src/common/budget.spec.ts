import { summariseBudget } from './budget';

describe('the round budget in three figures', () => {
  it('adds what goes out and what comes in, and says no shortfall while cash stays above zero', () => {
    const flows = [
      { kind: 'production' as const, amount: -2_400_000 },
      { kind: 'loans' as const, amount: 500_000 },
      { kind: 'overheads' as const, amount: -300_000 },
    ];
    expect(summariseBudget({ flows, projectedCash: 1_000_000 })).toEqual({ spending: 2_700_000, incoming: 500_000, shortfall: 0 });
  });

  it('gives the shortfall emergency credit would cover when the projected cash is below zero', () => {
    expect(summariseBudget({ flows: [{ kind: 'promotions', amount: -9_000_000 }], projectedCash: -3_000_001 })).toEqual({
      spending: 9_000_000,
      incoming: 0,
      shortfall: 3_000_001,
    });
  });

  it('is all zeros for a round with nothing decided and nothing due', () => {
    expect(summariseBudget({ flows: [], projectedCash: 0 })).toEqual({ spending: 0, incoming: 0, shortfall: 0 });
  });
});
