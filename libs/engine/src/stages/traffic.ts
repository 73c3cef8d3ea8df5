import { clicksWithinBudget, runGeneralisedSecondPrice } from '../market/ad-auction';
import type { Segment } from '../screenplay/market.schema';
import { type CompanyRound, type RoundContext, warn } from '../round/round-context';
import { type Listing, type SourceSessions, listingFit, noSessions } from './listings';

/** Shoppers of a segment on a platform per day. */
export function dailyShoppers(ctx: RoundContext, segmentId: string, platformId: string): number {
  const segment = ctx.index.segments.get(segmentId);
  return (ctx.segments[segmentId]?.size ?? 0) * (segment?.platformShares[platformId] ?? 0) * (segment?.visitsPerDay ?? 0);
}

function add(listing: Listing, slot: number, source: keyof SourceSessions, sessions: number, lift = 0): void {
  let row = listing.sessions[slot];
  if (!row) listing.sessions[slot] = row = noSessions();
  row[source] += sessions;
  if (lift > 0) {
    listing.liftedUtility ??= [];
    listing.liftedUtility[slot] = (listing.liftedUtility[slot] ?? 0) + sessions * lift;
  }
}

/** The slot of a segment within its market (see ScreenplayIndex.segmentSlot). */
function slotOf(ctx: RoundContext, segmentId: string): number {
  return ctx.index.segmentSlot.get(segmentId) ?? -1;
}

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

function rechargeWallets(ctx: RoundContext, c: CompanyRound): void {
  for (const r of c.decisions.recharges) {
    const platform = ctx.index.platforms.get(r.platformId);
    if (!platform || !c.state.stores.some((s) => s.platformId === r.platformId)) { warn(c, 'recharges', 'storeNotOpened', { platformId: r.platformId }); continue; }
    c.journal.post('adWallet', 'cash', r.amount, `recharge ${platform.id}`);
  }
}

const standing = new WeakMap<Listing, number>();
/** The segment-independent part of a listing's organic rank: last round's sales, rating, showcase. */
function organicStanding(l: Listing): number {
  let value = standing.get(l);
  if (value === undefined) {
    const sold = l.company.state.lastSales[l.key] ?? 0;
    const rating = l.models.reduce((s, m) => s + m.rating, 0) / l.models.length;
    value = Math.sqrt(1 + sold) * (rating / 3) * (1 + l.showcaseLift);
    standing.set(l, value);
  }
  return value;
}

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
    return organicStanding(l) * Math.exp(listingFit(l, segment, slot, ideals)) * (0.3 + awareness);
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

type Bid = CompanyRound['decisions']['adBids'][number];
type KeywordBids = Map<string, { listing: Listing; bid: Bid }[]>;

/** Every bid with the listing it is for, by platform and then segment keyword, in seat order. */
function collectBids(listings: readonly Listing[]): Map<string, KeywordBids> {
  const byCompany = new Map<CompanyRound, Map<string, Bid[]>>();
  const out = new Map<string, KeywordBids>();
  for (const l of listings) {
    if (l.packageId) continue;
    let own = byCompany.get(l.company);
    if (!own) {
      own = new Map();
      for (const b of l.company.decisions.adBids) {
        const key = `${b.platformId}/${b.modelId}`;
        const list = own.get(key);
        if (list) list.push(b);
        else own.set(key, [b]);
      }
      byCompany.set(l.company, own);
    }
    const bids = own.get(l.key);
    if (!bids) continue;
    let bySegment = out.get(l.platform.id);
    if (!bySegment) out.set(l.platform.id, (bySegment = new Map()));
    // The last bid for a keyword counts.
    const last = new Map(bids.map((b) => [b.segmentId, b]));
    for (const bid of last.values()) {
      const list = bySegment.get(bid.segmentId);
      if (list) list.push({ listing: l, bid });
      else bySegment.set(bid.segmentId, [{ listing: l, bid }]);
    }
  }
  return out;
}

