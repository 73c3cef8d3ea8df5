import { clamp } from '../core/money';
import { nextAwareness, smoothToward } from '../market/awareness';
import { type CompanyRound, type RoundContext, warn } from '../round/round-context';

/** Reach points one budget buys in a segment: mediaReach is per 100,000 minor units. */
const REACH_UNIT = 100_000;
const PERCEPTION_SPEED = 0.4;
/**
 * Advertising wears out: exposure (effect × reach in a round) beyond SATURATION annoys the
 * shoppers it reaches, costing WEAR_OUT utility per unit of excess exposure in that round. Past
 * this point more advertising lowers sales: the marginal return turns negative.
 */
const SATURATION = 0.4;
const WEAR_OUT = 1;

/** Utility a brand loses in a segment this round from over-advertising (0 below saturation). */
export function advertisingWearOut(c: CompanyRound, brandId: string, segmentId: string): number {
  return c.wearOut.get(brandId)?.get(segmentId) ?? 0;
}

/**
 * Stage 5: company promotion raises brand awareness per segment with diminishing returns, and
 * awareness of every brand decays; perception of each value proposition moves toward what the
 * brand claims and what its products deliver (their ratings).
 */
export function promoteCompany(ctx: RoundContext, c: CompanyRound): void {
  // Effect × reach summed over the round's channels, by brand and then segment.
  const exposure = new Map<string, Map<string, number>>();
  for (const promo of c.decisions.companyPromotions) {
    const channel = ctx.index.channels.get(promo.channelId);
    if (!channel) {
      warn(c, 'companyPromotions', 'promotionChannelNotFound', { channelId: promo.channelId });
      continue;
    }
    if (!c.state.brands.some((b) => b.id === promo.brandId)) {
      warn(c, 'companyPromotions', 'brandNotFound', { brandId: promo.brandId });
      continue;
    }
    c.journal.post('advertising', 'cash', promo.budget, `promotion ${channel.id} for ${promo.brandId}`);
    let ofBrand = exposure.get(promo.brandId);
    if (!ofBrand) exposure.set(promo.brandId, (ofBrand = new Map()));
    for (const segment of ctx.index.segmentsByMarket.get(channel.marketId) ?? []) {
      const reach = (promo.budget / REACH_UNIT) * (segment.mediaReach[channel.id] ?? 0);
      ofBrand.set(segment.id, (ofBrand.get(segment.id) ?? 0) + channel.effect * reach);
      const before = c.state.awareness[promo.brandId]?.[segment.id] ?? 0;
      c.companyAdvertising.push({
        channelId: channel.id,
        brandId: promo.brandId,
        segmentId: segment.id,
        spend: promo.budget,
        reach,
        awarenessBefore: before,
        awarenessAfter: before,
      });
    }
  }
  for (const [brandId, bySegment] of exposure) {
    const excess = new Map<string, number>();
    for (const [segmentId, e] of bySegment) if (e > SATURATION) excess.set(segmentId, WEAR_OUT * (e - SATURATION));
    if (excess.size > 0) c.wearOut.set(brandId, excess);
  }
  // New records replace last round's (which the input state still holds, unchanged).
  const awarenessNow: typeof c.state.awareness = {};
  const perceptionNow: typeof c.state.perception = {};
  for (const brand of c.state.brands) {
    const before = c.state.awareness[brand.id] ?? {};
    const perceivedBefore = c.state.perception[brand.id] ?? {};
    const exposed = exposure.get(brand.id);
    const awareness: Record<string, number> = {};
    const perception: Record<string, Record<string, number>> = {};
    const models = c.state.models.filter((m) => m.brandId === brand.id);
    const rating = models.length ? models.reduce((s, m) => s + m.rating, 0) / models.length : 3;
    const claimed = new Set<string>();
    for (const m of models) for (const id of m.valuePropositionIds) claimed.add(id);
    for (const segment of ctx.screenplay.segments) {
      const decay = ctx.index.marketDecay.get(segment.marketId) ?? 0.3;
      // One channel-weighted awareness step: effect × reach summed over the round's channels.
      const aware = nextAwareness(before[segment.id] ?? 0, decay, 1, exposed?.get(segment.id) ?? 0);
      awareness[segment.id] = aware;
      const old = perceivedBefore[segment.id] ?? {};
      const claimedTarget = clamp(0.55 + 0.1 * (rating - 3) + 0.3 * aware, 0, 1);
      const vp: Record<string, number> = {};
      for (const proposition of ctx.screenplay.valuePropositions) {
        const target = claimed.has(proposition.id) ? claimedTarget : 0.1;
        vp[proposition.id] = smoothToward(old[proposition.id] ?? 0.2, target, PERCEPTION_SPEED);
      }
      perception[segment.id] = vp;
    }
    awarenessNow[brand.id] = awareness;
    perceptionNow[brand.id] = perception;
  }
  c.state.awareness = awarenessNow;
  c.state.perception = perceptionNow;
  for (const row of c.companyAdvertising) row.awarenessAfter = c.state.awareness[row.brandId]?.[row.segmentId] ?? 0;
}
