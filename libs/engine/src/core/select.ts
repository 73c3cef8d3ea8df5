/** Working space of `kthSmallest`, grown as needed: selection reorders a copy. */
let scratch = new Float64Array(256);

/**
 * The value at index k of `values` sorted ascending (the (k + 1)-th smallest), by quickselect on
 * a copy: linear time, where sorting would take n log n. A NaN anywhere falls back to the sort
 * (which orders NaN last); -0 and 0 count as equal, so either may come back for a zero.
 */
export function kthSmallest(values: Float64Array, k: number): number {
  const n = values.length;
  if (k < 0 || k >= n) return NaN;
  for (let i = 0; i < n; i++) if (Number.isNaN(values[i])) return values.slice().sort()[k] ?? NaN;
  if (scratch.length < n) scratch = new Float64Array(Math.max(n, 2 * scratch.length));
  const a = scratch;
  a.set(values);
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        const t = a[i] as number;
        a[i] = a[j] as number;
        a[j] = t;
        i++;
        j--;
      }
    }
    // a[lo..j] <= pivot <= a[i..hi], and everything between j and i equals the pivot.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k] as number;
  }
  return a[k] as number;
}
