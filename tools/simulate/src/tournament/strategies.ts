import {
  type BotStyle,
  type CompanyDecisions,
  type RoundResults,
  type Screenplay,
  type WorldState,
  botDecisions,
  modelUnitCost,
  noDecisions,
} from '@simbiz/engine';

/** What a strategy sees when it decides: the screenplay, the world after last round, and every round's results so far. */
export interface Seen {
  screenplay: Screenplay;
  state: WorldState;
  companyId: string;
  history: readonly RoundResults[];
}

/** A way of playing: the decisions of one company for the next round. */
export type Strategy = (seen: Seen) => CompanyDecisions;

const bot =
  (style: BotStyle, options?: Parameters<typeof botDecisions>[4]): Strategy =>
  ({ screenplay, state, companyId }) =>
    botDecisions(screenplay, state, companyId, style, options);

/** The balanced bot, with every advertising budget (company promotion, ad auction) times `factor`. */
export function advertising(factor: number): Strategy {
  return (seen) => {
    const d = bot('balanced')(seen);
    return {
      ...d,
      companyPromotions: d.companyPromotions.map((p) => ({ ...p, budget: Math.round(p.budget * factor) })),
      adBids: d.adBids.map((b) => ({ ...b, dailyBudget: Math.round(b.dailyBudget * factor) })),
      recharges: d.recharges.map((r) => ({ ...r, amount: Math.round(r.amount * factor) })),
    };
  };
}

/** The balanced bot's products sold at what they cost to make: the undercutter. */
const priceAtCost: Strategy = (seen) => {
  const d = bot('balanced')(seen);
  const company = seen.state.companies.find((c) => c.id === seen.companyId);
  const models = [
    ...(company?.models ?? []),
    ...d.models.map((m) => ({ ...m, attributes: Object.fromEntries(m.attributes.map((a) => [a.attributeId, a.grade])) })),
  ];
  const costOf = (modelId: string) => {
    const held = company?.stock.find((s) => s.modelId === modelId && s.units > 0);
    if (held) return held.unitCost;
    const model = models.find((m) => m.id === modelId);
    const planned = d.production.find((p) => p.modelId === modelId)?.quantity ?? 1;
    return model
      ? modelUnitCost(seen.screenplay, { attributes: model.attributes, valuePropositionIds: model.valuePropositionIds, cumulativeProduced: 0 }, planned)
      : 0;
  };
  return { ...d, listings: d.listings.map((l) => ({ ...l, price: Math.max(1, Math.round(costOf(l.modelId))) })) };
};

/** The premium bot in the segment that pays most, in every market: the niche player. */
const premiumNiche: Strategy = (seen) => {
  const top = seen.screenplay.markets.map(
    (m) => [...seen.screenplay.segments].filter((s) => s.marketId === m.id).sort((a, b) => b.referencePrice - a.referencePrice)[0],
  );
  return bot('premium', { segmentIds: top.flatMap((s) => (s ? [s.id] : [])) })(seen);
};

/** The balanced bot making three times what it plans, renting the space for it. */
const overProduction: Strategy = (seen) => {
  const d = bot('balanced')(seen);
  const volume = seen.screenplay.categories[0]?.packageVolumeM3 ?? 0;
  const extra = new Map<string, number>();
  for (const p of d.production) extra.set(p.warehouseId, (extra.get(p.warehouseId) ?? 0) + 2 * p.quantity * volume);
  const storages = [...d.storages];
  for (const [warehouseId, m3] of extra) {
    const row = storages.find((s) => s.warehouseId === warehouseId);
    if (row) row.capacityM3 = Math.ceil(row.capacityM3 + m3);
    else storages.push({ warehouseId, capacityM3: Math.ceil(m3) });
  }
  return { ...d, production: d.production.map((p) => ({ ...p, quantity: p.quantity * 3 })), storages };
};

/**
 * The follower: reads last round's market and, in each market, serves the two segments with the
 * most money per seller (sales over the companies selling there, itself counted once); it keeps a
 * segment it serves while that segment pays at least three quarters of the best one, so it does not
 * churn models. It prices between its own cost-based price and the segment's average price.
 */
const follower: Strategy = (seen) => {
  const last = seen.history.at(-1);
  if (!last) return bot('balanced')(seen);
  const mine = last.companies.find((c) => c.companyId === seen.companyId);
  const current = new Set((mine?.sales ?? []).filter((r) => r.units > 0).map((r) => r.segmentId));
  const sellers = (segmentId: string) =>
    last.companies.filter((c) => c.companyId !== seen.companyId && c.sales.some((r) => r.segmentId === segmentId && r.units > 0)).length;
  const market = new Map(last.market.segments.map((s) => [s.segmentId, s]));
  // Compared within a market, so the market's own currency will do.
  const money = (segmentId: string) => {
    const s = market.get(segmentId);
    return s ? (s.orders * s.averagePrice) / (1 + sellers(segmentId)) : 0;
  };
  const targets = seen.screenplay.markets.flatMap((m) => {
    const ranked = seen.screenplay.segments
      .filter((x) => x.marketId === m.id)
      .map((x) => ({ id: x.id, money: money(x.id) }))
      .sort((a, b) => b.money - a.money || a.id.localeCompare(b.id));
    const best = ranked[0]?.money ?? 0;
    const kept = ranked.filter((x) => current.has(x.id) && x.money >= 0.75 * best);
    return [...kept, ...ranked.filter((x) => !kept.includes(x))].slice(0, 2).map((x) => x.id);
  });
  const d = bot('balanced', { segmentIds: targets })(seen);
  return {
    ...d,
    listings: d.listings.map((l) => {
      const price = market.get(l.modelId.replace(/-v\d+$/, ''))?.averagePrice;
      return price ? { ...l, price: Math.round((l.price + price) / 2) } : l;
    }),
  };
};

/** The field of the tournament, in seat order. */
export const STRATEGIES: readonly { id: string; play: Strategy }[] = [
  { id: 'budget', play: bot('budget') },
  { id: 'balanced', play: bot('balanced') },
  { id: 'premium', play: bot('premium') },
  { id: 'heavy-ads', play: advertising(4) },
  { id: 'price-at-cost', play: priceAtCost },
  { id: 'premium-niche', play: premiumNiche },
  { id: 'over-production', play: overProduction },
  { id: 'do-nothing', play: () => noDecisions() },
  { id: 'follower', play: follower },
];