function auction(ctx: RoundContext, bids: readonly { listing: Listing; bid: Bid }[], segmentId: string, dailyShoppersHere: number): void {
  const segment = ctx.index.segments.get(segmentId);
  const first = bids[0];
  if (!segment || !first) return;
  const { adAuction } = first.listing.platform;
  const entries: { listing: Listing; bid: number; dailyBudget: number }[] = [];
  for (const { listing: l, bid } of bids) {
    const cpc = Math.min(adAuction.costPerClickMax, Math.max(adAuction.costPerClickMin, bid.costPerClick));
    if (cpc !== bid.costPerClick) warn(l.company, 'adBids', 'costPerClickOutOfRange', { min: adAuction.costPerClickMin, max: adAuction.costPerClickMax });
    entries.push({ listing: l, bid: cpc, dailyBudget: bid.dailyBudget });
  }
  const quality = (l: Listing) => {
    const model = l.models[0];
    const fit = model ? listingFit(l, segment, slotOf(ctx, segmentId), ctx.segments[segmentId]?.ideals ?? {}) : -10;
    return ((model?.rating ?? 3) / 5) * Math.exp(fit / 2);
  };
  const wins = runGeneralisedSecondPrice(
    entries.map((e, i) => ({ listingId: String(i), bid: e.bid, quality: quality(e.listing) })),
    adAuction.slots,
    adAuction.reservePrice,
  );
  const impressions = dailyShoppersHere * adAuction.impressionShare;
  for (const win of wins) {
    const entry = entries[Number(win.listingId)];
    if (!entry) continue;
    const { listing } = entry;
    const rate = ctx.index.toBase(1, listing.marketId, ctx.round);
    const wallet = listing.company.journal.balance('adWallet');
    const daily = clicksWithinBudget(impressions, adAuction.clickThroughRates[win.slot] ?? 0, win.pricePerClick, entry.dailyBudget);
    const clicks = Math.min(daily * ctx.days, Math.floor(wallet / Math.max(1e-9, win.pricePerClick * rate)));
    const spend = clicks * win.pricePerClick * rate;
    listing.company.journal.post('advertising', 'adWallet', spend, `ad clicks ${listing.platform.id}/${segmentId}`);
    add(listing, slotOf(ctx, segmentId), 'auction', clicks);
    const row = {
      platformId: listing.platform.id, segmentId, modelId: listing.modelId, slot: win.slot,
      impressions: Math.round(impressions * ctx.days), clicks, spend: Math.round(spend), orders: 0,
    };
    listing.company.productAdvertising.push(row);
    (listing.adRows ??= new Map()).set(segmentId, row);
    recordWinner(ctx, listing, segmentId, win.slot, win.pricePerClick);
  }
}

function recordWinner(ctx: RoundContext, l: Listing, segmentId: string, slot: number, pricePerClick: number): void {
  const stats = platformStats(ctx, l.platform.id);
  let row = stats.auctions.find((a) => a.segmentId === segmentId);
  if (!row) stats.auctions.push((row = { segmentId, winners: [] }));
  row.winners.push({ companyId: l.company.state.id, modelId: l.modelId, slot, pricePerClick });
}

export function platformStats(ctx: RoundContext, platformId: string) {
  let stats = ctx.platformStats.get(platformId);
  if (!stats) ctx.platformStats.set(platformId, (stats = { platformId, sessions: 0, orders: 0, revenueLocal: 0, auctions: [] }));
  return stats;
}

/** Segments watch a product's livestream in proportion to their interest in it (the product's relevance). */
const CORE_INTEREST = 0.5;

/**
 * Viewers a merchant livestream brings a listing: the platform's reach per hour of each segment's
 * shoppers, weighted by how relevant the product is to them. Segments far less interested than
 * the product's core audience (below half its best relevance) do not tune in.
 */
function livestreamViewers(ctx: RoundContext, l: Listing, segments: readonly Segment[], hours: number): void {
  const live = l.platform.merchantLivestream;
  const relevance = segments.map((s) => Math.exp(listingFit(l, s, slotOf(ctx, s.id), ctx.segments[s.id]?.ideals ?? {})));
  const core = Math.max(0, ...relevance) * CORE_INTEREST;
  segments.forEach((s, i) => {
    const interest = relevance[i] ?? 0;
    if (interest < core) return;
    const viewers = hours * live.reachPerHour * dailyShoppers(ctx, s.id, l.platform.id) * interest;
    add(l, slotOf(ctx, s.id), 'merchantLive', viewers, live.utilityLift);
  });
}

