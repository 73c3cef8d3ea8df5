import { DISCOUNT_RANGE, ErrorCode, type Refusal } from '@simbiz/contracts';
import { currentRoundRefusal } from '../stores/store-rules';

/** A discount of 1% to 60% of the listing's price, in whole percent (220009). */
export function discountRefusal(discount: number): Refusal | null {
  return Number.isInteger(discount) && discount >= DISCOUNT_RANGE.min && discount <= DISCOUNT_RANGE.max ? null : { code: ErrorCode.promotionBudgetInvalid };
}

/**
 * A new product promotion: on a store product of the company's own (210015 for anyone else's or
 * none), which is online (220005, section 4: a promotion needs the product online), once a round
 * per product (220013), at a discount in range (220009).
 */
export function productPromotionRefusal(product: { online: boolean } | undefined, promotedThisRound: boolean, discount: number): Refusal | null {
  if (!product) return { code: ErrorCode.storeProductNotFound };
  if (!product.online) return { code: ErrorCode.promotionProductOffline };
  if (promotedThisRound) return { code: ErrorCode.promotionExists };
  return discountRefusal(discount);
}

/**
 * Changing or taking back a product promotion: it must be the company's own (220001 for anyone
 * else's or none) and made this round (130049 to edit, 130047 to delete: the code given says which).
 */
export function promotionChangeRefusal(
  promotion: { round: number } | undefined,
  round: number,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Refusal | null {
  if (!promotion) return { code: ErrorCode.promotionNotFound };
  return currentRoundRefusal(promotion.round, round, refusal);
}

/** The engine's discount, a fraction of the price, of one in whole percent (60 → 0.6). */
export function engineDiscount(percent: number): number {
  return percent / 100;
}
