import { resolveRound } from '../round/resolve-round';
import { decide, launch } from '../test-support/decisions';
import { starter, starterWorld } from '../test-support/worlds';

const one = () => starterWorld('check', 1);
const resolve = (d = launch()) => resolveRound(starter, one(), { c1: d }, 'check#1');

describe('stage 1: checking decisions', () => {
  it('creates brands, models, stores and listings that are feasible', () => {
    const { state, results } = resolve();
    const c = state.companies[0];
    expect(c?.brands.map((b) => b.id)).toEqual(['b']);
    expect(c?.models.map((m) => [m.id, m.attributes])).toEqual([['m', { sleeve: 2, capacity: 3 }]]);
    expect(c?.stores.map((s) => s.platformId)).toEqual(['shopmall']);
    expect(results.companies[0]?.warnings).toEqual([]);
  });

  it('clips a grade above what the company has researched, saying so', () => {
    const d = launch(4_500, 10, {
      models: [{ id: 'm', brandId: 'b', name: 'Model', attributes: [{ attributeId: 'capacity', grade: 9 }], valuePropositionIds: ['value'] }],
    });
    const { state, results } = resolve(d);
    expect(state.companies[0]?.models[0]?.attributes).toEqual({ capacity: 3 });
    expect(results.companies[0]?.warnings).toContainEqual({
      area: 'models',
      code: 'gradeOutOfRange',
      params: { modelId: 'm', attributeId: 'capacity', min: 1, max: 3 },
    });
  });

  it('refuses incompatible attributes and a wrong number of value propositions', () => {
    const d = decide({
      brands: [{ id: 'b', name: 'B' }],
      models: [
        {
          id: 'x',
          brandId: 'b',
          name: 'Wheels and frame',
          attributes: [
            { attributeId: 'wheels', grade: 1 },
            { attributeId: 'frame', grade: 1 },
          ],
          valuePropositionIds: ['value'],
        },
        { id: 'y', brandId: 'b', name: 'Unknown claims', attributes: [{ attributeId: 'weight', grade: 1 }], valuePropositionIds: ['nonsense'] },
      ],
    });
    const { state, results } = resolve(d);
    expect(state.companies[0]?.models).toEqual([]);
    expect(results.companies[0]?.warnings.map((w) => w.code)).toEqual(['attributeCombinationUnsupported', 'valuePropositionCount']);
  });

  it('refuses a second brand or model with a taken name, and a listing without a store', () => {
    const d = launch(4_500, 10, {
      brands: [
        { id: 'b', name: 'Brand' },
        { id: 'b2', name: 'Brand' },
      ],
      listings: [{ platformId: 'quickbuy', modelId: 'm', price: 100 }],
    });
    const { results } = resolve(d);
    expect(results.companies[0]?.warnings.map((w) => w.code)).toEqual(['brandNameExists', 'storeNotOpened']);
  });

  it('keeps the default storage: it cannot be given back', () => {
    const { state, results } = resolve(decide({ storages: [{ warehouseId: 'central', capacityM3: 0 }] }));
    expect(state.companies[0]?.storages).toEqual([{ warehouseId: 'central', capacityM3: 400, isDefault: true }]);
    expect(results.companies[0]?.warnings[0]?.code).toBe('defaultStorageLocked');
  });
});
