import { productionRoom, type Room } from '../productions/production-room';
import { rentedStorages, type StorageSpace } from './space';

export interface DestinationInput {
  warehouseId: string;
  round: number | null;
  storages: readonly StorageSpace[];
  /** The last resolved round's closing stock. */
  stock: readonly { modelId: string; warehouseId: string; closing: number }[];
  /** Units that left a warehouse last round and enter their destination at the start of this one. */
  inTransit: readonly { modelId: string; warehouseId: string; units: number }[];
  productionPlans: readonly { round: number; modelId: string; warehouseId: string; quantity: number }[];
  reallocationPlans: readonly { planId: string; round: number; modelId: string; toWarehouseId: string; quantity: number }[];
  /** The reallocation being changed: its own units are not counted twice. */
  exceptPlanId?: string | null;
  volumeOf: (modelId: string) => number;
}

/**
 * The space a reallocation finds at its destination: the space rented there this round less what
 * will be in it by the time the units come, that is the stock the last round left, what arrives
 * this round, this round's production into it and this round's other reallocations to it (all of
 * which are there by the start of next round, when these units come). The engine moves only
 * what fits (stage 4).
 */
export function destinationRoom({
  warehouseId,
  round,
  storages,
  stock,
  inTransit,
  productionPlans,
  reallocationPlans,
  exceptPlanId = null,
  volumeOf,
}: DestinationInput): Room {
  return productionRoom({
    warehouseId,
    storages: rentedStorages(storages, round),
    stock: [...stock.map((r) => ({ modelId: r.modelId, warehouseId: r.warehouseId, units: r.closing })), ...inTransit],
    plans: [
      ...productionPlans.filter((p) => p.round === round),
      ...reallocationPlans
        .filter((p) => p.round === round && p.planId !== exceptPlanId)
        .map((p) => ({ modelId: p.modelId, warehouseId: p.toWarehouseId, quantity: p.quantity })),
    ],
    volumeOf,
  });
}
