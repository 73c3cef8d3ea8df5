import { kthSmallest } from '../core/select';
import type { RoundContext } from '../round/round-context';
import type { Segment } from '../screenplay/market.schema';
import { auction, collectBids } from './auction-traffic';
import { type Listing, listingAwareness, listingFit } from './listings';
import { paidTraffic } from './paid-traffic';
import type { SessionTable } from './session-table';
import { platformShoppers } from './traffic-sessions';

/**
 * Stage 6: sessions reach listings through organic search (by last round's sales, rating,
 * showcase and awareness), the ad auction (GSP per platform and segment keyword, paid from the
 * ad wallet within the daily budget), traffic packages, merchant livestreams and influencers.
 * The wallets are topped up before (rechargeWallets, company by company after stage 5).
 */
export function routeTraffic(ctx: RoundContext, listings: readonly Listing[], sessions: SessionTable): void {
  const byPlatform = new Map<string, Listing[]>();
  for (const l of listings) {
    const list = byPlatform.get(l.platform.id);
    if (list) list.push(l);
    else byPlatform.set(l.platform.id, [l]);
  }
  const bids = collectBids(listings);
  const shoppers = platformShoppers(ctx);
  for (const platform of ctx.screenplay.platforms) {
    const here = byPlatform.get(platform.id) ?? [];
    const segments = ctx.index.segmentsByMarket.get(platform.marketId) ?? [];
    const ranks = organicRanks(here, segments);
    const perDay = shoppers.get(platform.id) ?? [];
    segments.forEach((segment, slot) => {
      const daily = perDay[slot] ?? 0;
      const rank = ranks.subarray(slot * here.length, (slot + 1) * here.length);
      organic(sessions, here, rank, slot, daily * ctx.days * platform.organicReach);
      const keyword = bids.get(platform.id)?.get(segment.id);
      if (platform.adAuction.enabled && keyword) auction(ctx, sessions, keyword, segment.id, daily);
    });
  }
  paidTraffic(ctx, sessions, listings, shoppers);
}

/** Organic rank of a brand nobody knows, against 1 + this for a brand everyone knows. */
const ORGANIC_UNAWARE = 3;

/** Organic search shows no listing that would earn less than one session a round in a segment. */
const MIN_ORGANIC_SESSIONS = 1;

/**
 * The organic rank of each listing of a platform in each segment of its market: relevance to the
 * segment (how well the model fits it), its standing (last round's sales, rating, showcase:
 * Listing.standing) and brand awareness. By slot, then listing: the ranks in a segment are one run of the array.
 */
function organicRanks(listings: readonly Listing[], segments: readonly Segment[]): Float64Array {
  const count = listings.length;
  const ranks = new Float64Array(count * segments.length);
  listings.forEach((l, i) => {
    const { standing } = l;
    for (let slot = 0; slot < segments.length; slot++) {
      const awareness = listingAwareness(l, slot);
      ranks[slot * count + i] = standing * Math.exp(listingFit(l, slot)) * (ORGANIC_UNAWARE + awareness);
    }
  });
  return ranks;
}

/**
 * Organic search ranks listings in a segment (`weights`, their organic ranks, which it uses up),
 * shows the platform's `searchResults` best of them, and sessions follow the ranking.
 */
function organic(table: SessionTable, listings: readonly Listing[], weights: Float64Array, slot: number, sessions: number): void {
  if (sessions <= 0) return;
  const count = listings.length;
  const shown = listings[0]?.platform.searchResults ?? Infinity;
  if (count > shown) {
    // Search shows the best `shown` listings; the rest of the ranking gets no organic session.
    const cut = kthSmallest(weights, count - shown);
    let ties = 0;
    for (let i = 0; i < count; i++) if ((weights[i] as number) > cut) ties++;
    for (let i = 0; i < count; i++) {
      const w = weights[i] as number;
      if (w < cut || (w === cut && ties++ >= shown)) weights[i] = 0;
    }
  }
  let total = 0;
  for (let i = 0; i < count; i++) total += weights[i] as number;
  if (total <= 0) return;
  // Listings too far down the ranking get no session; the others share the round's sessions.
  const floor = (MIN_ORGANIC_SESSIONS * total) / sessions;
  for (let i = 0; i < count; i++) {
    const w = weights[i] as number;
    if (w < floor) {
      total -= w;
      weights[i] = 0;
    }
  }
  if (total <= 0) return;
  for (let i = 0; i < count; i++) {
    const w = weights[i] as number;
    if (w > 0) table.add(listings[i] as Listing, slot, 'organic', (sessions * w) / total);
  }
}
