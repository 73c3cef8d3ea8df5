import { ErrorCode, type Refusal } from '@simbiz/contracts';

/** What the rules know of a production plan already kept. */
export interface KeptPlan {
  id: string;
  round: number;
  quantity: number;
}

/** What the rules know of a storage the company has. */
export interface KeptStorage {
  warehouseId: string;
  /** The round from which the space was given up, null while rented. */
  releasedRound: number | null;
}

/**
 * A plan of the company's own (190003: none by that id, or another company's, which the company
 * may not know of), made this round: `roundRefusal` otherwise (130047 to change, 130049 to delete).
 */
export function planRefusal(plan: KeptPlan | undefined, round: number, roundRefusal: number): Refusal | null {
  if (!plan) return { code: ErrorCode.productionPlanNotFound };
  return plan.round === round ? null : { code: roundRefusal };
}

/** Units the round's plans ask for, but for the plan being changed. */
export function plannedUnits(plans: readonly KeptPlan[], round: number, except?: string): number {
  return plans.filter((p) => p.round === round && p.id !== except).reduce((sum, p) => sum + p.quantity, 0);
}

/**
 * A quantity of at least one unit (190007) that, with the units the round's other plans ask for
 * (`planned`), stays within the factory's capacity, shared by all of the company's plans (190005).
 */
export function quantityRefusal(quantity: number, planned: number, capacityPerRound: number): Refusal | null {
  if (!Number.isInteger(quantity) || quantity < 1) return { code: ErrorCode.productionQuantityInvalid };
  if (planned + quantity > capacityPerRound) return { code: ErrorCode.productionCapacityExceeded, params: { capacity: capacityPerRound } };
  return null;
}

/** What is made goes into space the company rents at the warehouse (200005: none there, or given up). */
export function storageRefusal(storages: readonly KeptStorage[], warehouseId: string): Refusal | null {
  return storages.some((s) => s.warehouseId === warehouseId && s.releasedRound === null) ? null : { code: ErrorCode.storageNotFound };
}

/** What a company can pay a round's production with (the engine's figures, minor units). */
export interface ProductionFunds {
  cashAtStart: number;
  newLoans: number;
}

/**
 * Production is paid when it is made, before anything sells: the round's plans together may cost
 * up to the cash the company starts the round with plus the loans it takes this round (190009).
 * A change that lowers the round's cost is always allowed, so a team can mend an earlier plan.
 */
export function cashRefusal(cost: number, costBefore: number, funds: ProductionFunds): Refusal | null {
  if (cost <= costBefore) return null;
  return cost <= Math.max(0, funds.cashAtStart) + funds.newLoans ? null : { code: ErrorCode.productionInsufficientCash };
}
