import { missingStorages, reallocationRoutes } from './routes';

const toNorth = { id: 'truck', fromWarehouseId: 'central', to: { kind: 'warehouse', warehouseId: 'north' } } as const;
const toShoppers = { id: 'parcel', fromWarehouseId: 'central', to: { kind: 'market', marketId: 'home' } } as const;
const loop = { id: 'loop', fromWarehouseId: 'central', to: { kind: 'warehouse', warehouseId: 'central' } } as const;
const back = { id: 'back', fromWarehouseId: 'north', to: { kind: 'warehouse', warehouseId: 'central' } } as const;

describe('which logistics services the company can use', () => {
  it('needs space rented at both ends between warehouses, at the start only to shoppers', () => {
    expect(missingStorages(toNorth, new Set(['central', 'north']))).toEqual([]);
    expect(missingStorages(toNorth, new Set(['central']))).toEqual(['north']);
    expect(missingStorages(toNorth, new Set())).toEqual(['central', 'north']);
    expect(missingStorages(toShoppers, new Set(['central']))).toEqual([]);
    expect(missingStorages(toShoppers, new Set(['north']))).toEqual(['central']);
  });

  it('offers a reallocation the services from its warehouse to another warehouse', () => {
    expect(reallocationRoutes([toNorth, toShoppers, loop, back], 'central').map((r) => r.id)).toEqual(['truck']);
    expect(reallocationRoutes([toNorth, toShoppers, loop, back], 'north').map((r) => r.id)).toEqual(['back']);
  });
});
