import { capacityLeft, productionRoom, rentedStorages, unitsThatFit } from './production-room';

const volumeOf = () => 0.03;

describe('the room a production plan finds (stage 3, checked while deciding)', () => {
  it('takes the stock held and this round’s earlier plans out of the space rented at the warehouse', () => {
    const room = productionRoom({
      warehouseId: 'central',
      storages: [
        { warehouseId: 'central', capacityM3: 400 },
        { warehouseId: 'city', capacityM3: 100 },
      ],
      stock: [
        { modelId: 'a', warehouseId: 'central', units: 1_000 },
        { modelId: 'a', warehouseId: 'city', units: 500 },
      ],
      plans: [
        { modelId: 'a', warehouseId: 'central', quantity: 2_000 },
        { modelId: 'b', warehouseId: 'city', quantity: 9_000 },
      ],
      volumeOf,
    });
    expect(room).toEqual({ rentedM3: 400, stockM3: 30, plannedM3: 60, freeM3: 310 });
    // The case: 400 m³ and a first plan of 2,000 units leave room for 11,333 more, not 20,000.
    expect(unitsThatFit(400 - 60, 0.03)).toBe(11_333);
  });

  it('finds no room where nothing is rented, and never a negative one', () => {
    expect(productionRoom({ warehouseId: 'city', storages: [], stock: [], plans: [], volumeOf }).freeM3).toBe(0);
    const full = productionRoom({
      warehouseId: 'c',
      storages: [{ warehouseId: 'c', capacityM3: 10 }],
      stock: [{ modelId: 'a', warehouseId: 'c', units: 1_000 }],
      plans: [],
      volumeOf,
    });
    expect(full.freeM3).toBe(0);
    expect(unitsThatFit(0, 0.03)).toBe(0);
  });

  it('counts exact fits as fitting despite floating point, and everything when a unit takes no space', () => {
    expect(unitsThatFit(0.09, 0.03)).toBe(3);
    expect(unitsThatFit(5, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('leaves the factory’s capacity less what the round’s plans ask for', () => {
    expect(capacityLeft(40_000, [{ quantity: 2_000 }, { quantity: 20_000 }])).toBe(18_000);
    expect(capacityLeft(40_000, [{ quantity: 50_000 }])).toBe(0);
  });

  it('plans only into space still rented, not space given up', () => {
    const storages = [
      { warehouseId: 'central', releasedRound: null },
      { warehouseId: 'city', releasedRound: 2 },
    ];
    expect(rentedStorages(storages).map((s) => s.warehouseId)).toEqual(['central']);
  });
});
