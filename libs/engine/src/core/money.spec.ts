import fc from 'fast-check';
import { clamp, splitByLargestRemainder, toMinor } from './money';

describe('splitByLargestRemainder', () => {
  it('splits exactly, giving the remainder to the largest fractions first', () => {
    expect(splitByLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByLargestRemainder(100, [0.5, 0.3, 0.2])).toEqual([50, 30, 20]);
    expect(splitByLargestRemainder(7, [0, 2, 5])).toEqual([0, 2, 5]);
    expect(splitByLargestRemainder(5, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the total with parts within one of their exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = splitByLargestRemainder(total, weights);
          const weightSum = weights.reduce((s, w) => s + w, 0);
          if (weightSum === 0) return parts.every((p) => p === 0);
          const exactSum = parts.reduce((s, p) => s + p, 0) === total;
          const close = parts.every((p, i) => Math.abs(p - ((weights[i] ?? 0) / weightSum) * total) < 1 + 1e-6);
          return exactSum && close && parts.every((p) => Number.isInteger(p) && p >= 0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a total that is not a whole number of units', () => {
    expect(() => splitByLargestRemainder(1.5, [1])).toThrow(RangeError);
  });
});

describe('toMinor and clamp', () => {
  it('rounds half away from zero', () => {
    expect([toMinor(2.5), toMinor(-2.5), toMinor(2.49)]).toEqual([3, -3, 2]);
    expect(clamp(5, 0, 3)).toBe(3);
  });
});
