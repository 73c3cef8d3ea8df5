import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { inventoryList } from './inventory';

const line = (
  modelId: string,
  warehouseId: string,
  moves: Partial<Record<'opening' | 'produced' | 'transferIn' | 'sold' | 'cleared' | 'transferOut', number>>,
  unitCost: number,
) => {
  const m = { opening: 0, produced: 0, transferIn: 0, sold: 0, cleared: 0, transferOut: 0, ...moves };
  const closing = m.opening + m.produced + m.transferIn - m.sold - m.cleared - m.transferOut;
  return { modelId, warehouseId, ...m, closing, inTransitOut: m.transferOut, unitCost };
};

describe('inventory', () => {
  const lines = [
    line('m3', 'central', { opening: 10, sold: 10 }, 1_500),
    line('m1', 'city', { opening: 5, transferIn: 20, sold: 8 }, 2_000),
    line('m1', 'central', { opening: 100, produced: 50, sold: 40, cleared: 5, transferOut: 30 }, 1_833.3333),
  ];
  // As the engine books it: each line's value in whole minor units, plus the 30 units in transit
  // at the value they left with (round(30 × 1,833.3333) = 55,000).
  const held = 17 * 2_000 + Math.round(75 * 1_833.3333);
  const data = analysesOf([
    { round: 1, result: { inventory: lines, balanceSheet: { inventory: held + 55_000 } as never, incomeStatement: { inventoryWriteDown: 0 } as never } },
  ]);
  const { tables, notes } = inventoryList(inputOf(data));
  const [stock, balance] = tables;

  it('lists each model’s stock by warehouse, by name, with its movements, unit cost and value', () => {
    expect(stock?.rows).toEqual([
      ['model:m1', 'warehouse:central', 100, 50, 0, 40, 5, 30, 75, 1_833.3333, 137_500],
      ['model:m1', 'warehouse:city', 5, 0, 20, 8, 0, 0, 17, 2_000, 34_000],
      ['model:m3', 'warehouse:central', 10, 0, 0, 10, 0, 0, 0, 1_500, 0],
    ]);
  });

  it('totals the units and the value held in warehouses', () => {
    expect(stock?.totals).toEqual(['total', null, 115, 50, 20, 58, 5, 30, 92, null, held]);
  });

  it('ties the stock held and in transit to the balance sheet’s inventory', () => {
    expect(balance?.rows).toEqual([
      ['warehouse.inventory.inWarehouses', 92, held],
      ['warehouse.inventory.inTransit', 30, 55_000],
    ]);
    expect(balance?.totals).toEqual(['warehouse.inventory.onBalanceSheet', 122, data.rounds[0]?.result.balanceSheet?.inventory]);
  });

  it('values stock in transit at about its units × unit cost, within a minor unit per line (the engine rounds each move)', () => {
    const inTransit = balance?.rows[1]?.[2];
    expect(typeof inTransit).toBe('number');
    expect(Math.abs((inTransit as number) - 30 * 1_833.3333)).toBeLessThanOrEqual(1);
  });

  it('notes what sold out, and the stock on its way', () => {
    expect(notes).toEqual(['warehouse.inventory.notes.soldOut(model:m3,warehouse:central)', 'warehouse.inventory.notes.inTransit(30,USD 55000)']);
  });

  it('needs no in-transit line when nothing moved between warehouses', () => {
    const still = analysesOf([
      { round: 1, result: { inventory: [line('m1', 'central', { opening: 4 }, 1_000)], balanceSheet: { inventory: 4_000 } as never } },
    ]);
    const [, sheet] = inventoryList(inputOf(still)).tables;
    expect(sheet?.rows).toEqual([['warehouse.inventory.inWarehouses', 4, 4_000]]);
    expect(sheet?.totals?.[2]).toBe(4_000);
  });

  it('explains the last round’s write-down', () => {
    const last = analysesOf([{ round: 1, result: { inventory: [], incomeStatement: { inventoryWriteDown: 700 } as never } }]);
    expect(inventoryList(inputOf(last)).notes).toEqual(['warehouse.inventory.notes.writeDown(USD 700)']);
  });

  it('shows an empty list for a round without stock', () => {
    expect(inventoryList(inputOf(analysesOf([]), 1)).tables[0]?.rows).toEqual([]);
  });
});
