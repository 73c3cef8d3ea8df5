import fc from 'fast-check';
import { clicksPaidFromWallet, clicksWithinBudget, runGeneralisedSecondPrice } from './ad-auction';

describe('the generalised second-price ad auction', () => {
  it('matches a worked example with known slots and payments', () => {
    // Scores: A 100×1.0=100, B 80×1.5=120, C 90×1.0=90, D 50×1.0=50, E below reserve.
    const wins = runGeneralisedSecondPrice(
      [
        { listingId: 'A', bid: 100, quality: 1 },
        { listingId: 'B', bid: 80, quality: 1.5 },
        { listingId: 'C', bid: 90, quality: 1 },
        { listingId: 'D', bid: 50, quality: 1 },
        { listingId: 'E', bid: 10, quality: 3 },
      ],
      3,
      20,
    );
    expect(wins).toEqual([
      { listingId: 'B', slot: 0, pricePerClick: 67 }, // floor(100×1.0/1.5)+1
      { listingId: 'A', slot: 1, pricePerClick: 91 }, // floor(90×1.0/1.0)+1
      { listingId: 'C', slot: 2, pricePerClick: 51 }, // floor(50×1.0/1.0)+1
    ]);
  });

  it('charges the last winner the reserve, and never more than its bid', () => {
    expect(runGeneralisedSecondPrice([{ listingId: 'A', bid: 60, quality: 1 }], 2, 25)).toEqual([{ listingId: 'A', slot: 0, pricePerClick: 25 }]);
    const close = runGeneralisedSecondPrice(
      [
        { listingId: 'A', bid: 50, quality: 1 },
        { listingId: 'B', bid: 50, quality: 1 },
      ],
      2,
      1,
    );
    expect(close[0]).toEqual({ listingId: 'A', slot: 0, pricePerClick: 50 });
  });

  const bidsArb = fc.array(
    fc.record({
      listingId: fc.uuid(),
      bid: fc.integer({ min: 1, max: 10_000 }),
      quality: fc.double({ min: 0.1, max: 10, noNaN: true }),
    }),
    { maxLength: 20 },
  );

  it('never charges more than the bid or less than the reserve, and orders slots by bid × quality', () => {
    fc.assert(
      fc.property(bidsArb, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 500 }), (bids, slots, reserve) => {
        const wins = runGeneralisedSecondPrice(bids, slots, reserve);
        const byId = new Map(bids.map((b) => [b.listingId, b]));
        const scores = wins.map((w) => (byId.get(w.listingId)?.bid ?? 0) * (byId.get(w.listingId)?.quality ?? 0));
        return (
          wins.length <= slots &&
          wins.every((w) => w.pricePerClick <= (byId.get(w.listingId)?.bid ?? -1) && w.pricePerClick >= reserve) &&
          scores.every((s, i) => i === 0 || s <= (scores[i - 1] ?? Infinity))
        );
      }),
      { numRuns: 300 },
    );
  });

  it('charges exactly the next score over the own quality plus one at an integer boundary', () => {
    // 100 × 0.29 is 28.999999999999996 in floating point; the exact value is 29, so A pays 30.
    const wins = runGeneralisedSecondPrice(
      [
        { listingId: 'A', bid: 100, quality: 1 },
        { listingId: 'B', bid: 100, quality: 0.29 },
      ],
      2,
      1,
    );
    expect(wins[0]).toEqual({ listingId: 'A', slot: 0, pricePerClick: 30 });
  });

  it('stops buying clicks when the daily budget is spent', () => {
    expect(clicksWithinBudget(1000, 0.05, 40, 10_000)).toBe(50);
    expect(clicksWithinBudget(1000, 0.05, 40, 1_000)).toBe(25);
    expect(clicksWithinBudget(1000, 0.05, 40, 0)).toBe(0);
  });

  it('counts whole clicks exactly at integer boundaries', () => {
    expect(clicksWithinBudget(100, 0.29, 1, 1_000)).toBe(29); // 100 × 0.29 = 28.999999999999996
    expect(clicksWithinBudget(1_000, 0.5, 0.1, 3)).toBe(30); // 3 / 0.1 = 29.999999999999996
  });

  it('pays clicks from the wallet in whole minor units, never above the price per click nor the wallet', () => {
    expect(clicksPaidFromWallet(2_550, 400 * 0.028, 11_200)).toEqual({ clicks: 1_000, spend: 11_200 });
    expect(clicksPaidFromWallet(10, 0.56, 100)).toEqual({ clicks: 10, spend: 5 });
    expect(clicksPaidFromWallet(10, 12, 0)).toEqual({ clicks: 0, spend: 0 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: 0.001, max: 5_000, noNaN: true }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (wanted, price, wallet) => {
          const { clicks, spend } = clicksPaidFromWallet(wanted, price, wallet);
          const exhausted = clicks === wanted || (clicks + 1) * price > wallet * (1 - 1e-9);
          return Number.isInteger(spend) && clicks <= wanted && spend <= wallet && spend <= clicks * price * (1 + 1e-12) && exhausted;
        },
      ),
      { numRuns: 500 },
    );
  });
});
