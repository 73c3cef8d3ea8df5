import { ErrorCode } from '@simbiz/contracts';
import { newPlanRefusal, planQuantityRefusal } from '../stock-plans/stock-plan-rules';
import { destinationStorageRefusal, reallocationCodes, reallocationRouteRefusal } from './reallocation-rules';

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

describe('a reallocation plan on its stock', () => {
  it('is refused when the round already moves the model out of the warehouse (300027)', () => {
    expect(newPlanRefusal(10, true, stock, reallocationCodes)).toEqual({ code: ErrorCode.reallocationProductRepeated });
  });

  it('is refused outside 1 to what is available, with the most (300023)', () => {
    expect(newPlanRefusal(401, false, stock, reallocationCodes)).toEqual({ code: ErrorCode.reallocationQuantityOutOfRange, params: { max: 400 } });
    expect(planQuantityRefusal(401, stock, reallocationCodes)).toEqual({ code: ErrorCode.reallocationQuantityOutOfRange, params: { max: 400 } });
  });
});
