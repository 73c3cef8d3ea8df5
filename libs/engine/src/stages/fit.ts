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
