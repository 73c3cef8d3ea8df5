import { baseUnitCost, indexOf, type ModelState, modelUnitCost, SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { batchTotal, batchUnitCost, curvePoints, fallPerDoubling, plannedBefore, unitCostAt } from './learning-curve';

const curve = { firstBatch: 2_000, learning: 0.15 };

describe('the learning curve the productions page estimates with', () => {
  describe('agrees with the engine', () => {
    const design = (attributes: Record<string, number>, valuePropositionIds: string[], cumulativeProduced: number) =>
      ({
        id: 'm',
        brandId: 'b',
        name: 'M',
        attributes,
        valuePropositionIds,
        personaIds: [],
        cumulativeProduced,
        createdRound: 1,
        rating: 3,
      }) satisfies ModelState;
    const cases = [
      { screenplay: 'starter', model: design({ sleeve: 1 }, ['value'], 0), quantity: 1_000 },
      { screenplay: 'starter', model: design({ sleeve: 1 }, ['value'], 0), quantity: 2_000 },
      { screenplay: 'starter', model: design({ sleeve: 3, weight: 4 }, ['stylish', 'eco'], 25_000), quantity: 5_000 },
      { screenplay: 'starter', model: design({ capacity: 2 }, ['durable'], 1_999), quantity: 1 },
      { screenplay: 'global', model: design({ sleeve: 2, wheels: 1 }, ['value'], 130_000), quantity: 40_000 },
    ] as const;

    it.each(cases)(
      'costs a unit of $quantity more after $model.cumulativeProduced made ($screenplay) as the engine does',
      ({ screenplay, model, quantity }) => {
        const play = SHIPPED_SCREENPLAYS[screenplay];
        const base = baseUnitCost(indexOf(play), model);
        const { firstBatch, learning } = play.production;
        const ours = batchUnitCost({ firstBatch, learning }, base, model.cumulativeProduced, quantity);
        expect(ours).toBeCloseTo(modelUnitCost(play, model, quantity), 9);
      },
    );

    it('is checked on a curve that bends: the cases do not all sit on the flat first batch', () => {
      const costs = cases.map(({ screenplay, model, quantity }) => modelUnitCost(SHIPPED_SCREENPLAYS[screenplay], model, quantity));
      const bases = cases.map(({ screenplay, model }) => baseUnitCost(indexOf(SHIPPED_SCREENPLAYS[screenplay]), model));
      expect(costs.filter((cost, i) => cost < (bases[i] ?? 0) - 1e-9).length).toBeGreaterThanOrEqual(2);
    });
  });

  it('keeps the base cost over the first batch and lowers it as output grows', () => {
    expect(unitCostAt(curve, 1_000, 0)).toBe(1_000);
    expect(unitCostAt(curve, 1_000, 2_000)).toBe(1_000);
    expect(unitCostAt(curve, 1_000, 4_000)).toBeCloseTo(1_000 * 2 ** -0.15, 9);
    expect(batchUnitCost(curve, 1_000, 0, 4_000)).toBe(1_000);
    expect(batchUnitCost(curve, 1_000, 6_000, 4_000)).toBeCloseTo(1_000 * 4 ** -0.15, 9);
  });

  it('falls by the same share at each doubling of output', () => {
    const points = curvePoints(curve, 1_000);
    expect(points.map((p) => p.volume)).toEqual([2_000, 4_000, 8_000, 16_000]);
    for (let i = 1; i < points.length; i += 1) {
      expect(1 - (points[i]?.unitCost ?? 0) / (points[i - 1]?.unitCost ?? 1)).toBeCloseTo(fallPerDoubling(curve), 9);
    }
    expect(fallPerDoubling(curve)).toBeCloseTo(0.09875, 5);
    expect(fallPerDoubling({ learning: 0 })).toBe(0);
  });

  it('adds the set-up fee to the batch’s units, in whole minor units', () => {
    expect(batchTotal(1_397.649, 2_000, 500_000)).toBe(2_795_298 + 500_000);
    expect(batchTotal(1_470, 1, 500_000)).toBe(501_470);
  });

  it('counts the units this round’s earlier plans make of the same model first', () => {
    const plans = [
      { modelId: 'a', quantity: 2_000 },
      { modelId: 'b', quantity: 9_000 },
      { modelId: 'a', quantity: 500 },
    ];
    expect(plannedBefore(plans, 'a')).toBe(2_500);
    expect(plannedBefore(plans, 'c')).toBe(0);
  });
});
