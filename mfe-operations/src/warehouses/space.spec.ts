import { isRented, rentedStorages, shareUsed, warehouseSpace } from './space';

const storages = [
  { warehouseId: 'central', capacityM3: 300, releasedRound: null },
  { warehouseId: 'north', capacityM3: 100, releasedRound: 3 },
  { warehouseId: 'south', capacityM3: 50, releasedRound: null },
];
const volume = (modelId: string) => (modelId === 'trail' ? 0.25 : 0.5);

describe('space at the company’s warehouses', () => {
  it('sets the space rented against what the stock takes, unit by unit', () => {
    const stock = [
      { modelId: 'trail', warehouseId: 'central', units: 800 },
      { modelId: 'city', warehouseId: 'central', units: 100 },
      { modelId: 'trail', warehouseId: 'south', units: 400 },
    ];
    expect(warehouseSpace(['central', 'north', 'south', 'east'], storages, stock, volume, 2)).toEqual([
      { warehouseId: 'central', rentedM3: 300, usedM3: 250, overM3: 0 },
      { warehouseId: 'north', rentedM3: 100, usedM3: 0, overM3: 0 },
      { warehouseId: 'south', rentedM3: 50, usedM3: 100, overM3: 50 },
    ]);
  });

  it('holds no space from the round a storage is given up in', () => {
    expect(isRented(storages[1] as (typeof storages)[number], 2)).toBe(true);
    expect(isRented(storages[1] as (typeof storages)[number], 3)).toBe(false);
    expect(rentedStorages(storages, 3).map((s) => s.warehouseId)).toEqual(['central', 'south']);
    expect(warehouseSpace(['north'], storages, [], volume, 3)).toEqual([]);
  });

  it('shows stock where nothing is rented as full', () => {
    expect(warehouseSpace(['east'], storages, [{ modelId: 'city', warehouseId: 'east', units: 2 }], volume, 3)).toEqual([
      { warehouseId: 'east', rentedM3: 0, usedM3: 1, overM3: 1 },
    ]);
    expect(shareUsed({ rentedM3: 0, usedM3: 1 })).toBe(1);
    expect(shareUsed({ rentedM3: 0, usedM3: 0 })).toBe(0);
    expect(shareUsed({ rentedM3: 300, usedM3: 75 })).toBe(0.25);
    expect(shareUsed({ rentedM3: 50, usedM3: 100 })).toBe(1);
  });
});
