import fc from 'fast-check';
import { clamp, robustFloor, splitByLargestRemainder, toMinor } from './money';

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

describe('robustFloor', () => {
  it('floors a value that is an integer but for floating-point error to that integer', () => {
    expect([robustFloor(0.29 * 100), robustFloor(3 / 0.1), robustFloor(11_200 / (400 * 0.028))]).toEqual([29, 30, 1_000]);
  });

  it('floors every other value as Math.floor does', () => {
    expect([robustFloor(28.7), robustFloor(29 - 1e-6), robustFloor(0), robustFloor(-0.5), robustFloor(-2)]).toEqual([28, 28, 0, -1, -2]);
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ min: 1e-5, max: 1 - 1e-5, noNaN: true }), (whole, fraction) => {
        return robustFloor(whole) === whole && robustFloor(whole + fraction) === Math.floor(whole + fraction);
      }),
      { numRuns: 300 },
    );
  });
});
