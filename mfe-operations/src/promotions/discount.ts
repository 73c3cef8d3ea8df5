import { DISCOUNT_RANGE } from '@simbiz/contracts';

/**
 * What a listing sells at with a discount of `percent` (whole percent), in the same minor units as
 * `price`: as the engine prices a promoted listing (libs/engine, stages/listings.ts), rounded to a
 * minor unit and never below one.
 */
export function discountedPrice(price: number, percent: number): number {
  return Math.max(1, Math.round(price * (1 - percent / 100)));
}

/** A discount as typed, once read as a number: kept when it is a whole percent the service takes (1 to 60), null otherwise. */
export function wholePercent(value: number | null): number | null {
  return value !== null && Number.isInteger(value) && value >= DISCOUNT_RANGE.min && value <= DISCOUNT_RANGE.max ? value : null;
}
