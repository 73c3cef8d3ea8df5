import { ErrorCode, type Refusal } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { StockPlanCodes } from '../stock-plans/stock-plan-rules';

type LogisticsService = Pick<Screenplay['logisticsServices'][number], 'fromWarehouseId' | 'to'>;

/** What a reallocation asks to move: a model, from where, through which logistics service. */
export interface ReallocationRoute {
  modelId?: string | undefined;
  fromWarehouseId: string;
  logisticsServiceId?: string | undefined;
}

/**
 * The route, as the engine's stage 4 checks it: a model (300025) from a warehouse of the
 * screenplay (300005) through a logistics service named (300031) and known (300033), starting at
 * that warehouse and ending at a warehouse, not a market (300035), another one (300029). Null
 * means the route is good and the destination is the service's warehouse.
 */
export function reallocationRouteRefusal(input: ReallocationRoute, fromKnown: boolean, service: LogisticsService | undefined): Refusal | null {
  if (input.modelId === undefined) return { code: ErrorCode.reallocationProductsRequired };
  if (!fromKnown) return { code: ErrorCode.warehouseNotFound };
  if (input.logisticsServiceId === undefined) return { code: ErrorCode.reallocationLogisticsRequired };
  if (!service) return { code: ErrorCode.logisticsServiceNotFound };
  if (service.fromWarehouseId !== input.fromWarehouseId || service.to.kind !== 'warehouse') return { code: ErrorCode.logisticsRouteUnavailable };
  if (service.to.warehouseId === input.fromWarehouseId) return { code: ErrorCode.reallocationSameWarehouse };
  return null;
}

/** The destination must be a warehouse where the company rents space or has its default storage (300047). */
export function destinationStorageRefusal(rented: readonly { warehouseId: string }[], toWarehouseId: string): Refusal | null {
  return rented.some((s) => s.warehouseId === toWarehouseId) ? null : { code: ErrorCode.storageRequired };
}

/**
 * What a reallocation plan is refused with besides (see stock-plan-rules): someone else's (300021),
 * a second one a round for a model and origin (300027), a quantity out of range (300023).
 */
export const reallocationCodes: StockPlanCodes = {
  notFound: ErrorCode.reallocationPlanNotFound,
  repeated: ErrorCode.reallocationProductRepeated,
  outOfRange: ErrorCode.reallocationQuantityOutOfRange,
};
