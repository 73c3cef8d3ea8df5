import { ErrorCode, type Refusal } from '@simbiz/contracts';
import type { StockPlanCodes } from '../stock-plans/stock-plan-rules';

/** Where a clearance plan sells from: a model (300017) held in a warehouse of the screenplay (300005). */
export function clearanceTargetRefusal(input: { modelId?: string | undefined }, warehouseKnown: boolean): Refusal | null {
  if (input.modelId === undefined) return { code: ErrorCode.clearanceProductsRequired };
  if (!warehouseKnown) return { code: ErrorCode.warehouseNotFound };
  return null;
}

/**
 * What a clearance plan is refused with besides (see stock-plan-rules): someone else's (300013),
 * a second one a round for a model and warehouse (300019), a quantity out of range (300015).
 */
export const clearanceCodes: StockPlanCodes = {
  notFound: ErrorCode.clearancePlanNotFound,
  repeated: ErrorCode.clearanceProductRepeated,
  outOfRange: ErrorCode.clearanceQuantityOutOfRange,
};
