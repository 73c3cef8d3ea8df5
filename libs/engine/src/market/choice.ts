import { splitByLargestRemainder } from '../core/money';

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

export interface StockedOption extends ChoiceOption {
  /** Units that can be delivered to this market. */
  stock: number;
}

/**
 * Orders of `shoppers` among listings with limited stock. Demand above a listing's stock is
 * re-offered to the shoppers who wanted it, by solving the choice again without the sold-out
 * listing (each listing sells out at most once). Orders are whole numbers, never above stock.
 */
export function allocateOrders(shoppers: number, options: readonly StockedOption[], outsideUtility: number): number[] {
  const demand = options.map(() => 0);
  const soldOut = options.map(() => false);
  let unserved = shoppers;
  for (let pass = 0; pass <= options.length && unserved > 1e-9; pass++) {
    const open = options.map((o, i) => (soldOut[i] ? { ...o, exposure: 0 } : o));
    const { shares } = choiceShares(open, outsideUtility);
    shares.forEach((s, i) => (demand[i] = (demand[i] ?? 0) + unserved * s));
    unserved = 0;
    options.forEach((o, i) => {
      const excess = (demand[i] ?? 0) - o.stock;
      if (!soldOut[i] && excess > 1e-9) {
        soldOut[i] = true;
        demand[i] = o.stock;
        unserved += excess;
      }
    });
  }
  const whole = splitByLargestRemainder(Math.round(demand.reduce((s, d) => s + d, 0)), demand);
  return whole.map((n, i) => Math.min(n, Math.floor(options[i]?.stock ?? 0)));
}