/** Traffic packages, merchant livestreams and influencer livestreams. */
function paidTraffic(ctx: RoundContext, byPlatform: Map<string, Listing[]>): void {
  const booked = new Set<string>();
  const byCompany = new Map<CompanyRound, Listing[]>();
  for (const list of byPlatform.values()) {
    for (const l of list) {
      const mine = byCompany.get(l.company);
      if (mine) mine.push(l);
      else byCompany.set(l.company, [l]);
    }
  }
  for (const c of ctx.companies) {
    const mine = byCompany.get(c) ?? [];
    const own = (platformId: string, modelIds: readonly string[]) =>
      mine.filter((l) => l.platform.id === platformId && !l.packageId && modelIds.includes(l.modelId));
    const segmentsOf = (platformId: string) => ctx.index.segmentsByMarket.get(ctx.index.platforms.get(platformId)?.marketId ?? '') ?? [];
    for (const tp of c.decisions.trafficPackages) {
      const offer = ctx.index.platforms.get(tp.platformId)?.trafficPackages.find((p) => p.id === tp.trafficPackageId);
      const [listing] = own(tp.platformId, [tp.modelId]);
      if (!offer || !listing) { warn(c, 'trafficPackages', 'trafficPackageNotFound', { modelId: tp.modelId }); continue; }
      c.journal.post('advertising', 'cash', ctx.index.toBase(offer.price, listing.marketId, ctx.round), `traffic package ${offer.id}`);
      const weights = segmentsOf(tp.platformId).map((s) => dailyShoppers(ctx, s.id, tp.platformId));
      const total = weights.reduce((s, w) => s + w, 0) || 1;
      segmentsOf(tp.platformId).forEach((s, i) => add(listing, slotOf(ctx, s.id), 'trafficPackage', (offer.sessions * (weights[i] ?? 0)) / total));
    }
    for (const live of c.decisions.merchantLivestreams) {
      const platform = ctx.index.platforms.get(live.platformId);
      const listed = own(live.platformId, live.modelIds);
      if (!platform || listed.length === 0) { warn(c, 'merchantLivestreams', 'livestreamProductsRequired', { platformId: live.platformId }); continue; }
      const hours = Math.min(live.hours, platform.merchantLivestream.maxHoursPerRound);
      if (hours < live.hours) warn(c, 'merchantLivestreams', 'livestreamHoursOutOfRange', { min: 1, max: platform.merchantLivestream.maxHoursPerRound });
      c.journal.post('livestreaming', 'cash', ctx.index.toBase(hours * platform.merchantLivestream.costPerHour, platform.marketId, ctx.round), `livestream ${platform.id}`);
      for (const l of listed) livestreamViewers(ctx, l, segmentsOf(platform.id), hours / listed.length);
    }
    for (const live of c.decisions.influencerLivestreams) {
      const platform = ctx.index.platforms.get(live.platformId);
      const influencer = platform?.influencers.find((i) => i.id === live.influencerId);
      const listed = own(live.platformId, live.modelIds);
      if (!platform || !influencer || listed.length === 0) { warn(c, 'influencerLivestreams', 'livestreamNotFound', { platformId: live.platformId }); continue; }
      if (booked.has(`${platform.id}/${influencer.id}`)) { warn(c, 'influencerLivestreams', 'influencerBooked', { influencerId: influencer.id }); continue; }
      booked.add(`${platform.id}/${influencer.id}`);
      c.journal.post('livestreaming', 'cash', ctx.index.toBase(influencer.fee, platform.marketId, ctx.round), `influencer ${influencer.id}`);
      for (const [segmentId, followers] of Object.entries(influencer.followers)) {
        const slot = slotOf(ctx, segmentId);
        if (slot < 0 || ctx.index.segments.get(segmentId)?.marketId !== platform.marketId) continue;
        for (const l of listed) add(l, slot, 'influencer', (followers * influencer.visitRate) / listed.length, influencer.utilityLift);
      }
      for (const l of listed) l.influencerCommission = influencer.commissionRate;
    }
  }
}
