import { memo } from '../finance/ledger';
import type { Segment } from '../screenplay/market.schema';
import { type CompanyRound, type RoundContext, warn } from '../round/round-context';
import { priceDisutility } from './choice';
import { type Listing, listingFit } from './listings';
import type { SessionTable } from './session-table';
import { type PlatformShoppers, slotOf } from './traffic-sessions';

/** Segments less than this share as interested in a livestream's product as its core audience do not tune in. */
const CORE_INTEREST = 0.5;

/**
 * How interested a segment is in a listing, on a log scale: its fit, less what its price costs
 * the segment's shoppers above their reference price. A price below the reference makes a product
 * no more relevant: a cheap students' bag does not become adventurers' gear.
 */
function interestOf(ctx: RoundContext, l: Listing, segment: Segment, slot: number): number {
  const x = Math.log(l.price / (segment.referencePrice * l.models.length));
  if (!(x > 0)) return listingFit(l, slot);
  const sensitivity = segment.priceSensitivity * (ctx.segments[segment.id]?.priceSensitivityFactor ?? 1);
  return listingFit(l, slot) - priceDisutility(sensitivity, x);
}

/**
 * Viewers a merchant livestream brings a listing: each hour, the platform's reach per hour of a
 * segment's daily shoppers there, weighted by the segment's interest in the product relative to
 * its core audience's (the segment most interested: interestOf). The core audience watches in
 * full; segments less than half as interested do not tune in. Relative, because fit and price
 * count again when viewers choose (stage 7), and because no product reaches a segment's ideals in
 * the first rounds (they start above the starting grades and drift up): weighted by e^fit itself,
 * a round-1 product reached a fifth to a half of what the platform's reach says.
 */
function livestreamViewers(ctx: RoundContext, sessions: SessionTable, l: Listing, shoppers: readonly number[], hours: number): void {
  const live = l.platform.merchantLivestream;
  // `segments` are the listing's market's, so a segment's index is its slot.
  const { segments } = l;
  let best = -Infinity;
  for (let slot = 0; slot < segments.length; slot++) best = Math.max(best, interestOf(ctx, l, segments[slot] as Segment, slot));
  if (!Number.isFinite(best)) return;
  for (let slot = 0; slot < segments.length; slot++) {
    const interest = Math.exp(interestOf(ctx, l, segments[slot] as Segment, slot) - best);
    if (interest < CORE_INTEREST) continue;
    const viewers = hours * live.reachPerHour * (shoppers[slot] ?? 0) * interest;
    sessions.add(l, slot, 'merchantLive', viewers, live.utilityLift);
  }
}

/** A company's listings of single models (`mine`, in listing order) of some of its models on a platform, in listing order. */
function ownListings(mine: readonly Listing[] | undefined, platformId: string, modelIds: readonly string[]): Listing[] {
  const listed: Listing[] = [];
  for (const l of mine ?? []) if (l.platform.id === platformId && modelIds.includes(l.modelId)) listed.push(l);
  return listed;
}

/** Whether a company bought traffic packages or livestreams this round. */
function buysTraffic(c: CompanyRound): boolean {
  const d = c.decisions;
  return d.trafficPackages.length > 0 || d.merchantLivestreams.length > 0 || d.influencerLivestreams.length > 0;
}

/** Traffic packages, merchant livestreams and influencer livestreams. */
export function paidTraffic(ctx: RoundContext, sessions: SessionTable, listings: readonly Listing[], shoppers: PlatformShoppers): void {
  const booked = new Set<string>();
  // The listings of single models of each company that buys traffic, in listing order.
  const byCompany = new Map<CompanyRound, Listing[]>();
  for (const l of listings) {
    if (l.packageId || !buysTraffic(l.company)) continue;
    const mine = byCompany.get(l.company);
    if (mine) mine.push(l);
    else byCompany.set(l.company, [l]);
  }
  for (const c of ctx.companies) {
    const mine = byCompany.get(c);
    const own = (platformId: string, modelIds: readonly string[]) => ownListings(mine, platformId, modelIds);
    const segmentsOf = (platformId: string) => ctx.index.segmentsByMarket.get(ctx.index.platforms.get(platformId)?.marketId ?? '') ?? [];
    for (const tp of c.decisions.trafficPackages) {
      const offer = ctx.index.platforms.get(tp.platformId)?.trafficPackages.find((p) => p.id === tp.trafficPackageId);
      const [listing] = own(tp.platformId, [tp.modelId]);
      if (!offer || !listing) {
        warn(c, 'trafficPackages', 'trafficPackageNotFound', { modelId: tp.modelId });
        continue;
      }
      c.journal.post('advertising', 'cash', ctx.index.toBase(offer.price, listing.marketId, ctx.round), memo('traffic package', offer.id));
      const weights = shoppers.get(tp.platformId) ?? [];
      const total = weights.reduce((s, w) => s + w, 0) || 1;
      segmentsOf(tp.platformId).forEach((_, slot) => sessions.add(listing, slot, 'trafficPackage', (offer.sessions * (weights[slot] ?? 0)) / total));
    }
    for (const live of c.decisions.merchantLivestreams) {
      const platform = ctx.index.platforms.get(live.platformId);
      const listed = own(live.platformId, live.modelIds);
      if (!platform || listed.length === 0) {
        warn(c, 'merchantLivestreams', 'livestreamProductsRequired', { platformId: live.platformId });
        continue;
      }
      const hours = Math.min(live.hours, platform.merchantLivestream.maxHoursPerRound);
      if (hours < live.hours) warn(c, 'merchantLivestreams', 'livestreamHoursOutOfRange', { min: 1, max: platform.merchantLivestream.maxHoursPerRound });
      c.journal.post(
        'livestreaming',
        'cash',
        ctx.index.toBase(hours * platform.merchantLivestream.costPerHour, platform.marketId, ctx.round),
        memo('livestream', platform.id),
      );
      for (const l of listed) livestreamViewers(ctx, sessions, l, shoppers.get(platform.id) ?? [], hours / listed.length);
    }
    for (const live of c.decisions.influencerLivestreams) {
      const platform = ctx.index.platforms.get(live.platformId);
      const influencer = platform?.influencers.find((i) => i.id === live.influencerId);
      const listed = own(live.platformId, live.modelIds);
      if (!platform || !influencer || listed.length === 0) {
        warn(c, 'influencerLivestreams', 'livestreamNotFound', { platformId: live.platformId });
        continue;
      }
      if (booked.has(`${platform.id}/${influencer.id}`)) {
        warn(c, 'influencerLivestreams', 'influencerBooked', { influencerId: influencer.id });
        continue;
      }
      booked.add(`${platform.id}/${influencer.id}`);
      c.journal.post('livestreaming', 'cash', ctx.index.toBase(influencer.fee, platform.marketId, ctx.round), memo('influencer', influencer.id));
      for (const [segmentId, followers] of Object.entries(influencer.followers)) {
        const slot = slotOf(ctx, segmentId);
        if (slot < 0 || ctx.index.segments.get(segmentId)?.marketId !== platform.marketId) continue;
        for (const l of listed) sessions.add(l, slot, 'influencer', (followers * influencer.visitRate) / listed.length, influencer.utilityLift);
      }
      for (const l of listed) l.influencerCommission = influencer.commissionRate;
    }
  }
}
