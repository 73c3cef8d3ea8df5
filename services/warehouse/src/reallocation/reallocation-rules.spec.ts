import { ErrorCode } from '@simbiz/contracts';
import { destinationStorageRefusal, newReallocationRefusal, reallocationQuantityRefusal, reallocationRouteRefusal } from './reallocation-rules';

const trunk = { fromWarehouseId: 'central', to: { kind: 'warehouse' as const, warehouseId: 'city' } };
const route = { modelId: 'm-1', fromWarehouseId: 'central', logisticsServiceId: 'trunk' };
const stock = { closing: 500, plannedByOthers: 100 };

describe('the route of a reallocation', () => {
  it('runs through a logistics service from the warehouse to another warehouse', () => {
    expect(reallocationRouteRefusal(route, true, trunk)).toBeNull();
  });

  it('needs a model (300025)', () => {
    expect(reallocationRouteRefusal({ ...route, modelId: undefined }, true, trunk)).toEqual({ code: ErrorCode.reallocationProductsRequired });
  });

  it('starts at a warehouse of the screenplay (300005)', () => {
    expect(reallocationRouteRefusal({ ...route, fromWarehouseId: 'moon' }, false, trunk)).toEqual({ code: ErrorCode.warehouseNotFound });
  });

  it('needs a logistics service (300031) the screenplay has (300033)', () => {
    expect(reallocationRouteRefusal({ ...route, logisticsServiceId: undefined }, true, undefined)).toEqual({ code: ErrorCode.reallocationLogisticsRequired });
    expect(reallocationRouteRefusal({ ...route, logisticsServiceId: 'teleport' }, true, undefined)).toEqual({ code: ErrorCode.logisticsServiceNotFound });
  });

  it('needs a service leaving from the warehouse for a warehouse, not a market (300035)', () => {
    expect(reallocationRouteRefusal({ ...route, fromWarehouseId: 'city' }, true, trunk)).toEqual({ code: ErrorCode.logisticsRouteUnavailable });
    expect(reallocationRouteRefusal(route, true, { fromWarehouseId: 'central', to: { kind: 'market', marketId: 'home' } })).toEqual({
      code: ErrorCode.logisticsRouteUnavailable,
    });
  });

  it('cannot end where it starts (300029)', () => {
    expect(reallocationRouteRefusal(route, true, { fromWarehouseId: 'central', to: { kind: 'warehouse', warehouseId: 'central' } })).toEqual({
      code: ErrorCode.reallocationSameWarehouse,
    });
  });
});

describe('the destination of a reallocation', () => {
  it('is a warehouse where the company has a storage it still rents (300047 otherwise)', () => {
    expect(destinationStorageRefusal([{ warehouseId: 'central' }, { warehouseId: 'city' }], 'city')).toBeNull();
    expect(destinationStorageRefusal([{ warehouseId: 'central' }], 'city')).toEqual({ code: ErrorCode.storageRequired });
  });
});

describe('a new reallocation plan', () => {
  it('may move up to what the last round left, less the round’s other plans', () => {
    expect(newReallocationRefusal(400, false, stock)).toBeNull();
  });

  it('is refused for a model the round already moves out of the warehouse (300027)', () => {
    expect(newReallocationRefusal(10, true, stock)).toEqual({ code: ErrorCode.reallocationProductRepeated });
  });

  it('is refused where the model has no stock (300009)', () => {
    expect(newReallocationRefusal(10, false, { closing: 0, plannedByOthers: 0 })).toEqual({ code: ErrorCode.inventoryNotFound });
  });

  it('is refused outside 1 to what is available, with the most (300023)', () => {
    expect(newReallocationRefusal(401, false, stock)).toEqual({ code: ErrorCode.reallocationQuantityOutOfRange, params: { max: 400 } });
    expect(newReallocationRefusal(0, false, stock)).toEqual({ code: ErrorCode.reallocationQuantityOutOfRange, params: { max: 400 } });
  });
});

describe('a new quantity for a reallocation plan', () => {
  it('is within what is available besides the other plans (300023 beyond)', () => {
    expect(reallocationQuantityRefusal(400, stock)).toBeNull();
    expect(reallocationQuantityRefusal(401, stock)).toEqual({ code: ErrorCode.reallocationQuantityOutOfRange, params: { max: 400 } });
  });
});
