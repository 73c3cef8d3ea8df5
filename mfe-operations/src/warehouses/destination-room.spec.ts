import { destinationRoom } from './destination-room';

const volume = (modelId: string) => (modelId === 'trail' ? 0.25 : 0.5);
const base = {
  warehouseId: 'north',
  round: 3,
  storages: [
    { warehouseId: 'north', capacityM3: 200, releasedRound: null },
    { warehouseId: 'central', capacityM3: 1_000, releasedRound: null },
  ],
  stock: [
    { modelId: 'trail', warehouseId: 'north', closing: 200 },
    { modelId: 'trail', warehouseId: 'central', closing: 2_000 },
  ],
  inTransit: [{ modelId: 'city', warehouseId: 'north', units: 40 }],
  productionPlans: [
    { round: 3, modelId: 'trail', warehouseId: 'north', quantity: 100 },
    { round: 2, modelId: 'trail', warehouseId: 'north', quantity: 400 },
  ],
  reallocationPlans: [
    { planId: 'r1', round: 3, modelId: 'trail', toWarehouseId: 'north', quantity: 120 },
    { planId: 'r0', round: 2, modelId: 'trail', toWarehouseId: 'north', quantity: 400 },
  ],
  volumeOf: volume,
};

describe('the space a reallocation finds at its destination', () => {
  it('is the space rented less the stock there, what arrives this round, this round’s production and other transfers into it', () => {
    // 200 m³ less 50 (stock) + 20 (arriving) + 25 (production) + 30 (another transfer).
    expect(destinationRoom(base)).toEqual({ rentedM3: 200, stockM3: 70, plannedM3: 55, freeM3: 75 });
  });

  it('does not count the transfer being changed against itself', () => {
    expect(destinationRoom({ ...base, exceptPlanId: 'r1' }).freeM3).toBe(105);
  });

  it('finds no room where the space was given up or nothing is rented', () => {
    expect(destinationRoom({ ...base, storages: [{ warehouseId: 'north', capacityM3: 200, releasedRound: 3 }] }).freeM3).toBe(0);
    expect(destinationRoom({ ...base, warehouseId: 'south' })).toEqual({ rentedM3: 0, stockM3: 0, plannedM3: 0, freeM3: 0 });
  });
});
