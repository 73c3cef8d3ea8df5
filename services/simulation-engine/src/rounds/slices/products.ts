import type { SliceFunction } from './area-slice';

/** The units made of each model in each warehouse, at their unit cost. */
export const productsSlice: SliceFunction<'products'> = (r) => ({
  productions: r.productions.map(({ modelId, warehouseId, quantity, unitCost }) => ({ modelId, warehouseId, quantity, unitCost })),
});
