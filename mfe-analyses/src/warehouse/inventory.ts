import type { AnalysisRound } from '@simbiz/contracts';
import { type Cell, type Derive, type DerivedTable, type PageInput, roundOf } from '../common/page-content';
import { byModelAndWarehouse, total } from './warehouse-rows';

type StockLine = NonNullable<AnalysisRound['result']['inventory']>[number];

const MOVEMENTS = ['opening', 'produced', 'transferIn', 'sold', 'cleared', 'transferOut', 'closing'] as const;

/** A line's value as the engine carries it: closing units at the weighted-average unit cost, in whole minor units. */
export const valueOf = (line: StockLine): number => Math.round(line.closing * line.unitCost);

/** The stock list: a row per model and warehouse, its movements in the round, unit cost and value. */
function stockTable({ names, t }: PageInput, round: number, lines: readonly StockLine[]): DerivedTable {
  const sorted = byModelAndWarehouse(lines, names);
  return {
    id: 'inventory',
    title: t('warehouse.inventory.title', { round }),
    columns: [
      { label: t('warehouse.model'), kind: 'text' },
      { label: t('warehouse.warehouse'), kind: 'text' },
      ...MOVEMENTS.map((m) => ({ label: t(`warehouse.inventory.${m}`), kind: 'count' as const })),
      { label: t('warehouse.inventory.unitCost'), kind: 'money' },
      { label: t('warehouse.inventory.value'), kind: 'money' },
    ],
    rows: sorted.map((l) => [names.model(l.modelId), names.warehouse(l.warehouseId), ...MOVEMENTS.map((m) => l[m]), l.unitCost, valueOf(l)]),
    // The value is the stock held in warehouses; with what is on its way between warehouses it is
    // the balance sheet's inventory (the table below).
    totals: [t('total'), null, ...MOVEMENTS.map((m) => total(lines, (l) => l[m])), null, total(lines, valueOf)],
  };
}

/**
 * The balance sheet's inventory, explained. The engine's inventory account holds every line's
 * value (whole minor units, so the lines add up to it exactly) plus the stock in transit: a
 * transfer leaves its warehouse's line with the value it carried and stays in inventory until it
 * arrives next round. The results do not report that value, so the in-transit line is what the
 * balance sheet holds beyond the warehouses: about the units in transit × their unit cost (within
 * a minor unit per line, from rounding; in the world's last round the stock in warehouses is
 * written down and the stock in transit is not).
 */
function balanceTable({ t }: PageInput, lines: readonly StockLine[], inventory: number | undefined): DerivedTable | null {
  if (inventory === undefined) return null;
  const held = total(lines, valueOf);
  const transitUnits = total(lines, (l) => l.transferOut);
  const rows: Cell[][] = [[t('warehouse.inventory.inWarehouses'), total(lines, (l) => l.closing), held]];
  if (transitUnits > 0 || inventory !== held) rows.push([t('warehouse.inventory.inTransit'), transitUnits, inventory - held]);
  return {
    id: 'inventory-balance',
    title: t('warehouse.inventory.balanceTitle'),
    columns: [
      { label: t('warehouse.inventory.where'), kind: 'text' },
      { label: t('warehouse.inventory.units'), kind: 'count' },
      { label: t('warehouse.inventory.value'), kind: 'money' },
    ],
    rows,
    totals: [t('warehouse.inventory.onBalanceSheet'), total(lines, (l) => l.closing) + transitUnits, inventory],
  };
}

/** What a reader should notice: models that sold out somewhere, stock on its way, and the last round's write-down. */
function stockNotes({ names, t, money }: PageInput, round: AnalysisRound, lines: readonly StockLine[]): string[] {
  const notes = byModelAndWarehouse(lines, names)
    .filter((l) => l.closing === 0 && l.sold > 0)
    .map((l) => t('warehouse.inventory.notes.soldOut', { model: names.model(l.modelId), warehouse: names.warehouse(l.warehouseId) }));
  const transit = total(lines, (l) => l.transferOut);
  const inventory = round.result.balanceSheet?.inventory;
  if (transit > 0 && inventory !== undefined)
    notes.push(t('warehouse.inventory.notes.inTransit', { units: transit, value: money(inventory - total(lines, valueOf)) }));
  const writeDown = round.result.incomeStatement?.inventoryWriteDown ?? 0;
  if (writeDown > 0) notes.push(t('warehouse.inventory.notes.writeDown', { amount: money(writeDown) }));
  return notes;
}

/**
 * Inventory (warehouse/inventory) of a round: each model's stock at each warehouse, from opening
 * through what was made, transferred, sold and cleared to closing, its unit cost and value, with
 * totals; below, the stock in warehouses and in transit adding up to the balance sheet's
 * inventory; and notes on what sold out.
 */
export const inventoryList: Derive = (input) => {
  const round = roundOf(input);
  const lines = round?.result.inventory ?? [];
  const stock = stockTable(input, input.round, lines);
  if (!round) return { tables: [stock] };
  const balance = balanceTable(input, lines, round.result.balanceSheet?.inventory);
  return { tables: balance ? [stock, balance] : [stock], notes: stockNotes(input, round, lines) };
};
