import fc from 'fast-check';
import { allocatePooledOrders } from './pooled-allocation';

describe('orders over shared stock pools', () => {
  it('lets a sold-out model sell exactly its stock across platforms, re-offering the rest', () => {
    const cells = [
      { shoppers: 1000, outsideUtility: 0, options: [{ utility: 1, exposure: 0.5, pools: [0] }, { utility: 1, exposure: 0.5, pools: [1] }] },
      { shoppers: 1000, outsideUtility: 0, options: [{ utility: 1, exposure: 0.5, pools: [0] }, { utility: 1, exposure: 0.5, pools: [1] }] },
    ];
    const orders = allocatePooledOrders(cells, [150, 1e9]);
    expect((orders[0]?.[0] ?? 0) + (orders[1]?.[0] ?? 0)).toBe(150);
    const unconstrained = allocatePooledOrders(cells, [1e9, 1e9]);
    expect(orders[0]?.[1] ?? 0).toBeGreaterThan(unconstrained[0]?.[1] ?? 0);
  });

  it('closes a package when one of its models sells out', () => {
    const cells = [{ shoppers: 500, outsideUtility: -5, options: [{ utility: 0, exposure: 1, pools: [0, 1] }] }];
    expect(allocatePooledOrders(cells, [40, 1000])).toEqual([[40]]);
  });

  it('never sells more than a pool holds or than there are shoppers (property)', () => {
    const optionArb = fc.record({
      utility: fc.double({ min: -4, max: 4, noNaN: true }),
      exposure: fc.double({ min: 0, max: 1, noNaN: true }),
      pools: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 2 }),
    });
    const cellArb = fc.record({
      shoppers: fc.integer({ min: 0, max: 20_000 }),
      outsideUtility: fc.double({ min: -2, max: 2, noNaN: true }),
      options: fc.array(optionArb, { maxLength: 8 }),
    });
    fc.assert(
      fc.property(fc.array(cellArb, { maxLength: 6 }), fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 6, maxLength: 6 }), (cells, stock) => {
        const orders = allocatePooledOrders(cells, stock);
        const used = stock.map(() => 0);
        cells.forEach((cell, c) => cell.options.forEach((o, i) => o.pools.forEach((p) => (used[p] = (used[p] ?? 0) + (orders[c]?.[i] ?? 0)))));
        const withinStock = used.every((u, p) => u <= (stock[p] ?? 0));
        const withinShoppers = cells.every((cell, c) => (orders[c] ?? []).reduce((s, o) => s + o, 0) <= cell.shoppers + 1);
        const whole = orders.flat().every((o) => Number.isInteger(o) && o >= 0);
        return withinStock && withinShoppers && whole;
      }),
      { numRuns: 300 },
    );
  });
});
