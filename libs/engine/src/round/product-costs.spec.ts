import { SHIPPED_SCREENPLAYS } from '../screenplay/shipped/index';
import { modelUnitCost } from './product-costs';

const starter = SHIPPED_SCREENPLAYS.starter;
const design = (capacity: number) => ({ attributes: { capacity }, valuePropositionIds: [], cumulativeProduced: 0 });
/** The first batch's cost (no learning yet) of a model with only a capacity grade. */
const cost = (screenplay: typeof starter, capacity: number) => modelUnitCost(screenplay, design(capacity), screenplay.production.firstBatch / 2);

describe('unit cost of grades', () => {
  const perGrade = starter.attributes.find((a) => a.id === 'capacity')?.unitCostPerGrade ?? 0;
  const base = starter.categories[0]?.baseUnitCost ?? 0;

  it('makes each further grade dearer by gradeCostRise: grade g adds perGrade × (g + rise × g(g − 1)/2)', () => {
    const rise = starter.production.gradeCostRise;
    expect(rise).toBeGreaterThan(0);
    for (const grade of [1, 3, 8]) expect(cost(starter, grade)).toBeCloseTo(base + perGrade * (grade + (rise * grade * (grade - 1)) / 2), 6);
    // The eighth grade costs more than the second: quality is not a flat add-on.
    expect(cost(starter, 8) - cost(starter, 7)).toBeGreaterThan(cost(starter, 2) - cost(starter, 1));
  });

  it('keeps every grade at the same price when the rise is 0 (a screenplay that does not set it)', () => {
    const flat = { ...starter, production: { ...starter.production, gradeCostRise: 0 } };
    expect(cost(flat, 8) - cost(flat, 7)).toBeCloseTo(perGrade, 6);
    expect(cost(flat, 2) - cost(flat, 1)).toBeCloseTo(perGrade, 6);
  });
});
