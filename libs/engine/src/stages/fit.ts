import type { Segment } from '../screenplay/market.schema';
import type { ModelState } from '../state/state.schema';

/** Over-delivering an attribute is worth less than under-delivering costs. */
const ABOVE_IDEAL = 0.3;

/**
 * How well a model's physical attributes fit a segment's ideal grades this round (<= 0):
 * each missing grade below the ideal costs the attribute's weight, each grade above a little.
 */
export function attributeFit(model: ModelState, segment: Segment, ideals: Readonly<Record<string, number>>): number {
  let fit = 0;
  for (const ideal of segment.attributeIdeals) {
    const want = ideals[ideal.attributeId] ?? ideal.ideal;
    const have = model.attributes[ideal.attributeId] ?? 0;
    fit -= ideal.weight * (have < want ? want - have : ABOVE_IDEAL * (have - want));
  }
  return fit;
}
