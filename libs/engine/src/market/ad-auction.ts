import { robustFloor } from '../core/money';

/**
 * The ad auction of a platform and segment keyword: a generalised second-price auction.
 * Listings rank by bid × quality; the one in slot i pays just enough to keep its rank:
 * floor(nextBid × nextQuality / quality) + 1 minor unit, never above its own bid and never below
 * the reserve price. The last ranked pays the reserve. Exact ties keep the order of the bids.
 * Every floor here is robustFloor: a value that is whole but for floating-point error counts as whole.
 */
export interface AuctionBid {
  listingId: string;
  /** Cost per click the bidder is willing to pay, in minor units. */
  bid: number;
  /** Quality score (relevance, rating, conversion history), > 0. */
  quality: number;
}

export interface AuctionWin {
  listingId: string;
  /** 0 is the top slot. */
  slot: number;
  /** What one click costs the winner, in minor units. */
  pricePerClick: number;
}

export function runGeneralisedSecondPrice(bids: readonly AuctionBid[], slotCount: number, reservePrice: number): AuctionWin[] {
  // Only the winners and the first loser matter: keep the best slotCount + 1, in rank order.
  const keep = slotCount + 1;
  const top: { bid: AuctionBid; order: number; score: number }[] = [];
  bids.forEach((bid, order) => {
    const score = bid.bid * bid.quality;
    if (bid.bid < reservePrice || !(bid.quality > 0) || !Number.isFinite(score)) return;
    if (top.length === keep && score <= (top[keep - 1]?.score ?? -Infinity)) return;
    let at = top.length;
    while (at > 0 && (top[at - 1]?.score ?? 0) < score) at--;
    top.splice(at, 0, { bid, order, score });
    if (top.length > keep) top.pop();
  });
  const wins: AuctionWin[] = [];
  for (let slot = 0; slot < Math.min(slotCount, top.length); slot++) {
    const own = top[slot];
    if (!own) break;
    const next = top[slot + 1];
    const keepRank = next ? robustFloor((next.bid.bid * next.bid.quality) / own.bid.quality) + 1 : reservePrice;
    wins.push({ listingId: own.bid.listingId, slot, pricePerClick: Math.min(own.bid.bid, Math.max(reservePrice, keepRank)) });
  }
  return wins;
}

/**
 * Clicks bought in a day: the slot's impressions times its click-through rate, stopped when the
 * daily budget cannot pay for another click. Price and budget are in the same currency.
 */
export function clicksWithinBudget(impressions: number, clickThroughRate: number, pricePerClick: number, dailyBudget: number): number {
  const wanted = robustFloor(impressions * clickThroughRate);
  if (pricePerClick <= 0) return wanted;
  return Math.max(0, Math.min(wanted, robustFloor(dailyBudget / pricePerClick)));
}

/**
 * Clicks a wallet pays for, at most `wanted`, and what they cost in whole minor units of the
 * wallet's currency. The cost is floored, never rounded up, so no click costs more than its price
 * (after a currency conversion the price is a fraction of a minor unit), and never exceeds the wallet.
 */
export function clicksPaidFromWallet(wanted: number, pricePerClick: number, wallet: number): { clicks: number; spend: number } {
  const funds = Math.max(0, wallet);
  const affordable = pricePerClick > 0 ? robustFloor(funds / pricePerClick) : wanted;
  const clicks = Math.max(0, Math.min(wanted, affordable));
  return { clicks, spend: Math.min(funds, robustFloor(clicks * pricePerClick)) };
}
