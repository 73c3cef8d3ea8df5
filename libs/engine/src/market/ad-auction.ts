/**
 * The ad auction of a platform and segment keyword: a generalised second-price auction.
 * Listings rank by bid × quality; the one in slot i pays just enough to keep its rank:
 * floor(nextBid × nextQuality / quality) + 1 minor unit, never above its own bid and never below
 * the reserve price. The last ranked pays the reserve. Exact ties keep the order of the bids.
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

export function runGeneralisedSecondPrice(
  bids: readonly AuctionBid[],
  slotCount: number,
  reservePrice: number,
): AuctionWin[] {
  const ranked = bids
    .map((b, order) => ({ ...b, order, score: b.bid * b.quality }))
    .filter((b) => b.bid >= reservePrice && b.quality > 0 && Number.isFinite(b.score))
    .sort((x, y) => y.score - x.score || x.order - y.order);
  const wins: AuctionWin[] = [];
  for (let slot = 0; slot < Math.min(slotCount, ranked.length); slot++) {
    const own = ranked[slot];
    if (!own) break;
    const next = ranked[slot + 1];
    const keepRank = next ? Math.floor((next.bid * next.quality) / own.quality) + 1 : reservePrice;
    wins.push({ listingId: own.listingId, slot, pricePerClick: Math.min(own.bid, Math.max(reservePrice, keepRank)) });
  }
  return wins;
}

/**
 * Clicks bought in a day: the slot's impressions times its click-through rate, stopped when the
 * daily budget cannot pay for another click.
 */
export function clicksWithinBudget(impressions: number, clickThroughRate: number, pricePerClick: number, dailyBudget: number): number {
  const wanted = Math.floor(impressions * clickThroughRate);
  if (pricePerClick <= 0) return wanted;
  return Math.max(0, Math.min(wanted, Math.floor(dailyBudget / pricePerClick)));
}
