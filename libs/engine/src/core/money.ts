/**
 * Money is an integer number of minor units of a market's currency; quantities are integers.
 * Floats (shares, probabilities) become integers only here, by these rules.
 */

/** Rounds half away from zero to a whole number of minor units. */
export function toMinor(amount: number): number {
  const rounded = Math.round(Math.abs(amount));
  return amount < 0 ? -rounded : rounded;
}

/**
 * Splits a non-negative integer `total` in proportion to `weights` so the parts are integers that
 * add up to `total` exactly (largest remainder; ties go to the earlier weight). Zero weights get 0.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`total must be a whole number >= 0, got ${total}`);
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) / sum) * total);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .filter(({ i }) => (weights[i] ?? 0) > 0)
    .sort((x, y) => y.rest - x.rest || x.i - y.i);
  for (const { i } of order) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

/** Relative error a few floating-point operations may leave in a value (thousands of ULPs). */
const FLOOR_TOLERANCE = 1e-12;

/**
 * Floors a value computed in floating point, taking one that falls short of an integer only by
 * rounding error as that integer: 0.29 × 100 is 28.999999999999996 in floating point, and a count
 * of clicks or a price derived from it must be 29. The tolerance is relative to |x|, so it stays
 * far below one unit for the magnitudes money and counts have here.
 */
export function robustFloor(x: number): number {
  return Math.floor(x + Math.abs(x) * FLOOR_TOLERANCE);
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
