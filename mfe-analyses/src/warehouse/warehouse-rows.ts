import type { Names } from '../common/page-content';

/** Rows of a model at a warehouse, in the order a reader looks them up: by model name, then warehouse name. */
export function byModelAndWarehouse<T extends { modelId: string; warehouseId: string }>(rows: readonly T[], names: Names): T[] {
  return [...rows].sort(
    (a, b) => names.model(a.modelId).localeCompare(names.model(b.modelId)) || names.warehouse(a.warehouseId).localeCompare(names.warehouse(b.warehouseId)),
  );
}

/** An amount per unit (a cost, a number of days), or nothing where there are no units. */
export const perUnit = (amount: number, units: number): number | null => (units > 0 ? amount / units : null);

/** Adds up a field over rows. */
export function total<T>(rows: readonly T[], value: (row: T) => number): number {
  return rows.reduce((sum, row) => sum + value(row), 0);
}
