import { ErrorCode, type Refusal } from '@simbiz/contracts';
import type { Platform } from '@simbiz/engine';
import { currentRoundRefusal } from '../stores/store-rules';

/** What a company can spend in a round, asked of finance (base currency minor units). */
export interface RoundFunds {
  cashAtStart: number;
  newLoans: number;
}

/** A recharge tops up the wallet of a platform whose auction runs (130057) by a positive whole amount (210045). */
export function rechargeRefusal(platform: Pick<Platform, 'adAuction'>, amount: number): Refusal | null {
  if (!platform.adAuction.enabled) return { code: ErrorCode.adAuctionNotEnabled };
  return Number.isInteger(amount) && amount > 0 ? null : { code: ErrorCode.rechargeAmountInvalid };
}

/**
 * The round's recharges of the company together, this one made or changed, cost no more than the
 * cash it starts the round with plus the loans it takes this round (210047): the engine moves the
 * money into the wallet before anything sells. As with production plans, a change that does not
 * raise the total passes, so a team can mend an earlier recharge.
 */
export function rechargeCashRefusal(totalAfter: number, totalBefore: number, funds: RoundFunds): Refusal | null {
  if (totalAfter <= totalBefore) return null;
  return totalAfter <= Math.max(0, funds.cashAtStart) + funds.newLoans ? null : { code: ErrorCode.rechargeInsufficientCash };
}

/**
 * Changing or taking back a recharge: it must be the company's own (210037, the ad auction's "does
 * not exist", for anyone else's or none: the catalogue has no recharge of its own) and made this
 * round (130049 to edit, 130047 to delete: the code given says which).
 */
export function rechargeChangeRefusal(
  recharge: { round: number } | undefined,
  round: number,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Refusal | null {
  if (!recharge) return { code: ErrorCode.adAuctionNotFound };
  return currentRoundRefusal(recharge.round, round, refusal);
}
