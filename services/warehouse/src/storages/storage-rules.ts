import { ErrorCode, type Refusal } from '@simbiz/contracts';

/** Space rented in a warehouse fits within the warehouse's capacity (200013, with the capacity). */
export function capacityRefusal(warehouseCapacityM3: number, capacityM3: number): Refusal | null {
  return capacityM3 > warehouseCapacityM3 ? { code: ErrorCode.storageCapacityExceeded, params: { capacity: warehouseCapacityM3 } } : null;
}

/**
 * A new storage: in a warehouse of the screenplay (200015), within its capacity (200013), one per
 * warehouse (200009) among the storages that block one (blocksNewStorage).
 */
export function newStorageRefusal(
  warehouse: { capacityM3: number } | undefined,
  capacityM3: number,
  storages: readonly { warehouseId: string }[],
  warehouseId: string,
): Refusal | null {
  if (!warehouse) return { code: ErrorCode.storageWarehouseNotFound };
  const tooLarge = capacityRefusal(warehouse.capacityM3, capacityM3);
  if (tooLarge) return tooLarge;
  if (storages.some((s) => s.warehouseId === warehouseId)) return { code: ErrorCode.storageNameExists };
  return null;
}

/**
 * Changing a storage: the default one never changes (200007), and only one made this round can be
 * edited (130049) or deleted (130047), the code given saying which.
 */
export function storageChangeRefusal(
  storage: { isDefault: boolean; createdRound: number },
  round: number,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Refusal | null {
  if (storage.isDefault) return { code: ErrorCode.defaultStorageLocked };
  if (storage.createdRound !== round) return { code: refusal };
  return null;
}

/** A storage counts against one new storage per warehouse while rented, and in the round it is given up (its space is still the round's). */
export function blocksNewStorage(storage: { releasedRound: number | null }, round: number): boolean {
  return storage.releasedRound === null || storage.releasedRound >= round;
}

/**
 * Giving a storage up: only one still rented (200005 once given up), never the default one
 * (200007), and not while stock is held there, arriving there or moved there this round (200011).
 */
export function releaseRefusal(storage: { isDefault: boolean; releasedRound: number | null }, stockAtOrBound: boolean): Refusal | null {
  if (storage.releasedRound !== null) return { code: ErrorCode.storageNotFound };
  if (storage.isDefault) return { code: ErrorCode.defaultStorageLocked };
  if (stockAtOrBound) return { code: ErrorCode.storageNotEmpty };
  return null;
}
