/**
 * The learning curve as the engine applies it (libs/engine, product-costs' batchUnitCost): a
 * model's unit cost is its base cost × (cumulative output / firstBatch)^(−learning), flat over the
 * first batch, and a batch costs each unit what the curve gives at its midpoint. The base cost and
 * output so far are the read's (products.productionCosts, the engine's own figures), so only this
 * formula is repeated here; its spec checks it against the engine's.
 */

export interface Curve {
  firstBatch: number;
  learning: number;
}

/** The unit cost at a cumulative output (never lower than at the first batch's size). */
export function unitCostAt({ firstBatch, learning }: Curve, baseUnitCost: number, volume: number): number {
  return baseUnitCost * (Math.max(firstBatch, volume) / firstBatch) ** -learning;
}

/** The average unit cost of `quantity` more units after `cumulative`: the curve at the batch's midpoint. */
export function batchUnitCost(curve: Curve, baseUnitCost: number, cumulative: number, quantity: number): number {
  return unitCostAt(curve, baseUnitCost, cumulative + quantity / 2);
}

/** What a plan costs in minor units: its units at the batch's unit cost (whole minor units, as posted), plus the set-up fee. */
export function batchTotal(unitCost: number, quantity: number, setupCost: number): number {
  return Math.round(unitCost * quantity) + setupCost;
}

/** How much the unit cost falls each time the output doubles past the first batch (0.1 = 10%). */
export function fallPerDoubling({ learning }: Pick<Curve, 'learning'>): number {
  return 1 - 2 ** -learning;
}

/**
 * Units of a model the round's plans make before a new one (the engine makes plans in order, each
 * further down the curve); a cut for capacity or space would leave fewer.
 */
export function plannedBefore(plans: readonly { modelId: string; quantity: number }[], modelId: string): number {
  return plans.filter((p) => p.modelId === modelId).reduce((sum, p) => sum + p.quantity, 0);
}

/** The curve at 1×, 2×, 4× and 8× the first batch: what the unit cost comes down to as output grows. */
export function curvePoints(curve: Curve, baseUnitCost: number, multiples: readonly number[] = [1, 2, 4, 8]): { volume: number; unitCost: number }[] {
  return multiples.map((m) => ({ volume: m * curve.firstBatch, unitCost: unitCostAt(curve, baseUnitCost, m * curve.firstBatch) }));
}
