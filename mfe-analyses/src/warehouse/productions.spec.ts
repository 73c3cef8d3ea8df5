import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { productions } from './productions';

const batch = (modelId: string, warehouseId: string, quantity: number, unitCost: number) => ({
  modelId,
  warehouseId,
  quantity,
  unitCost,
  totalCost: Math.round(quantity * unitCost),
});

describe('production', () => {
  const data = analysesOf([
    { round: 1, result: { productions: [batch('m1', 'central', 100, 2_000)] } },
    { round: 2, result: { productions: [batch('m1', 'central', 300, 1_800.5), batch('m3', 'city', 50, 1_500), batch('m1', 'city', 10, 1_800.5)] } },
  ]);
  const { tables, chart, notes } = productions(inputOf(data));
  const [made, history] = tables;

  it('lists the round’s batches by model and warehouse, largest cost first, unit costs as made (fractions of a minor unit kept)', () => {
    expect(made?.title).toBe('warehouse.productions.title(2)');
    expect(made?.rows).toEqual([
      ['model:m1', 'warehouse:central', 300, 1_800.5, 540_150],
      ['model:m3', 'warehouse:city', 50, 1_500, 75_000],
      ['model:m1', 'warehouse:city', 10, 1_800.5, 18_005],
    ]);
  });

  it('totals units and cost, the unit cost an average over all units', () => {
    expect(made?.totals).toEqual(['total', null, 360, 633_155 / 360, 633_155]);
  });

  it('charts the units made of each model in every round', () => {
    expect(history?.rows).toEqual([
      ['model:m1', 100, 310],
      ['model:m3', 0, 50],
    ]);
    expect(chart?.unit).toBe('count');
    expect(chart?.series.map((s) => s.data)).toEqual([
      [100, 310],
      [0, 50],
    ]);
  });

  it('notes a model made more cheaply than the last time (the learning curve)', () => {
    expect(notes).toEqual(['warehouse.productions.notes.learning(model:m1,USD 1800.5,10%,1)']);
  });

  it('shows an empty table for a round without production', () => {
    const idle = productions(inputOf(data, 3));
    expect(idle.tables[0]?.rows).toEqual([]);
    const none = productions(inputOf(analysesOf([{ round: 1, result: { productions: [] } }])));
    expect(none.tables[0]?.rows).toEqual([]);
    expect(none.chart).toBeUndefined();
  });
});
