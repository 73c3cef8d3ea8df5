import { ErrorCode, type Refusal } from '@simbiz/contracts';
import { quantityRefusal, type StockDrawn } from '../inventory/stock-rules';

/** Where a clearance plan sells from: a model (300017) held in a warehouse of the screenplay (300005). */
export function clearanceTargetRefusal(input: { modelId?: string | undefined }, warehouseKnown: boolean): Refusal | null {
  if (input.modelId === undefined) return { code: ErrorCode.clearanceProductsRequired };
  if (!warehouseKnown) return { code: ErrorCode.warehouseNotFound };
  return null;
}

/**
 * A new clearance plan on its stock: one plan per model and warehouse a round (300019), stock of
 * the model there (300009), a quantity between 1 and what is available (300015 with the most).
 */
export function newClearanceRefusal(quantity: number, repeated: boolean, stock: StockDrawn): Refusal | null {
  if (repeated) return { code: ErrorCode.clearanceProductRepeated };
  return quantityRefusal(quantity, stock, ErrorCode.clearanceQuantityOutOfRange);
}

/** A new quantity for a plan of the round: between 1 and what is available besides the round's other plans (300015). */
export function clearanceQuantityRefusal(quantity: number, stock: StockDrawn): Refusal | null {
  return quantityRefusal(quantity, stock, ErrorCode.clearanceQuantityOutOfRange);
}
