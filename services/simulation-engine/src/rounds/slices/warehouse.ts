import type { SliceFunction } from './area-slice';

/** The stock of each model in each warehouse over the round. */
export const warehouseSlice: SliceFunction<'warehouse'> = (r) => ({
  inventory: r.inventory.map(({ modelId, warehouseId, opening, produced, sold, cleared, transferIn, transferOut, closing, unitCost }) => ({
    modelId,
    warehouseId,
    opening,
    produced,
    sold,
    cleared,
    transferIn,
    transferOut,
    closing,
    unitCost,
  })),
});
