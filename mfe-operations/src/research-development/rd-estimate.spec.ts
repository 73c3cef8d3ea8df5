import { attributesToPlan, costToTarget, modelsOfRound, productLabel, prototypeLabel, roundsToTarget, targetGrades } from './rd-estimate';

const screen = { attributeId: 'screen', grade: 2, gradeMax: 5, progress: 4_000, stepCosts: [15_000, 18_750, 22_500] };

describe('what an R&D plan comes to, before it is made', () => {
  it('offers the grades above the one researched, up to the highest, and none at the highest', () => {
    expect(targetGrades(screen)).toEqual([3, 4, 5]);
    expect(targetGrades({ grade: 5, gradeMax: 5 })).toEqual([]);
  });

  it('adds the steps from the next grade to the target and takes off the progress already made', () => {
    expect(costToTarget(screen, 3)).toBe(11_000);
    expect(costToTarget(screen, 5)).toBe(15_000 + 18_750 + 22_500 - 4_000);
    expect(costToTarget({ ...screen, progress: 0 }, 4)).toBe(33_750);
  });

  it('costs nothing for a grade already researched or paid for, and never counts steps past the highest', () => {
    expect(costToTarget(screen, 2)).toBe(0);
    expect(costToTarget({ ...screen, progress: 20_000 }, 3)).toBe(0);
    expect(costToTarget(screen, 9)).toBe(costToTarget(screen, 5));
  });

  it('counts the rounds of funding that cover the cost, a part round as a whole one', () => {
    expect(roundsToTarget(33_750, 10_000)).toBe(4);
    expect(roundsToTarget(30_000, 10_000)).toBe(3);
    expect(roundsToTarget(1, 10_000)).toBe(1);
    expect(roundsToTarget(0, 10_000)).toBe(0);
  });

  it('gives no rounds without an investment', () => {
    expect(roundsToTarget(30_000, 0)).toBeNull();
    expect(roundsToTarget(30_000, Number.NaN)).toBeNull();
  });

  it('leaves out of a new plan the attributes at their highest grade and those with a plan that still funds', () => {
    const standings = [screen, { ...screen, attributeId: 'battery' }, { ...screen, attributeId: 'weight' }, { ...screen, attributeId: 'camera', grade: 5 }];
    const plans = [
      { attributeId: 'battery', status: 'inProgress' },
      { attributeId: 'weight', status: 'planned' },
      { attributeId: 'screen', status: 'completed' },
      { attributeId: 'screen', status: 'stopped' },
    ];
    expect(attributesToPlan(standings, plans).map((s) => s.attributeId)).toEqual(['screen']);
  });

  it('writes prototypes and their products as the specification shows them', () => {
    expect(prototypeLabel(7)).toBe('RD-7');
    expect(productLabel(7)).toBe('YCD-7');
  });

  it('binds prototypes only to models of the current round', () => {
    const models = [
      { modelId: 'old', createdRound: 1 },
      { modelId: 'new', createdRound: 2 },
    ];
    expect(modelsOfRound(models, 2).map((m) => m.modelId)).toEqual(['new']);
    expect(modelsOfRound(models, null)).toEqual([]);
  });
});
