import { ErrorCode, type Refusal } from '@simbiz/contracts';
import { indexOf, type Platform, type Screenplay, type Segment } from '@simbiz/engine';
import { currentRoundRefusal } from '../stores/store-rules';

type Auction = Pick<Platform, 'adAuction'>;

/**
 * An ad bid on a platform: the platform's auction must be enabled (130057) and the cost per click
 * within its range (210039, with min and max in minor units of the platform's `currency`).
 */
export function adBidRefusal(platform: Auction, costPerClick: number, currency: string): Refusal | null {
  const { enabled, costPerClickMin: min, costPerClickMax: max } = platform.adAuction;
  if (!enabled) return { code: ErrorCode.adAuctionNotEnabled };
  if (!(costPerClick >= min && costPerClick <= max)) return { code: ErrorCode.costPerClickOutOfRange, params: { min, max, currency } };
  return null;
}

/** A daily budget (base currency) buys one click at the bid at least (210041): the engine stops buying clicks at the budget. */
export function adBudgetRefusal(dailyBudget: number, clickInBase: number): Refusal | null {
  return dailyBudget >= clickInBase ? null : { code: ErrorCode.adBudgetBelowBid };
}

/** What a bid offers: a cost per click (the platform's currency) and a daily budget (base currency), with the click's cost in base. */
export interface BidTerms {
  costPerClick: number;
  dailyBudget: number;
  clickInBase: number;
  currency: string;
}

/** A bid's money, made or changed: an enabled auction (130057), a cost per click in range (210039), a budget of one click (210041). */
export function bidTermsRefusal(platform: Auction, terms: BidTerms): Refusal | null {
  return adBidRefusal(platform, terms.costPerClick, terms.currency) ?? adBudgetRefusal(terms.dailyBudget, terms.clickInBase);
}

/**
 * A new bid: for a store product of the company's own (210015 for anyone else's or none) that is
 * online (210023), on a segment keyword of its platform's market (210037), with terms the platform
 * takes (bidTermsRefusal), once a round per product and keyword (210043).
 */
export function newAdBidRefusal(
  product: { online: boolean } | undefined,
  platform: (Auction & Pick<Platform, 'marketId'>) | undefined,
  segment: Pick<Segment, 'marketId'> | undefined,
  terms: BidTerms,
  bidOnKeyword: boolean,
): Refusal | null {
  if (!product || !platform) return { code: ErrorCode.storeProductNotFound };
  if (!product.online) return { code: ErrorCode.storeProductNotOnline };
  if (!platform.adAuction.enabled) return { code: ErrorCode.adAuctionNotEnabled };
  if (segment?.marketId !== platform.marketId) return { code: ErrorCode.adAuctionNotFound };
  return bidTermsRefusal(platform, terms) ?? (bidOnKeyword ? { code: ErrorCode.adAuctionProductBidding } : null);
}

/**
 * Changing or taking back a bid: it must be the company's own (210037 for anyone else's or none)
 * and made this round (130049 to edit, 130047 to delete: the code given says which).
 */
export function adBidChangeRefusal(
  bid: { round: number } | undefined,
  round: number,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Refusal | null {
  if (!bid) return { code: ErrorCode.adAuctionNotFound };
  return currentRoundRefusal(bid.round, round, refusal);
}

/**
 * A click's cost in minor units of the base currency at the round's rate of the platform's market:
 * the engine's own conversion (ScreenplayIndex.toBase), with which it holds the bid to the budget.
 */
export function clickInBase(screenplay: Screenplay, platform: Pick<Platform, 'marketId'>, costPerClick: number, round: number): number {
  return indexOf(screenplay).toBase(costPerClick, platform.marketId, round);
}
