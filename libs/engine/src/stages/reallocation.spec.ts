import { resolveRound } from '../round/resolve-round';
import { decide, launch } from '../test-support/decisions';
import { starter, starterWorld } from '../test-support/worlds';

describe('stage 4: reallocation', () => {
  it('moves units through a logistics service: in transit at the end of the round, in stock the next', () => {
    const first = resolveRound(
      starter,
      starterWorld('move', 1),
      { c1: launch(99_000, 3_000, { storages: [{ warehouseId: 'city', capacityM3: 100 }] }) },
      'm#1',
    );
    const move = decide({ reallocation: [{ modelId: 'm', fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: 1_000 }] });
    const second = resolveRound(starter, first.state, { c1: move }, 'm#2');
    const r = second.results.companies[0];
    const central = r?.inventory.find((x) => x.warehouseId === 'central');
    expect(central?.transferOut).toBe(1_000);
    expect(second.state.companies[0]?.inTransit).toEqual([expect.objectContaining({ warehouseId: 'city', units: 1_000 })]);
    expect(r?.logisticsBillSchedule.length).toBeGreaterThan(0);
    const third = resolveRound(starter, second.state, {}, 'm#3');
    const city = third.results.companies[0]?.inventory.find((x) => x.warehouseId === 'city');
    expect(city?.transferIn).toBe(1_000);
    expect(third.state.companies[0]?.inTransit).toEqual([]);
  });

  it('refuses a service that does not start at the warehouse, and clips to the stock and the space there', () => {
    const first = resolveRound(starter, starterWorld('move2', 1), { c1: launch(99_000, 100, { storages: [{ warehouseId: 'city', capacityM3: 100 }] }) }, 'm#1');
    const plans = decide({
      reallocation: [
        { modelId: 'm', fromWarehouseId: 'city', logisticsServiceId: 'trunk', quantity: 5 },
        { modelId: 'm', fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: 5_000 },
      ],
    });
    const { results } = resolveRound(starter, first.state, { c1: plans }, 'm#2');
    expect(results.companies[0]?.warnings.map((w) => w.code)).toEqual([
      'logisticsRouteUnavailable',
      'reallocationQuantityOutOfRange',
      'destinationStorageFull',
    ]);
  });
});
