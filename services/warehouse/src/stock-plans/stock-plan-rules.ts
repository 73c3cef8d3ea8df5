import type { ErrorCode, Refusal } from '@simbiz/contracts';
import { quantityRefusal, type StockDrawn } from '../inventory/stock-rules';

/** The codes an area of stock plans refuses with: clearance 300013, 300019, 300015; reallocation 300021, 300027, 300023. */
export interface StockPlanCodes {
  /** The plan is not the company's. */
  notFound: number;
  /** The round already has a plan on the model and warehouse. */
  repeated: number;
  /** The quantity is not between 1 and what is available. */
  outOfRange: typeof ErrorCode.clearanceQuantityOutOfRange | typeof ErrorCode.reallocationQuantityOutOfRange;
}

/**
 * A new plan on its stock: one plan per model and warehouse a round (the area's `repeated`), stock
 * of the model there (300009), a quantity between 1 and what is available (`outOfRange` with the most).
 */
export function newPlanRefusal(quantity: number, repeated: boolean, stock: StockDrawn, codes: StockPlanCodes): Refusal | null {
  if (repeated) return { code: codes.repeated };
  return quantityRefusal(quantity, stock, codes.outOfRange);
}

/** A new quantity for a plan of the round: between 1 and what is available besides the round's other plans (`outOfRange`). */
export function planQuantityRefusal(quantity: number, stock: StockDrawn, codes: StockPlanCodes): Refusal | null {
  return quantityRefusal(quantity, stock, codes.outOfRange);
}
