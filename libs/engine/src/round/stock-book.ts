import { toMinor } from '../core/money';
import type { InventoryRow } from '../results/company-results.schema';
import type { Stock } from '../state/state.schema';

type Inflow = 'produced' | 'transferIn';
type Outflow = 'sold' | 'cleared' | 'transferOut';

/** Units taken out of stock and the inventory value they carried. */
export interface Taken {
  units: number;
  value: number;
}

interface Line extends InventoryRow {
  units: number;
}

/**
 * A company's stock per model and warehouse during a round, valued at weighted-average cost.
 * Every movement is counted, so opening + produced + transferIn = sold + cleared + transferOut
 * + closing holds by construction; values are whole minor units so the ledger's inventory
 * account equals the sum of the lines exactly.
 */
export class StockBook {
  /** Every line, in the order it was opened. */
  private readonly lines: Line[] = [];
  private readonly byModel = new Map<string, Line[]>();

  constructor(opening: readonly Stock[]) {
    for (const s of opening) {
      const line = this.line(s.modelId, s.warehouseId);
      line.units = s.units;
      line.opening = s.units;
      line.unitCost = s.unitCost;
    }
  }

  /** The line of a model at a warehouse, if it has one. */
  private find(modelId: string, warehouseId: string): Line | undefined {
    const ofModel = this.byModel.get(modelId);
    if (ofModel) for (const line of ofModel) if (line.warehouseId === warehouseId) return line;
    return undefined;
  }

  private line(modelId: string, warehouseId: string): Line {
    let line = this.find(modelId, warehouseId);
    if (!line) {
      line = {
        modelId,
        warehouseId,
        units: 0,
        opening: 0,
        produced: 0,
        transferIn: 0,
        sold: 0,
        cleared: 0,
        transferOut: 0,
        closing: 0,
        inTransitOut: 0,
        unitCost: 0,
      };
      this.lines.push(line);
      const ofModel = this.byModel.get(modelId);
      if (ofModel) ofModel.push(line);
      else this.byModel.set(modelId, [line]);
    }
    return line;
  }

  units(modelId: string, warehouseId: string): number {
    return this.find(modelId, warehouseId)?.units ?? 0;
  }

  unitCost(modelId: string, warehouseId: string): number {
    return this.find(modelId, warehouseId)?.unitCost ?? 0;
  }

  /** Adds units at a cost per unit; returns the value added to inventory. */
  add(modelId: string, warehouseId: string, units: number, unitCost: number, kind: Inflow): number {
    if (units <= 0) return 0;
    const line = this.line(modelId, warehouseId);
    const before = toMinor(line.units * line.unitCost);
    line.unitCost = (line.units * line.unitCost + units * unitCost) / (line.units + units);
    line.units += units;
    line[kind] += units;
    return toMinor(line.units * line.unitCost) - before;
  }

  /**
   * Takes up to `units` out; returns how many left and the inventory value they carried, in
   * `into` when given (a caller taking stock many times reuses one).
   */
  remove(modelId: string, warehouseId: string, units: number, kind: Outflow, into: Taken = { units: 0, value: 0 }): Taken {
    const line = this.find(modelId, warehouseId);
    const taken = Math.min(units, line?.units ?? 0);
    if (!line || taken <= 0) {
      into.units = 0;
      into.value = 0;
      return into;
    }
    const before = toMinor(line.units * line.unitCost);
    line.units -= taken;
    line[kind] += taken;
    if (kind === 'transferOut') line.inTransitOut += taken;
    into.units = taken;
    into.value = before - toMinor(line.units * line.unitCost);
    return into;
  }

  /** Cubic metres the stock at a warehouse takes, given each model's unit volume. */
  volumeAt(warehouseId: string, volumeOf: (modelId: string) => number): number {
    let used = 0;
    for (const line of this.lines) if (line.warehouseId === warehouseId && line.units > 0) used += line.units * volumeOf(line.modelId);
    return used;
  }

  /** Units of a model across its warehouses, and how many of them were sold this round. */
  modelTotals(modelId: string): { units: number; sold: number } {
    let units = 0;
    let sold = 0;
    for (const line of this.byModel.get(modelId) ?? []) {
      units += line.units;
      sold += line.sold;
    }
    return { units, sold };
  }

  /** Models with units in stock, in the order of their first line. */
  modelsHeld(): string[] {
    const out: string[] = [];
    for (const [modelId, lines] of this.byModel) if (lines.some((l) => l.units > 0)) out.push(modelId);
    return out;
  }

  /** Lowers the unit cost of a model's stock by `factor` (0 to 1) everywhere it is held; returns the value it took off. */
  writeDown(modelId: string, factor: number): number {
    let taken = 0;
    for (const line of this.byModel.get(modelId) ?? []) {
      const before = toMinor(line.units * line.unitCost);
      line.unitCost *= factor;
      taken += before - toMinor(line.units * line.unitCost);
    }
    return taken;
  }

  /** Total inventory value, as the ledger must carry it. */
  value(): number {
    let total = 0;
    for (const line of this.lines) total += toMinor(line.units * line.unitCost);
    return total;
  }

  /** A model's stock per warehouse, in the order its lines were opened (a view, not a copy: units change as stock moves). */
  stockOf(modelId: string): readonly Readonly<Pick<Line, 'warehouseId' | 'units'>>[] {
    return this.byModel.get(modelId) ?? [];
  }

  /** Warehouses holding units of any model, in the order of their first line. */
  warehousesHeld(): Set<string> {
    const out = new Set<string>();
    for (const line of this.lines) if (line.units > 0) out.add(line.warehouseId);
    return out;
  }

  closingStock(): Stock[] {
    const out: Stock[] = [];
    for (const l of this.lines) if (l.units > 0) out.push({ modelId: l.modelId, warehouseId: l.warehouseId, units: l.units, unitCost: l.unitCost });
    return out;
  }

  /** The inventory report: every line, its closing units the stock it holds now. */
  rows(): InventoryRow[] {
    return this.lines.map((l) => ({
      modelId: l.modelId,
      warehouseId: l.warehouseId,
      opening: l.opening,
      produced: l.produced,
      transferIn: l.transferIn,
      sold: l.sold,
      cleared: l.cleared,
      transferOut: l.transferOut,
      closing: l.units,
      inTransitOut: l.inTransitOut,
      unitCost: l.unitCost,
    }));
  }
}
