/**
 * What arrives at the company's warehouses, and when: units that left a warehouse last round
 * (they enter their destination at the start of this round), this round's production (ready
 * `leadDays` into the round) and this round's reallocations (they arrive at the start of the next).
 * Figures are the plans'; the engine may cut a plan (capacity, cash, space), and its warnings say so.
 */

export type ArrivalKind = 'inTransit' | 'production' | 'reallocation';

export interface Arrival {
  kind: ArrivalKind;
  modelId: string;
  /** Where the units come from: a warehouse, or null for the factory. */
  fromWarehouseId: string | null;
  warehouseId: string;
  units: number;
  round: number;
  /** A batch's lead days (it is in stock before the round's sales begin, as the engine makes it), or null. */
  day: number | null;
}

export interface ArrivalsInput {
  /** The round being decided, or null when none is. */
  round: number | null;
  /** The last resolved round's inventory (its `inTransitOut`: units on their way). */
  inventory: readonly { round: number; modelId: string; warehouseId: string; inTransitOut: number }[];
  reallocationPlans: readonly { round: number; modelId: string; fromWarehouseId: string; toWarehouseId: string; quantity: number }[];
  productionPlans: readonly { round: number; modelId: string; warehouseId: string; quantity: number }[];
  leadDays: number;
}

/** Every arrival, earliest first. */
export function arrivals({ round, inventory, reallocationPlans, productionPlans, leadDays }: ArrivalsInput): Arrival[] {
  const out: Arrival[] = [...inTransit(inventory, reallocationPlans)];
  if (round !== null) {
    for (const p of productionPlans)
      if (p.round === round && p.quantity > 0)
        out.push({ kind: 'production', modelId: p.modelId, fromWarehouseId: null, warehouseId: p.warehouseId, units: p.quantity, round, day: leadDays });
    for (const p of reallocationPlans)
      if (p.round === round && p.quantity > 0)
        out.push({
          kind: 'reallocation',
          modelId: p.modelId,
          fromWarehouseId: p.fromWarehouseId,
          warehouseId: p.toWarehouseId,
          units: p.quantity,
          round: round + 1,
          day: null,
        });
  }
  return out.sort((a, b) => a.round - b.round || (a.day ?? 0) - (b.day ?? 0));
}

/**
 * The units that left a warehouse in the last resolved round, sent to their plans' destinations:
 * the engine moves a round's plans in order, so several plans on the same stock take the units
 * that left in that order, each up to its quantity.
 */
function inTransit(inventory: ArrivalsInput['inventory'], plans: ArrivalsInput['reallocationPlans']): Arrival[] {
  const out: Arrival[] = [];
  for (const row of inventory) {
    let left = row.inTransitOut;
    for (const plan of plans) {
      if (left <= 0) break;
      if (plan.round !== row.round || plan.modelId !== row.modelId || plan.fromWarehouseId !== row.warehouseId) continue;
      const units = Math.min(left, plan.quantity);
      left -= units;
      out.push({
        kind: 'inTransit',
        modelId: row.modelId,
        fromWarehouseId: row.warehouseId,
        warehouseId: plan.toWarehouseId,
        units,
        round: row.round + 1,
        day: null,
      });
    }
  }
  return out;
}
