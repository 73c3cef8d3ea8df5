import { ErrorCode, type Refusal } from '@simbiz/contracts';

/**
 * The stock a clearance or reallocation plan draws on: what the last resolved round left of the
 * model at the warehouse, and what this round's other plans (of either kind) already take of it.
 * Units made or arriving this round are not counted: how many the engine makes or delivers is
 * known only once the round is resolved, so they are available the round after.
 */
export interface StockDrawn {
  closing: number;
  plannedByOthers: number;
}

/** The most a plan may take: the closing stock less the other plans on it (never below 0). */
export function availableUnits(stock: StockDrawn): number {
  return Math.max(0, stock.closing - stock.plannedByOthers);
}

/**
 * A plan's quantity: the model must have stock there (300009), and the quantity must be between 1
 * and what is available, refused with the area's code (300015, 300023) and the most allowed.
 */
export function quantityRefusal(
  quantity: number,
  stock: StockDrawn,
  outOfRange: typeof ErrorCode.clearanceQuantityOutOfRange | typeof ErrorCode.reallocationQuantityOutOfRange,
): Refusal | null {
  if (stock.closing <= 0) return { code: ErrorCode.inventoryNotFound };
  const max = availableUnits(stock);
  return quantity < 1 || quantity > max ? { code: outOfRange, params: { max } } : null;
}

/** A plan can be edited (130049) or deleted (130047) only in the round that made it, the code given saying which. */
export function currentRoundRefusal(
  planRound: number,
  round: number,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Refusal | null {
  return planRound === round ? null : { code: refusal };
}
