import type { ScreenplayShape } from './screenplay.schema';

/** What a screenplay refers to by id. */
export const REFERENCE_KINDS = [
  'market',
  'attribute',
  'valueProposition',
  'category',
  'segment',
  'platform',
  'promotionChannel',
  'warehouse',
  'logisticsService',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/**
 * The problems the screenplay's own checks name (its refines and the reference checks below), so
 * that a reader in any language gets them in words; zod's built-in codes need no name.
 */
export const SCREENPLAY_PROBLEMS = [
  'duplicateId',
  'unknownReference',
  'platformInOtherMarket',
  'sharesNotOne',
  'weightsNotOne',
  'currencyNotBase',
  'rangeReversed',
  'outsideGradeRange',
  'marketWithoutWarehouse',
  'marketWithoutDelivery',
  'afterLastRound',
  'ratesShortOfSlots',
] as const;
export type ScreenplayProblem = (typeof SCREENPLAY_PROBLEMS)[number];

/** What each problem says besides its path: ids and numbers from the document, field names as its keys. */
export interface ScreenplayProblemParams {
  duplicateId: { kind: ReferenceKind; id: string };
  unknownReference: { kind: ReferenceKind; id: string };
  /** A segment shops on a platform of another market: the platform, its market and the segment's. */
  platformInOtherMarket: { id: string; marketId: string; segmentMarketId: string };
  sharesNotOne: { sum: number };
  weightsNotOne: { sum: number };
  currencyNotBase: { baseCurrency: string };
  /** The names of the two fields, the lower bound above the upper one. */
  rangeReversed: { min: string; max: string };
  outsideGradeRange: { min: number; max: number };
  marketWithoutWarehouse: { id: string };
  marketWithoutDelivery: { id: string };
  afterLastRound: { rounds: number };
  ratesShortOfSlots: Record<never, never>;
}

/**
 * One problem as zod's custom issue carries it: `params` is `{ problem, ...its parameters }`.
 * (Indexing the parameters by every listed name is what keeps the list and them in step.)
 */
export type ProblemParams<P extends ScreenplayProblem> = { problem: P } & ScreenplayProblemParams[P];

export interface ReferenceIssue<P extends ScreenplayProblem = ScreenplayProblem> {
  path: (string | number)[];
  /** In English, for logs and the API; the console words it from `problem` and `params`. */
  message: string;
  problem: P;
  params: ScreenplayProblemParams[P];
}

/** How the English messages name each kind. */
const KIND_IN_ENGLISH: Record<ReferenceKind, string> = {
  market: 'market',
  attribute: 'attribute',
  valueProposition: 'value proposition',
  category: 'category',
  segment: 'segment',
  platform: 'platform',
  promotionChannel: 'promotion channel',
  warehouse: 'warehouse',
  logisticsService: 'logistics service',
};

/** Checks what a schema of shapes cannot: that ids exist, are unique, and that shares add up. */
export function screenplayReferenceIssues(s: ScreenplayShape): ReferenceIssue[] {
  const issues: ReferenceIssue[] = [];
  const fail = <P extends ScreenplayProblem>(path: (string | number)[], message: string, problem: P, params: ScreenplayProblemParams[P]) =>
    issues.push({ path, message, problem, params });
  const ids = (list: { id: string }[], name: string, kind: ReferenceKind) => {
    const seen = new Set<string>();
    list.forEach((item, i) =>
      seen.has(item.id) ? fail([name, i, 'id'], `duplicate id "${item.id}"`, 'duplicateId', { kind, id: item.id }) : seen.add(item.id),
    );
    return seen;
  };
  const markets = ids(s.markets, 'markets', 'market');
  const attributes = ids(s.attributes, 'attributes', 'attribute');
  const propositions = ids(s.valuePropositions, 'valuePropositions', 'valueProposition');
  const categories = ids(s.categories, 'categories', 'category');
  const segments = ids(s.segments, 'segments', 'segment');
  const platforms = ids(s.platforms, 'platforms', 'platform');
  const channels = ids(s.promotionChannels, 'promotionChannels', 'promotionChannel');
  const warehouses = ids(s.warehouses, 'warehouses', 'warehouse');
  ids(s.logisticsServices, 'logisticsServices', 'logisticsService');
  const need = (set: Set<string>, id: string, path: (string | number)[], kind: ReferenceKind) => {
    if (!set.has(id)) fail(path, `unknown ${KIND_IN_ENGLISH[kind]} "${id}"`, 'unknownReference', { kind, id });
  };
  const platformMarket = new Map(s.platforms.map((p) => [p.id, p.marketId]));

  if (s.tradingType === 1 && s.markets.some((m) => m.currency.code !== s.baseCurrency)) {
    fail(['tradingType'], 'internal trade uses one currency: every market must use the base currency', 'currencyNotBase', { baseCurrency: s.baseCurrency });
  }
  s.attributes.forEach((a, i) => {
    if (a.gradeMin > a.gradeMax) fail(['attributes', i], 'gradeMin is above gradeMax', 'rangeReversed', { min: 'gradeMin', max: 'gradeMax' });
    if (a.startingGrade < a.gradeMin || a.startingGrade > a.gradeMax) {
      fail(['attributes', i, 'startingGrade'], 'outside the grade range', 'outsideGradeRange', { min: a.gradeMin, max: a.gradeMax });
    }
    a.incompatibleWith.forEach((id, j) => need(attributes, id, ['attributes', i, 'incompatibleWith', j], 'attribute'));
  });
  s.categories.forEach((c, i) => c.attributeIds.forEach((id, j) => need(attributes, id, ['categories', i, 'attributeIds', j], 'attribute')));
  s.segments.forEach((seg, i) => {
    const at = (...rest: (string | number)[]) => ['segments', i, ...rest];
    need(markets, seg.marketId, at('marketId'), 'market');
    need(categories, seg.categoryId, at('categoryId'), 'category');
    seg.attributeIdeals.forEach((ideal, j) => need(attributes, ideal.attributeId, at('attributeIdeals', j, 'attributeId'), 'attribute'));
    Object.keys(seg.valuePropositionWeights).forEach((id) => need(propositions, id, at('valuePropositionWeights', id), 'valueProposition'));
    Object.keys(seg.mediaReach).forEach((id) => need(channels, id, at('mediaReach', id), 'promotionChannel'));
    let shares = 0;
    for (const [id, share] of Object.entries(seg.platformShares)) {
      need(platforms, id, at('platformShares', id), 'platform');
      const marketId = platformMarket.get(id);
      if (marketId !== undefined && marketId !== seg.marketId) {
        fail(at('platformShares', id), 'platform is in another market', 'platformInOtherMarket', { id, marketId, segmentMarketId: seg.marketId });
      }
      shares += share;
    }
    if (Math.abs(shares - 1) > 1e-6) fail(at('platformShares'), `platform shares add up to ${shares}, not 1`, 'sharesNotOne', { sum: shares });
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
    if (home.length === 0) fail(['markets', i], `market "${m.id}" has no warehouse`, 'marketWithoutWarehouse', { id: m.id });
    const delivers = s.logisticsServices.some((l) => l.to.kind === 'market' && l.to.marketId === m.id);
    if (!delivers) fail(['markets', i], `no logistics service delivers to market "${m.id}"`, 'marketWithoutDelivery', { id: m.id });
  });
  const weightSum = Object.values(s.scoring.weights).reduce((a, b) => a + (b ?? 0), 0);
  if (Math.abs(weightSum - 1) > 1e-6) fail(['scoring', 'weights'], `KPI weights add up to ${weightSum}, not 1`, 'weightsNotOne', { sum: weightSum });
  s.news.forEach((n, i) => {
    if (n.round > s.rounds) fail(['news', i, 'round'], 'after the last round', 'afterLastRound', { rounds: s.rounds });
    n.effects.forEach((e, j) => need(segments, e.segmentId, ['news', i, 'effects', j, 'segmentId'], 'segment'));
  });
  return issues;
}
