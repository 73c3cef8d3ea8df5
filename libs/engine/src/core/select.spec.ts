import fc from 'fast-check';
import { kthSmallest } from './select';

describe('kthSmallest', () => {
  it('picks what sorting would put at the index', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 300 }), fc.nat(), (values, at) => {
        const array = Float64Array.from(values);
        const k = at % array.length;
        const sorted = array.slice().sort();
        // -0 and 0 are equal to selection.
        return kthSmallest(array, k) === sorted[k];
      }),
    );
  });

  it('handles repeated values, leaves its input as it was and sorts NaN last', () => {
    const values = Float64Array.from([2, 1, 2, 2, 0, 1]);
    expect([0, 1, 2, 3, 4, 5].map((k) => kthSmallest(values, k))).toEqual([0, 1, 1, 2, 2, 2]);
    expect([...values]).toEqual([2, 1, 2, 2, 0, 1]);
    expect(kthSmallest(Float64Array.from([3, NaN, 1]), 2)).toBeNaN();
    expect(kthSmallest(Float64Array.from([3, NaN, 1]), 1)).toBe(3);
  });
});
