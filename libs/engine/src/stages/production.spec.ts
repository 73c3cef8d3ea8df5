import { resolveRound } from '../round/resolve-round';
import { launch } from '../test-support/decisions';
import { starter, starterWorld } from '../test-support/worlds';

const produce = (quantity: number, extra = {}) => resolveRound(starter, starterWorld('prod', 1), { c1: launch(4_500, quantity, extra) }, 'prod#1');

describe('stage 3: production', () => {
  it('makes the units, pays for them now and stocks them at the chosen warehouse', () => {
    const { results } = produce(1_000);
    const r = results.companies[0];
    expect(r?.productions).toEqual([expect.objectContaining({ modelId: 'm', warehouseId: 'central', quantity: 1_000 })]);
    const row = r?.inventory.find((x) => x.modelId === 'm');
    expect(row?.produced).toBe(1_000);
    expect(r?.journal).toContainEqual(expect.objectContaining({ account: 'inventory', debit: r?.productions[0]?.totalCost }));
  });

  it('rides the learning curve: a larger batch costs less per unit', () => {
    const small = produce(2_000).results.companies[0]?.productions[0]?.unitCost ?? 0;
    const large = produce(12_000).results.companies[0]?.productions[0]?.unitCost ?? 0;
    expect(large).toBeLessThan(small);
  });

  it('clips to the free space of the storage, saying so', () => {
    const { results } = produce(20_000);
    const r = results.companies[0];
    expect(r?.productions[0]?.quantity).toBe(Math.floor(400 / 0.03));
    expect(r?.warnings).toContainEqual({
      area: 'production',
      code: 'storageCapacityExceeded',
      params: { modelId: 'm', warehouseId: expect.any(String), wanted: 20_000, made: 13_333, capacity: 400 },
    });
  });

  it('shares the round capacity between plans in proportion', () => {
    const extra = {
      storages: [{ warehouseId: 'central', capacityM3: 5_000 }],
      models: [
        { id: 'm', brandId: 'b', name: 'Model', attributes: [{ attributeId: 'capacity', grade: 3 }], valuePropositionIds: ['value'] },
        { id: 'n', brandId: 'b', name: 'Other', attributes: [{ attributeId: 'weight', grade: 2 }], valuePropositionIds: ['value'] },
      ],
      production: [
        { modelId: 'm', quantity: 60_000, warehouseId: 'central' },
        { modelId: 'n', quantity: 20_000, warehouseId: 'central' },
      ],
    };
    const { results } = produce(1, extra);
    expect(results.companies[0]?.productions.map((p) => p.quantity)).toEqual([30_000, 10_000]);
    expect(results.companies[0]?.warnings.map((w) => w.code)).toContain('productionCapacityExceeded');
    // The warning says what was asked for in all and what the factory makes, for the team's page.
    expect(results.companies[0]?.warnings.find((w) => w.code === 'productionCapacityExceeded')?.params).toMatchObject({ planned: expect.any(Number) });
  });
});
