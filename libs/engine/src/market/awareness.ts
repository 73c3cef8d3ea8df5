/**
 * Awareness of a brand in a segment after a round of company promotion:
 * A' = A(1-decay) + (1 - A(1-decay)) · (1 - exp(-effect · reach)). Each extra reach point buys
 * less awareness than the one before (diminishing returns), and awareness stays in [0, 1].
 */
export function nextAwareness(awareness: number, decay: number, effect: number, reach: number): number {
  const kept = awareness * (1 - decay);
  return kept + (1 - kept) * (1 - Math.exp(-effect * Math.max(0, reach)));
}

/** Exponential smoothing of perception toward what a brand claims and delivers. */
export function smoothToward(current: number, target: number, speed: number): number {
  return current + (target - current) * speed;
}
