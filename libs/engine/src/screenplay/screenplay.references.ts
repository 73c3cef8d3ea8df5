import type { ScreenplayShape } from './screenplay.schema';

export interface ReferenceIssue {
  path: (string | number)[];
  message: string;
}

/** Checks what a schema of shapes cannot: that ids exist, are unique, and that shares add up. */
export function screenplayReferenceIssues(s: ScreenplayShape): ReferenceIssue[] {
  const issues: ReferenceIssue[] = [];
  const fail = (path: (string | number)[], message: string) => issues.push({ path, message });
  const ids = (list: { id: string }[], name: string) => {
    const seen = new Set<string>();
    list.forEach((item, i) => (seen.has(item.id) ? fail([name, i, 'id'], `duplicate id "${item.id}"`) : seen.add(item.id)));
    return seen;
  };
  const markets = ids(s.markets, 'markets');
  const attributes = ids(s.attributes, 'attributes');
  const propositions = ids(s.valuePropositions, 'valuePropositions');
  const categories = ids(s.categories, 'categories');
  const segments = ids(s.segments, 'segments');
  const platforms = ids(s.platforms, 'platforms');
  const channels = ids(s.promotionChannels, 'promotionChannels');
  const warehouses = ids(s.warehouses, 'warehouses');
  ids(s.logisticsServices, 'logisticsServices');
  const need = (set: Set<string>, id: string, path: (string | number)[], what: string) => {
    if (!set.has(id)) fail(path, `unknown ${what} "${id}"`);
  };
  const platformMarket = new Map(s.platforms.map((p) => [p.id, p.marketId]));

  if (s.tradingType === 1 && s.markets.some((m) => m.currency.code !== s.baseCurrency)) {
    fail(['tradingType'], 'internal trade uses one currency: every market must use the base currency');
  }
  s.attributes.forEach((a, i) => {
    if (a.gradeMin > a.gradeMax) fail(['attributes', i], 'gradeMin is above gradeMax');
    if (a.startingGrade < a.gradeMin || a.startingGrade > a.gradeMax) fail(['attributes', i, 'startingGrade'], 'outside the grade range');
    a.incompatibleWith.forEach((id, j) => need(attributes, id, ['attributes', i, 'incompatibleWith', j], 'attribute'));
  });
  s.categories.forEach((c, i) => c.attributeIds.forEach((id, j) => need(attributes, id, ['categories', i, 'attributeIds', j], 'attribute')));
  s.segments.forEach((seg, i) => {
    const at = (...rest: (string | number)[]) => ['segments', i, ...rest];
    need(markets, seg.marketId, at('marketId'), 'market');
    need(categories, seg.categoryId, at('categoryId'), 'category');
    seg.attributeIdeals.forEach((ideal, j) => need(attributes, ideal.attributeId, at('attributeIdeals', j, 'attributeId'), 'attribute'));
    Object.keys(seg.valuePropositionWeights).forEach((id) => need(propositions, id, at('valuePropositionWeights', id), 'value proposition'));
    Object.keys(seg.mediaReach).forEach((id) => need(channels, id, at('mediaReach', id), 'promotion channel'));
    let shares = 0;
    for (const [id, share] of Object.entries(seg.platformShares)) {
      need(platforms, id, at('platformShares', id), 'platform');
      if (platformMarket.has(id) && platformMarket.get(id) !== seg.marketId) fail(at('platformShares', id), 'platform is in another market');
      shares += share;
    }
    if (Math.abs(shares - 1) > 1e-6) fail(at('platformShares'), `platform shares add up to ${shares}, not 1`);
  });
  s.platforms.forEach((p, i) => {
    need(markets, p.marketId, ['platforms', i, 'marketId'], 'market');
    p.influencers.forEach((inf, j) =>
      Object.keys(inf.followers).forEach((id) => need(segments, id, ['platforms', i, 'influencers', j, 'followers', id], 'segment')),
    );
  });
  s.promotionChannels.forEach((c, i) => need(markets, c.marketId, ['promotionChannels', i, 'marketId'], 'market'));
  s.warehouses.forEach((w, i) => need(markets, w.marketId, ['warehouses', i, 'marketId'], 'market'));
  s.logisticsServices.forEach((l, i) => {
    need(warehouses, l.fromWarehouseId, ['logisticsServices', i, 'fromWarehouseId'], 'warehouse');
    if (l.to.kind === 'warehouse') need(warehouses, l.to.warehouseId, ['logisticsServices', i, 'to', 'warehouseId'], 'warehouse');
    else need(markets, l.to.marketId, ['logisticsServices', i, 'to', 'marketId'], 'market');
  });
  s.markets.forEach((m, i) => {
    const home = s.warehouses.filter((w) => w.marketId === m.id).map((w) => w.id);
    if (home.length === 0) fail(['markets', i], `market "${m.id}" has no warehouse`);
    const delivers = s.logisticsServices.some((l) => l.to.kind === 'market' && l.to.marketId === m.id);
    if (!delivers) fail(['markets', i], `no logistics service delivers to market "${m.id}"`);
  });
  const weightSum = Object.values(s.scoring.weights).reduce((a, b) => a + (b ?? 0), 0);
  if (Math.abs(weightSum - 1) > 1e-6) fail(['scoring', 'weights'], `KPI weights add up to ${weightSum}, not 1`);
  s.news.forEach((n, i) => {
    if (n.round > s.rounds) fail(['news', i, 'round'], 'after the last round');
    n.effects.forEach((e, j) => need(segments, e.segmentId, ['news', i, 'effects', j, 'segmentId'], 'segment'));
  });
  return issues;
}
