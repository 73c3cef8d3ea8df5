import type { ModelState } from '../state/state.schema';
import { type ScreenplayIndex, indexOf } from './screenplay-index';

type Category = ScreenplayIndex['screenplay']['categories'][number];
export type UnitSize = Readonly<{ volume: number; weight: number }>;

/** The category a model belongs to: the first whose attributes include all of the model's. */
function categoryOf(index: ScreenplayIndex, model: ModelState): Category | undefined {
  const known = index.categoryByAttributes;
  if (known.has(model.attributes)) return known.get(model.attributes);
  const attributes = Object.keys(model.attributes);
  const category = index.screenplay.categories.find((c) => attributes.every((a) => c.attributeIds.includes(a))) ?? index.screenplay.categories[0];
  known.set(model.attributes, category);
  return category;
}

/** Unit cost before learning: category base + what each grade adds (each further grade dearer), raised by claimed value propositions. */
export function baseUnitCost(index: ScreenplayIndex, model: ModelState): number {
  const category = categoryOf(index, model);
  const rise = index.screenplay.production.gradeCostRise;
  let cost = category?.baseUnitCost ?? 0;
  for (const attributeId in model.attributes) {
    const grade = model.attributes[attributeId] ?? 0;
    cost += (grade + (rise * grade * (grade - 1)) / 2) * (index.attributes.get(attributeId)?.unitCostPerGrade ?? 0);
  }
  const uplift = model.valuePropositionIds.reduce((s, id) => s + (index.propositions.get(id)?.costFactor ?? 0), 0);
  return cost * (1 + uplift);
}

/**
 * Average unit cost of a batch on the learning curve: base × (volume / firstBatch)^(-learning),
 * with volume the cumulative output at the batch's midpoint (never below the first batch).
 */
export function batchUnitCost(index: ScreenplayIndex, model: ModelState, quantity: number): number {
  const { firstBatch, learning } = index.screenplay.production;
  const midpoint = Math.max(firstBatch, model.cumulativeProduced + quantity / 2);
  return baseUnitCost(index, model) * (midpoint / firstBatch) ** -learning;
}

const NO_SIZE: UnitSize = Object.freeze({ volume: 0, weight: 0 });
const sizes = new WeakMap<Category, UnitSize>();

/** Package volume (m³) and weight (kg) of one unit of a model (one shared object per category). */
export function unitSize(index: ScreenplayIndex, model: ModelState): UnitSize {
  const category = categoryOf(index, model);
  if (!category) return NO_SIZE;
  let size = sizes.get(category);
  if (!size) sizes.set(category, (size = Object.freeze({ volume: category.packageVolumeM3, weight: category.packageWeightKg })));
  return size;
}

/**
 * What a batch of a model would cost a unit, for planners outside a round (bots, tools): the
 * learning-curve cost of `quantity` more units of a model with this design and history.
 */
export function modelUnitCost(
  screenplay: ScreenplayIndex['screenplay'],
  model: Pick<ModelState, 'attributes' | 'valuePropositionIds' | 'cumulativeProduced'>,
  quantity: number,
): number {
  return batchUnitCost(indexOf(screenplay), model as ModelState, Math.max(1, quantity));
}
