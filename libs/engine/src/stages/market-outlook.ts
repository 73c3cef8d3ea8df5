import type { MarketResult } from '../results/round-results.schema';
import type { RoundContext } from '../round/round-context';

/** Applies the news of the round being resolved to the segments (sizes, price sensitivity). */
export function applyNews(ctx: RoundContext): void {
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
  for (const segment of ctx.screenplay.segments) {
    const state = ctx.segments[segment.id];
    if (!state) continue;
    const rows = ctx.companies.flatMap((c) => c.sales.filter((r) => r.segmentId === segment.id));
    const orders = rows.reduce((s, r) => s + r.units, 0);
    const revenueLocal = rows.reduce((s, r) => s + r.revenueLocal, 0);
    const ideals = { ...state.ideals };
    for (const ideal of segment.attributeIdeals) state.ideals[ideal.attributeId] = (state.ideals[ideal.attributeId] ?? ideal.ideal) + ideal.driftPerRound;
    segments.push({
      segmentId: segment.id,
      size: Math.round(state.size),
      sessions: Math.round(rows.reduce((s, r) => s + Object.values(r.sessions).reduce((a, b) => a + b, 0), 0)),
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
