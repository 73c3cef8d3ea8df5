/**
 * The stock a clearance sale or a reallocation may take, as the warehouse service counts it (300015,
 * 300023): what the last resolved round left of a model at a warehouse, less this round's other
 * plans on the same units. Units produced or arriving this round do not count: the plans are made
 * before they exist.
 */

export interface StockRow {
  round: number;
  modelId: string;
  warehouseId: string;
  closing: number;
}

interface PlanOnStock {
  planId: string;
  round: number;
  modelId: string;
  quantity: number;
}

export interface AvailableInput {
  /** The inventory of the last resolved round. */
  stock: readonly StockRow[];
  clearancePlans: readonly (PlanOnStock & { warehouseId: string })[];
  reallocationPlans: readonly (PlanOnStock & { fromWarehouseId: string })[];
  round: number | null;
  modelId: string;
  warehouseId: string;
  /** The plan being changed: its own quantity is not taken off. */
  exceptPlanId?: string | null;
}

/** The round the rows come from (the last resolved one), or null before any round is resolved. */
export function lastResolvedRound(rows: readonly { round: number }[]): number | null {
  return rows.length === 0 ? null : Math.max(...rows.map((r) => r.round));
}

/** The rows of the last resolved round that still hold units: where a plan can take stock from. */
export function stockLines<R extends StockRow>(rows: readonly R[]): R[] {
  const last = lastResolvedRound(rows);
  return rows.filter((r) => r.round === last && r.closing > 0);
}

/** Units of a model at a warehouse that a new (or the changed) plan may take, never below zero. */
export function availableUnits({ stock, clearancePlans, reallocationPlans, round, modelId, warehouseId, exceptPlanId = null }: AvailableInput): number {
  const last = lastResolvedRound(stock);
  const closing = stock.find((r) => r.round === last && r.modelId === modelId && r.warehouseId === warehouseId)?.closing ?? 0;
  const other = (p: PlanOnStock) => p.round === round && p.modelId === modelId && p.planId !== exceptPlanId;
  const cleared = clearancePlans.filter((p) => other(p) && p.warehouseId === warehouseId).reduce((sum, p) => sum + p.quantity, 0);
  const moved = reallocationPlans.filter((p) => other(p) && p.fromWarehouseId === warehouseId).reduce((sum, p) => sum + p.quantity, 0);
  return Math.max(0, closing - cleared - moved);
}
