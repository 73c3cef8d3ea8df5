/** A listing shoppers of one platform and segment can choose, with its share of their sessions. */
export interface ChoiceOption {
  utility: number;
  /** w_j: the listing's share of sessions (exposure), >= 0. */
  exposure: number;
}

/**
 * Exposure-weighted multinomial logit with an outside option (not buying):
 * share_j = w_j e^{U_j} / (e^{U_0} + Σ_k w_k e^{U_k}). Computed with the largest utility
 * subtracted, so large utilities never overflow.
 */
export function choiceShares(options: readonly ChoiceOption[], outsideUtility: number): { shares: number[]; outside: number } {
  const top = Math.max(outsideUtility, ...options.map((o) => o.utility));
  const weights = options.map((o) => Math.max(0, o.exposure) * Math.exp(o.utility - top));
  const outsideWeight = Math.exp(outsideUtility - top);
  const total = outsideWeight + weights.reduce((s, w) => s + w, 0);
  return { shares: weights.map((w) => w / total), outside: outsideWeight / total };
}
