import fc from 'fast-check';
import { choiceShares } from './choice';

const optionArb = fc.record({
  utility: fc.double({ min: -10, max: 10, noNaN: true }),
  exposure: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('the exposure-weighted logit choice', () => {
  it('gives equal listings equal shares and leaves the rest to not buying', () => {
    const { shares, outside } = choiceShares(
      [
        { utility: 0, exposure: 0.5 },
        { utility: 0, exposure: 0.5 },
      ],
      0,
    );
    expect(shares[0]).toBeCloseTo(0.25);
    expect(shares[1]).toBeCloseTo(0.25);
    expect(outside).toBeCloseTo(0.5);
  });

  it('keeps shares in [0, 1], summing with the outside option to 1 (property)', () => {
    fc.assert(
      fc.property(fc.array(optionArb, { maxLength: 40 }), fc.double({ min: -5, max: 5, noNaN: true }), (options, u0) => {
        const { shares, outside } = choiceShares(options, u0);
        const total = outside + shares.reduce((s, x) => s + x, 0);
        return Math.abs(total - 1) < 1e-9 && [outside, ...shares].every((s) => s >= 0 && s <= 1);
      }),
      { numRuns: 300 },
    );
  });

  it('never lowers a listing share when its utility rises, nor raises it when a rival improves (property)', () => {
    fc.assert(
      fc.property(fc.array(optionArb, { minLength: 2, maxLength: 20 }), fc.double({ min: 0, max: 5, noNaN: true }), (options, bump) => {
        const base = choiceShares(options, 0).shares;
        const better = choiceShares(
          options.map((o, i) => (i === 0 ? { ...o, utility: o.utility + bump } : o)),
          0,
        ).shares;
        const rival = choiceShares(
          options.map((o, i) => (i === 1 ? { ...o, utility: o.utility + bump } : o)),
          0,
        ).shares;
        return (better[0] ?? 0) >= (base[0] ?? 0) - 1e-12 && (rival[0] ?? 0) <= (base[0] ?? 0) + 1e-12;
      }),
      { numRuns: 300 },
    );
  });
});
