import type { SliceFunction } from './area-slice';

/** The stock of each model in each warehouse over the round, with the units that left it for another warehouse. */
export const warehouseSlice: SliceFunction<'warehouse'> = (r) => ({
  inventory: r.inventory.map(({ modelId, warehouseId, opening, produced, sold, cleared, transferIn, transferOut, closing, inTransitOut, unitCost }) => ({
    modelId,
    warehouseId,
    opening,
    produced,
    sold,
    cleared,
    transferIn,
    transferOut,
    closing,
    inTransitOut,
    unitCost,
  })),
});
