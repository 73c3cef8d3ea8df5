/**
 * Space at each warehouse: what the company rents there (its storages not given up) against what
 * its stock takes (units × a unit's packed volume). Stock beyond the space rented is charged extra
 * rent by the engine, so the page shows the two side by side.
 */

export interface StorageSpace {
  warehouseId: string;
  capacityM3: number;
  releasedRound: number | null;
}

export interface WarehouseSpace {
  warehouseId: string;
  rentedM3: number;
  usedM3: number;
  /** Used beyond rented, 0 when it fits. */
  overM3: number;
}

/** Whether a storage's space is rented in `round`: one given up from round N holds nothing from N on. */
export function isRented(storage: { releasedRound: number | null }, round: number | null): boolean {
  return storage.releasedRound === null || (round !== null && storage.releasedRound > round);
}

/** The storages that hold space in `round`. */
export function rentedStorages<S extends StorageSpace>(storages: readonly S[], round: number | null): S[] {
  return storages.filter((s) => isRented(s, round));
}

/**
 * Per warehouse (in `warehouseIds`' order), the space rented in `round` and the space the stock
 * takes; warehouses with neither are left out.
 */
export function warehouseSpace(
  warehouseIds: readonly string[],
  storages: readonly StorageSpace[],
  stock: readonly { modelId: string; warehouseId: string; units: number }[],
  volumeOf: (modelId: string) => number,
  round: number | null,
): WarehouseSpace[] {
  return warehouseIds
    .map((warehouseId) => {
      const rentedM3 = rentedStorages(storages, round)
        .filter((s) => s.warehouseId === warehouseId)
        .reduce((sum, s) => sum + s.capacityM3, 0);
      const usedM3 = stock.filter((s) => s.warehouseId === warehouseId).reduce((sum, s) => sum + s.units * volumeOf(s.modelId), 0);
      return { warehouseId, rentedM3, usedM3, overM3: Math.max(0, usedM3 - rentedM3) };
    })
    .filter((w) => w.rentedM3 > 0 || w.usedM3 > 0);
}

/** The share of the rented space used, 0 to 1 (1 when stock sits where nothing is rented). */
export function shareUsed({ rentedM3, usedM3 }: Pick<WarehouseSpace, 'rentedM3' | 'usedM3'>): number {
  if (rentedM3 <= 0) return usedM3 > 0 ? 1 : 0;
  return Math.min(1, usedM3 / rentedM3);
}
