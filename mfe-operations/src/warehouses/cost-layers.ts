/**
 * A stock line's cost layers in a resolved round, as the engine values stock (weighted average):
 * the opening units at the cost the round opened with, the units produced at their production
 * plans' unit costs, the units moved in at the cost they left their warehouse with, and the average
 * every unit carries after. Taking units out (sales, clearance, transfers) leaves the average as it
 * is, so what moved in is what the average holds beyond the other two layers.
 */

export interface Layer {
  units: number;
  /** Minor units of the base currency per unit, or null when the page cannot tell. */
  unitCost: number | null;
  value: number | null;
}

export interface CostLayers {
  opening: Layer;
  produced: Layer;
  transferIn: Layer;
  /** The closing units at the weighted average after the round: the stock's value. */
  closing: Layer & { unitCost: number; value: number };
}

export interface LayerRow {
  round: number;
  modelId: string;
  warehouseId: string;
  opening: number;
  produced: number;
  transferIn: number;
  closing: number;
  unitCost: number;
  openingUnitCost: number;
}

type ResolvedPlan = { round: number; modelId: string; warehouseId: string; produced: number | null; unitCost: number | null };

const layer = (units: number, value: number | null): Layer => ({
  units,
  value,
  unitCost: value === null ? null : units > 0 ? value / units : 0,
});

export function costLayers(row: LayerRow, productionPlans: readonly ResolvedPlan[]): CostLayers {
  const plans = productionPlans.filter((p) => p.round === row.round && p.modelId === row.modelId && p.warehouseId === row.warehouseId);
  const madeByPlans = plans.reduce((sum, p) => sum + (p.produced ?? 0), 0);
  // The plans' figures account for the line's production only when every unit made is in them.
  const producedValue =
    row.produced === 0
      ? 0
      : madeByPlans === row.produced && plans.every((p) => p.unitCost !== null)
        ? plans.reduce((sum, p) => sum + (p.produced ?? 0) * (p.unitCost ?? 0), 0)
        : null;
  const openingValue = row.opening * row.openingUnitCost;
  const allIn = row.unitCost * (row.opening + row.produced + row.transferIn);
  const movedInValue = row.transferIn === 0 ? 0 : producedValue === null ? null : allIn - openingValue - producedValue;
  return {
    opening: layer(row.opening, openingValue),
    produced: layer(row.produced, producedValue),
    // Below zero the average was not built from these layers alone (a write-down): say nothing rather than something wrong.
    transferIn: layer(row.transferIn, movedInValue !== null && movedInValue < -0.5 ? null : movedInValue === null ? null : Math.max(0, movedInValue)),
    closing: { units: row.closing, unitCost: row.unitCost, value: row.closing * row.unitCost },
  };
}
