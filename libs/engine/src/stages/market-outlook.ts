import type { MarketResult } from '../results/round-results.schema';
import type { RoundContext } from '../round/round-context';

/** This round's demand surprise of a segment: shoppers who come are its size times this. */
export function demandShock(ctx: RoundContext, segmentId: string): number {
  return ctx.demandShocks.get(segmentId) ?? 1;
}

/**
 * Applies the news of the round being resolved to the segments (sizes, price sensitivity), and
 * draws each segment's demand surprise for the round (its demandVolatility, from the round's seed).
 */
export function applyNews(ctx: RoundContext): void {
  const random = ctx.random.fork('demand');
  for (const segment of ctx.screenplay.segments) {
    const u = random.next();
    if (segment.demandVolatility > 0) ctx.demandShocks.set(segment.id, 1 + segment.demandVolatility * (2 * u - 1));
  }
  for (const news of ctx.screenplay.news.filter((n) => n.round === ctx.round)) {
    for (const effect of news.effects) {
      const segment = ctx.segments[effect.segmentId];
      if (!segment) continue;
      if (effect.kind === 'segmentSize') segment.size *= effect.factor;
      else segment.priceSensitivityFactor *= effect.factor;
    }
  }
}

/**
 * Stage 12 (news and trends): what market research shows after the round, and the segments
 * carried into the next round (growth, ideal grades drifting with technology).
 */
export function marketOutlook(ctx: RoundContext): MarketResult {
  const segments: MarketResult['segments'] = [];
  const totals = new Map<string, { orders: number; revenueLocal: number; sessions: number }>();
  for (const c of ctx.companies) {
    for (const r of c.sales) {
      const t = totals.get(r.segmentId) ?? { orders: 0, revenueLocal: 0, sessions: 0 };
      t.orders += r.units;
      t.revenueLocal += r.revenueLocal;
      t.sessions += r.sessions.organic + r.sessions.auction + r.sessions.trafficPackage + r.sessions.merchantLive + r.sessions.influencer;
      totals.set(r.segmentId, t);
    }
  }
  for (const segment of ctx.screenplay.segments) {
    const state = ctx.segments[segment.id];
    if (!state) continue;
    const { orders, revenueLocal, sessions } = totals.get(segment.id) ?? { orders: 0, revenueLocal: 0, sessions: 0 };
    const ideals = { ...state.ideals };
    if (orders > 0) state.averagePrice = revenueLocal / orders;
    for (const ideal of segment.attributeIdeals) state.ideals[ideal.attributeId] = (state.ideals[ideal.attributeId] ?? ideal.ideal) + ideal.driftPerRound;
    segments.push({
      segmentId: segment.id,
      size: Math.round(state.size),
      sessions: Math.round(sessions),
      orders,
      averagePrice: orders > 0 ? revenueLocal / orders : 0,
      priceSensitivity: segment.priceSensitivity * state.priceSensitivityFactor,
      ideals,
      nextIdeals: { ...state.ideals },
      valuePropositionWeights: segment.valuePropositionWeights,
      platformShares: segment.platformShares,
    });
    state.size *= 1 + segment.growthPerRound;
  }
  return {
    newsFlash: ctx.screenplay.news.filter((n) => n.round === ctx.round + 1).map(({ round, title, body }) => ({ round, title, body })),
    segments,
    platforms: ctx.screenplay.platforms.map((p) => ctx.platformStats.get(p.id) ?? { platformId: p.id, sessions: 0, orders: 0, revenueLocal: 0, auctions: [] }),
    environment: {
      exchangeRates: Object.fromEntries(ctx.screenplay.markets.map((m) => [m.id, ctx.index.exchangeRate(m.id, ctx.round)])),
      incomeTaxRates: Object.fromEntries(ctx.screenplay.markets.map((m) => [m.id, m.incomeTaxRate])),
    },
  };
}
