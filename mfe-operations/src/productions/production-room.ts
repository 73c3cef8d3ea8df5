/**
 * The checks the engine makes of a production plan (stage 3), made while deciding so they do not
 * become warnings: the factory's capacity is shared by all of the round's plans (cut in proportion
 * when they ask for more), and each plan is made, in the order planned, only as far as the free
 * space of its warehouse allows (stock already there and earlier plans taking theirs first).
 */

export interface RoomInput {
  warehouseId: string;
  /** The company's storages (space rented, default included). */
  storages: readonly { warehouseId: string; capacityM3: number }[];
  /** Units held at the start of the round, by model and warehouse (the last resolved round's closing stock). */
  stock: readonly { modelId: string; warehouseId: string; units: number }[];
  /** This round's plans so far. */
  plans: readonly { modelId: string; warehouseId: string; quantity: number }[];
  /** Cubic metres one packed unit of a model takes. */
  volumeOf: (modelId: string) => number;
}

export interface Room {
  rentedM3: number;
  stockM3: number;
  plannedM3: number;
  /** What is left for a new plan, never below zero. */
  freeM3: number;
}

/** The space at a warehouse as a new plan would find it. */
export function productionRoom({ warehouseId, storages, stock, plans, volumeOf }: RoomInput): Room {
  const at = <T extends { warehouseId: string }>(rows: readonly T[]) => rows.filter((r) => r.warehouseId === warehouseId);
  const rentedM3 = at(storages).reduce((sum, s) => sum + s.capacityM3, 0);
  const stockM3 = at(stock).reduce((sum, s) => sum + s.units * volumeOf(s.modelId), 0);
  const plannedM3 = at(plans).reduce((sum, p) => sum + p.quantity * volumeOf(p.modelId), 0);
  return { rentedM3, stockM3, plannedM3, freeM3: Math.max(0, rentedM3 - stockM3 - plannedM3) };
}

/** Whole units of a model that fit in `freeM3` (all of them when a unit takes no space). */
export function unitsThatFit(freeM3: number, unitVolumeM3: number): number {
  return unitVolumeM3 > 0 ? Math.floor(freeM3 / unitVolumeM3 + 1e-9) : Number.POSITIVE_INFINITY;
}

/** Units the factory can still make this round for a new plan, before the proportional cut. */
export function capacityLeft(capacityPerRound: number, plans: readonly { quantity: number }[]): number {
  return Math.max(0, capacityPerRound - plans.reduce((sum, p) => sum + p.quantity, 0));
}

/** The storages that hold space this round: space given up holds nothing from its round on, and takes no plan (200005). */
export function rentedStorages<S extends { releasedRound: number | null }>(storages: readonly S[]): S[] {
  return storages.filter((s) => s.releasedRound === null);
}
