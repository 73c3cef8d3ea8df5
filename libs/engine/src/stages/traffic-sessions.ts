import type { RoundContext } from '../round/round-context';
import { demandShock } from './market-outlook';

/** Shoppers of a segment on a platform per day. */
export function dailyShoppers(ctx: RoundContext, segmentId: string, platformId: string): number {
  const segment = ctx.index.segments.get(segmentId);
  const size = (ctx.segments[segmentId]?.size ?? 0) * demandShock(ctx, segmentId);
  return size * (segment?.platformShares[platformId] ?? 0) * (segment?.visitsPerDay ?? 0);
}

/** Shoppers per day on each platform, by the slot of the segment in the platform's market. */
export type PlatformShoppers = Map<string, number[]>;

/** Daily shoppers of every platform and segment of its market, worked out once for the traffic stage. */
export function platformShoppers(ctx: RoundContext): PlatformShoppers {
  const out: PlatformShoppers = new Map();
  for (const p of ctx.screenplay.platforms) {
    const bySlot = (ctx.index.segmentsByMarket.get(p.marketId) ?? []).map((s) => dailyShoppers(ctx, s.id, p.id));
    out.set(p.id, bySlot);
  }
  return out;
}

/** The slot of a segment within its market (see ScreenplayIndex.segmentSlot). */
export function slotOf(ctx: RoundContext, segmentId: string): number {
  return ctx.index.segmentSlot.get(segmentId) ?? -1;
}

export function platformStats(ctx: RoundContext, platformId: string) {
  let stats = ctx.platformStats.get(platformId);
  if (!stats) ctx.platformStats.set(platformId, (stats = { platformId, sessions: 0, orders: 0, revenueLocal: 0, auctions: [] }));
  return stats;
}
