import { arrivals } from './arrivals';

const inventory = [
  { round: 2, modelId: 'trail', warehouseId: 'central', inTransitOut: 120 },
  { round: 2, modelId: 'city', warehouseId: 'central', inTransitOut: 0 },
];
const reallocationPlans = [
  { round: 2, modelId: 'trail', fromWarehouseId: 'central', toWarehouseId: 'north', quantity: 100 },
  { round: 2, modelId: 'trail', fromWarehouseId: 'central', toWarehouseId: 'south', quantity: 50 },
  { round: 3, modelId: 'city', fromWarehouseId: 'central', toWarehouseId: 'north', quantity: 30 },
];
const productionPlans = [
  { round: 3, modelId: 'trail', warehouseId: 'central', quantity: 1_000 },
  { round: 2, modelId: 'trail', warehouseId: 'central', quantity: 800 },
];

describe('what arrives when', () => {
  it('lists last round’s transfers, this round’s production and this round’s reallocations, earliest first', () => {
    expect(arrivals({ round: 3, inventory, reallocationPlans, productionPlans, leadDays: 7 })).toEqual([
      { kind: 'inTransit', modelId: 'trail', fromWarehouseId: 'central', warehouseId: 'north', units: 100, round: 3, day: null },
      { kind: 'inTransit', modelId: 'trail', fromWarehouseId: 'central', warehouseId: 'south', units: 20, round: 3, day: null },
      { kind: 'production', modelId: 'trail', fromWarehouseId: null, warehouseId: 'central', units: 1_000, round: 3, day: 7 },
      { kind: 'reallocation', modelId: 'city', fromWarehouseId: 'central', warehouseId: 'north', units: 30, round: 4, day: null },
    ]);
  });

  it('sends the units that left to the plans of their round, in order, each up to its quantity', () => {
    const moved = arrivals({
      round: 3,
      inventory: [{ ...inventory[0], inTransitOut: 150 } as (typeof inventory)[number]],
      reallocationPlans,
      productionPlans: [],
      leadDays: 7,
    });
    expect(moved.filter((a) => a.kind === 'inTransit').map((a) => [a.warehouseId, a.units])).toEqual([
      ['north', 100],
      ['south', 50],
    ]);
  });

  it('has nothing in transit when nothing left a warehouse last round', () => {
    const none = arrivals({ round: 3, inventory: inventory.map((r) => ({ ...r, inTransitOut: 0 })), reallocationPlans, productionPlans: [], leadDays: 7 });
    expect(none.map((a) => a.kind)).toEqual(['reallocation']);
  });

  it('plans nothing while no round is being decided', () => {
    expect(arrivals({ round: null, inventory: [], reallocationPlans, productionPlans, leadDays: 7 })).toEqual([]);
  });
});
