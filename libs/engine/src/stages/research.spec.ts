import { resolveRound } from '../round/resolve-round';
import { decide } from '../test-support/decisions';
import { starter, starterWorld } from '../test-support/worlds';
import { nextGradeCost } from './research';

describe('stage 2: research and development', () => {
  it('makes each grade step cost more than the one before', () => {
    expect(nextGradeCost(1000, 1, 1)).toBe(1000);
    expect(nextGradeCost(1000, 3, 1)).toBe(1500);
  });

  it('turns funded steps into prototypes RD-n, and keeps the rest as progress', () => {
    const cost = nextGradeCost(starter.rnd.costPerGrade, 4, 1) + 1_000;
    const runs = Array.from({ length: 8 }, (_, i) =>
      resolveRound(starter, starterWorld('rd', 1), { c1: decide({ rnd: [{ attributeId: 'capacity', investment: cost }] }) }, `rd-${i}`),
    );
    for (const { state, results } of runs) {
      const row = results.companies[0]?.rnd[0];
      const c = state.companies[0];
      if (row?.completed) {
        expect(c?.prototypes).toEqual([{ id: 'RD-1', attributeId: 'capacity', grade: 4, round: 1 }]);
        expect(c?.rndProgress['capacity']).toBe(1_000);
      } else {
        expect(row?.setback).toBe(true);
        expect(c?.techGrades['capacity']).toBe(3);
        expect(c?.rndProgress['capacity']).toBe(cost);
      }
      expect(results.companies[0]?.incomeStatement.researchAndDevelopment).toBe(cost);
    }
    // With a 15% setback chance, eight seeds see at least one completion.
    expect(runs.some((r) => r.results.companies[0]?.rnd[0]?.completed)).toBe(true);
  });

  it('refuses research beyond the top grade', () => {
    const world = starterWorld('rd-top', 1);
    const maxed = { ...world, companies: world.companies.map((c) => ({ ...c, techGrades: { ...c.techGrades, sleeve: 6 } })) };
    const { results } = resolveRound(starter, maxed, { c1: decide({ rnd: [{ attributeId: 'sleeve', investment: 5 }] }) }, 'x');
    expect(results.companies[0]?.warnings.map((w) => w.code)).toEqual(['gradeAlreadyReached']);
  });
});
