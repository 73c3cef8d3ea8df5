import type { RoundContext } from '../round/round-context';
import { auction, collectBids, rechargeWallets } from './auction-traffic';
import { type Listing, listingFit } from './listings';
import { paidTraffic } from './paid-traffic';
import { add, dailyShoppers, slotOf } from './traffic-sessions';

/**
 * Stage 6: sessions reach listings through organic search (by last round's sales, rating,
 * showcase and awareness), the ad auction (GSP per platform and segment keyword, paid from the
 * ad wallet within the daily budget), traffic packages, merchant livestreams and influencers.
 */
export function routeTraffic(ctx: RoundContext, listings: readonly Listing[]): void {
  const byPlatform = new Map<string, Listing[]>();
  for (const l of listings) {
    const list = byPlatform.get(l.platform.id);
    if (list) list.push(l);
    else byPlatform.set(l.platform.id, [l]);
  }
  for (const c of ctx.companies) rechargeWallets(ctx, c);
  const bids = collectBids(listings);
  for (const platform of ctx.screenplay.platforms) {
    const here = byPlatform.get(platform.id) ?? [];
    for (const segment of ctx.index.segmentsByMarket.get(platform.marketId) ?? []) {
      const daily = dailyShoppers(ctx, segment.id, platform.id);
      organic(ctx, here, segment.id, daily * ctx.days * platform.organicReach);
      const keyword = bids.get(platform.id)?.get(segment.id);
      if (platform.adAuction.enabled && keyword) auction(ctx, keyword, segment.id, daily);
    }
  }
  paidTraffic(ctx, byPlatform);
}

/**
 * How strongly last round's sales lift a listing in search: (1 + sold)^this. A best seller ranks
 * higher, but a new listing is not buried (with a square root, 5,000 sales outranked a newcomer 70
 * to 1; with 0.25, about 8 to 1).
 */
const SALES_RANK_EXPONENT = 0.25;
const standing = new WeakMap<Listing, number>();
/** A new listing of a brand starts with this share of the brand's best seller's rank on the platform (its store's following). */
const BRAND_CARRY_OVER = 0.5;

const bestSellers = new WeakMap<Listing['company'], Map<string, number>>();
/** Units the brand's best-selling listing on the listing's platform sold last round. */
function brandBest(l: Listing): number {
  let best = bestSellers.get(l.company);
  if (!best) {
    best = new Map();
    const brandOf = new Map(l.company.state.models.map((m) => [m.id, m.brandId]));
    for (const [key, sold] of Object.entries(l.company.state.lastSales)) {
      const [platformId = '', item = ''] = key.split('/');
      const brandId = brandOf.get(item);
      if (!brandId) continue;
      const at = `${platformId}/${brandId}`;
      best.set(at, Math.max(best.get(at) ?? 0, sold));
    }
    bestSellers.set(l.company, best);
  }
  return best.get(`${l.platform.id}/${l.brandId}`) ?? 0;
}
/** The segment-independent part of a listing's organic rank: last round's sales, rating, showcase. */
function organicStanding(l: Listing): number {
  let value = standing.get(l);
  if (value === undefined) {
    const sold = Math.max(l.company.state.lastSales[l.key] ?? 0, BRAND_CARRY_OVER * brandBest(l));
    const rating = l.models.reduce((s, m) => s + m.rating, 0) / l.models.length;
    value = (1 + sold) ** SALES_RANK_EXPONENT * (rating / 3) * (1 + l.showcaseLift);
    standing.set(l, value);
  }
  return value;
}

/** Organic rank of a brand nobody knows, against 1 + this for a brand everyone knows. */
const ORGANIC_UNAWARE = 3;

/** Organic search shows no listing that would earn less than one session a round in a segment. */
const MIN_ORGANIC_SESSIONS = 1;

/**
 * Organic search ranks listings by relevance to the segment (how well the model fits it),
 * last round's sales, rating, showcase and brand awareness, shows the platform's `searchResults`
 * best of them, and sessions follow the ranking.
 */
function organic(ctx: RoundContext, listings: readonly Listing[], segmentId: string, sessions: number): void {
  const segment = ctx.index.segments.get(segmentId);
  const ideals = ctx.segments[segmentId]?.ideals ?? {};
  if (!segment || sessions <= 0) return;
  const slot = slotOf(ctx, segmentId);
  const weights = listings.map((l) => {
    const awareness = l.company.state.awareness[l.brandId]?.[segmentId] ?? 0;
    return organicStanding(l) * Math.exp(listingFit(l, segment, slot, ideals)) * (ORGANIC_UNAWARE + awareness);
  });
  const shown = listings[0]?.platform.searchResults ?? Infinity;
  if (weights.length > shown) {
    // Search shows the best `shown` listings; the rest of the ranking gets no organic session.
    const ascending = Float64Array.from(weights).sort();
    const cut = ascending[ascending.length - shown] ?? 0;
    let ties = weights.filter((w) => w > cut).length;
    weights.forEach((w, i) => {
      if (w < cut || (w === cut && ties++ >= shown)) weights[i] = 0;
    });
  }
  let total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return;
  // Listings too far down the ranking get no session; the others share the round's sessions.
  const floor = (MIN_ORGANIC_SESSIONS * total) / sessions;
  weights.forEach((w, i) => {
    if (w < floor) {
      total -= w;
      weights[i] = 0;
    }
  });
  if (total <= 0) return;
  listings.forEach((l, i) => {
    const w = weights[i] ?? 0;
    if (w > 0) add(l, slot, 'organic', (sessions * w) / total);
  });
}
