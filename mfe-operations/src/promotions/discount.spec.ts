import { discountedPrice, wholePercent } from './discount';

describe('the price after a discount', () => {
  it('takes the whole percent off the price, rounded to a minor unit', () => {
    expect(discountedPrice(8_000, 20)).toBe(6_400);
    expect(discountedPrice(8_000, 60)).toBe(3_200);
    expect(discountedPrice(999, 15)).toBe(849);
    expect(discountedPrice(1_001, 50)).toBe(501);
  });

  it('never falls below one minor unit', () => {
    expect(discountedPrice(1, 60)).toBe(1);
  });
});

describe('a discount typed', () => {
  it('is a whole percent from 1 to 60', () => {
    expect(wholePercent(1)).toBe(1);
    expect(wholePercent(60)).toBe(60);
    for (const value of [null, 0, 61, 12.5, -3, Number.NaN]) expect(wholePercent(value)).toBeNull();
  });
});
