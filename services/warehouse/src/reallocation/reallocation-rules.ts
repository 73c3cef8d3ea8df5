import { ErrorCode, type Refusal } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import { quantityRefusal, type StockDrawn } from '../inventory/stock-rules';

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
 * A new reallocation plan on its stock: one plan per model and origin a round (300027), stock of
 * the model there (300009), a quantity between 1 and what is available (300023 with the most).
 */
export function newReallocationRefusal(quantity: number, repeated: boolean, stock: StockDrawn): Refusal | null {
  if (repeated) return { code: ErrorCode.reallocationProductRepeated };
  return quantityRefusal(quantity, stock, ErrorCode.reallocationQuantityOutOfRange);
}

/** A new quantity for a plan of the round: between 1 and what is available besides the round's other plans (300023). */
export function reallocationQuantityRefusal(quantity: number, stock: StockDrawn): Refusal | null {
  return quantityRefusal(quantity, stock, ErrorCode.reallocationQuantityOutOfRange);
}
