import fc from 'fast-check';
import { choiceShares } from './choice';
import { type ChoiceCell, allocatePooledOrders as allocate } from './pooled-allocation';

const allocatePooledOrders = (cells: readonly ChoiceCell[], stock: readonly number[]) => allocate(cells, stock).orders;

interface Option {
  utility: number;
  exposure: number;
  pools: number[];
}
/** A cell from a list of options, as the parallel arrays the allocation takes. */
const cell = (shoppers: number, outsideUtility: number, options: Option[]): ChoiceCell => ({
  shoppers,
  outsideUtility,
  utility: options.map((o) => o.utility),
  exposure: options.map((o) => o.exposure),
  pools: options.map((o) => o.pools),
});

describe('orders over shared stock pools', () => {
  it('lets a sold-out model sell exactly its stock across platforms, re-offering the rest', () => {
    const pair = [
      { utility: 1, exposure: 0.5, pools: [0] },
      { utility: 1, exposure: 0.5, pools: [1] },
    ];
    const cells = [cell(1000, 0, pair), cell(1000, 0, pair)];
    const orders = allocatePooledOrders(cells, [150, 1e9]);
    expect((orders[0]?.[0] ?? 0) + (orders[1]?.[0] ?? 0)).toBe(150);
    const unconstrained = allocatePooledOrders(cells, [1e9, 1e9]);
    expect(orders[0]?.[1] ?? 0).toBeGreaterThan(unconstrained[0]?.[1] ?? 0);
  });

  it('counts the orders a sold-out option lost: what shoppers wanted of it beyond its stock', () => {
    const pair = [
      { utility: 1, exposure: 0.5, pools: [0] },
      { utility: 1, exposure: 0.5, pools: [1] },
    ];
    const cells = [cell(1000, 0, pair), cell(1000, 0, pair)];
    const wanted = allocatePooledOrders(cells, [1e9, 1e9]);
    const { orders, lost } = allocate(cells, [150, 1e9]);
    for (const c of [0, 1]) {
      expect((orders[c]?.[0] ?? 0) + (lost[c]?.[0] ?? 0)).toBeCloseTo(wanted[c]?.[0] ?? 0, -0.5);
      expect(lost[c]?.[1]).toBe(0);
    }
    expect(allocate(cells, [1e9, 1e9]).lost).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('gives the logit shares of choiceShares when stock is plentiful', () => {
    const options = [
      { utility: 0.5, exposure: 0.2, pools: [0] },
      { utility: -0.3, exposure: 0.5, pools: [1] },
      { utility: 1.2, exposure: 0.3, pools: [2] },
    ];
    const { shares } = choiceShares(options, 0.4);
    const orders = allocatePooledOrders([cell(100_000, 0.4, options)], [1e9, 1e9, 1e9]);
    orders[0]?.forEach((o, i) => expect(Math.abs(o - 100_000 * (shares[i] ?? 0))).toBeLessThanOrEqual(1));
  });

  it('re-offers what a sold-out listing cannot serve, a unit at a time', () => {
    const free = allocatePooledOrders(
      [
        cell(1000, 0, [
          { utility: 1, exposure: 0.5, pools: [0] },
          { utility: 1, exposure: 0.5, pools: [1] },
        ]),
      ],
      [1e9, 1e9],
    );
    const capped = allocatePooledOrders(
      [
        cell(1000, 0, [
          { utility: 1, exposure: 0.5, pools: [0] },
          { utility: 1, exposure: 0.5, pools: [1] },
        ]),
      ],
      [100, 1e9],
    );
    expect(capped[0]?.[0]).toBe(100);
    expect(capped[0]?.[1]).toBeGreaterThan(free[0]?.[1] ?? 0);
  });

  it('closes a package when one of its models sells out', () => {
    const cells = [cell(500, -5, [{ utility: 0, exposure: 1, pools: [0, 1] }])];
    expect(allocatePooledOrders(cells, [40, 1000])).toEqual([[40]]);
  });

  it('never sells more than a pool holds or than there are shoppers (property)', () => {
    const optionArb = fc.record({
      utility: fc.double({ min: -4, max: 4, noNaN: true }),
      exposure: fc.double({ min: 0, max: 1, noNaN: true }),
      pools: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 2 }),
    });
    const cellArb = fc
      .tuple(fc.integer({ min: 0, max: 20_000 }), fc.double({ min: -2, max: 2, noNaN: true }), fc.array(optionArb, { maxLength: 8 }))
      .map(([shoppers, outside, options]) => cell(shoppers, outside, options));
    fc.assert(
      fc.property(fc.array(cellArb, { maxLength: 6 }), fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 6, maxLength: 6 }), (cells, stock) => {
        const orders = allocatePooledOrders(cells, stock);
        const used = stock.map(() => 0);
        cells.forEach((x, c) => x.pools.forEach((pools, i) => pools.forEach((p) => (used[p] = (used[p] ?? 0) + (orders[c]?.[i] ?? 0)))));
        const withinStock = used.every((u, p) => u <= (stock[p] ?? 0));
        const withinShoppers = cells.every((x, c) => (orders[c] ?? []).reduce((s, o) => s + o, 0) <= x.shoppers + 1);
        const whole = orders.flat().every((o) => Number.isInteger(o) && o >= 0);
        return withinStock && withinShoppers && whole;
      }),
      { numRuns: 300 },
    );
  });
});
