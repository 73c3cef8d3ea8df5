import type { Segment } from '../screenplay/market.schema';
import type { ModelState } from '../state/state.schema';

/** Over-delivering an attribute is worth less than under-delivering costs, and only up to two grades. */
const ABOVE_IDEAL = 0.3;
const ABOVE_IDEAL_CAP = 2;

/**
 * How well a model's physical attributes fit a segment's ideal grades this round: each grade
 * below the ideal costs the attribute's weight; each grade above (up to two) earns a little.
 */
export function attributeFit(model: ModelState, segment: Segment, ideals: Readonly<Record<string, number>>): number {
  let fit = 0;
  for (const ideal of segment.attributeIdeals) {
    const want = ideals[ideal.attributeId] ?? ideal.ideal;
    const have = model.attributes[ideal.attributeId] ?? 0;
    fit += have < want ? -ideal.weight * (want - have) : ideal.weight * ABOVE_IDEAL * Math.min(ABOVE_IDEAL_CAP, have - want);
  }
  return fit;
}

const fits = new WeakMap<ModelState, Map<string, number>>();

/**
 * attributeFit, computed once per model and segment in a round: the organic ranking, the ad
 * auction's quality score and the choice utility all ask for it. Models are copied every round,
 * so a model object never outlives the segment ideals it was measured against.
 */
export function fitOf(model: ModelState, segment: Segment, ideals: Readonly<Record<string, number>>): number {
  let bySegment = fits.get(model);
  if (!bySegment) fits.set(model, (bySegment = new Map()));
  let fit = bySegment.get(segment.id);
  if (fit === undefined) bySegment.set(segment.id, (fit = attributeFit(model, segment, ideals)));
  return fit;
}
