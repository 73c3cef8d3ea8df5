import fc from 'fast-check';
import { nextAwareness, smoothToward } from './awareness';

describe('awareness from company promotion', () => {
  it('decays without promotion and grows with it, staying within [0, 1]', () => {
    expect(nextAwareness(0.5, 0.2, 0.8, 0)).toBeCloseTo(0.4);
    expect(nextAwareness(0.5, 0.2, 0.8, 1)).toBeGreaterThan(0.5);
    expect(nextAwareness(0, 0.2, 0.8, 1e9)).toBeCloseTo(1);
  });

  it('has diminishing returns: each extra reach point adds less', () => {
    const gains = [1, 2, 3, 4].map((r) => nextAwareness(0.1, 0.1, 0.5, r) - nextAwareness(0.1, 0.1, 0.5, r - 1));
    for (let i = 1; i < gains.length; i++) expect(gains[i]).toBeLessThan(gains[i - 1] ?? 0);
  });

  it('never falls when advertising rises (property)', () => {
    const unit = fc.double({ min: 0, max: 1, noNaN: true });
    const reach = fc.double({ min: 0, max: 50, noNaN: true });
    fc.assert(
      fc.property(unit, unit, fc.double({ min: 0, max: 5, noNaN: true }), reach, reach, (a, decay, effect, r1, r2) => {
        const [lo, hi] = r1 <= r2 ? [r1, r2] : [r2, r1];
        const low = nextAwareness(a, decay, effect, lo);
        const high = nextAwareness(a, decay, effect, hi);
        return high >= low - 1e-12 && low >= 0 && high <= 1 + 1e-12;
      }),
      { numRuns: 300 },
    );
  });

  it('smooths perception toward its target', () => {
    expect(smoothToward(0.2, 1, 0.5)).toBeCloseTo(0.6);
  });
});
