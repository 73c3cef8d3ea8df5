import type { CompanyDecisionsInput } from '../decisions/decisions.schema';
import { type CompanyDecisions, companyDecisionsSchema } from '../decisions/decisions.schema';
import { indexOf } from '../round/screenplay-index';
import type { Segment } from '../screenplay/market.schema';
import type { Screenplay } from '../screenplay/screenplay.schema';
import { COMPANY_ACTIVE, type CompanyState, type WorldState } from '../state/state.schema';
import { type BotStyle, STYLE_SETTINGS, type StyleSettings } from './bot-style';
import { plannedUnits, segmentSales } from './bot-forecast';
import { botPrice } from './bot-price';
import { clearLeftovers, forwardStock } from './bot-stock';
import { modelUnitCost } from '../round/product-costs';
import type { Platform } from '../screenplay/platform.schema';

/**
 * Decisions of a computer-run company for the next round: feasible and sensible, so a class can
 * play against bots and load tests see realistic traffic. Deterministic: no randomness needed.
 */
export function botDecisions(
  screenplay: Screenplay,
  state: WorldState,
  companyId: string,
  style: BotStyle,
  options: { segmentIds?: readonly string[]; newVersions?: boolean; lastRound?: number } = {},
): CompanyDecisions {
  const company = state.companies.find((c) => c.id === companyId);
  if (!company || company.status !== COMPANY_ACTIVE) return companyDecisionsSchema.parse({});
  const s = STYLE_SETTINGS[style];
  const round = state.round + 1;
  const chosen = options.segmentIds && screenplay.segments.filter((x) => options.segmentIds?.includes(x.id));
  const targets = chosen?.length ? chosen : targetSegments(screenplay, style);
  const d: Required<Omit<CompanyDecisionsInput, 'brands' | 'personas'>> & Pick<CompanyDecisionsInput, 'brands' | 'personas'> = {
    brands: [],
    personas: [],
    models: [],
    rnd: [],
    production: [],
    storages: [],
    clearance: [],
    reallocation: [],
    stores: [],
    listings: [],
    packages: [],
    trafficPackages: [],
    adBids: [],
    recharges: [],
    merchantLivestreams: [],
    influencerLivestreams: [],
    companyPromotions: [],
    productPromotions: [],
    loans: [],
    repayments: [],
  };
  const brandId = company.brands[0]?.id ?? 'main';
  if (company.brands.length === 0) d.brands = [{ id: brandId, name: `${company.name} ${style}` }];
  const cash = company.balances.cash;
  const index = indexOf(screenplay);
  const selling = new Map<string, string>();
  for (const segment of targets) {
    const modelId = modelFor(company, segment, round, d, screenplay, s, options.newVersions ?? true);
    selling.set(segment.id, modelId);
    const warehouseId = productionWarehouse(screenplay, segment.marketId);
    // The game ends after the last round: what is not sold then is only worth a clearance sale.
    const cover = round >= (options.lastRound ?? screenplay.rounds) ? 1 : s.stockCover;
    const units = plannedUnits(screenplay, state, company, segment, cover);
    if (units > 0) d.production.push({ modelId, quantity: units, warehouseId });
    const sales = segmentSales(company, segment);
    for (const platform of index.platformsByMarket.get(segment.marketId) ?? []) {
      if (!company.stores.some((x) => x.platformId === platform.id) && !d.stores.some((x) => x.platformId === platform.id)) {
        const design = s.paidShowcase ? platform.showcaseDesigns[platform.showcaseDesigns.length - 1] : platform.showcaseDesigns[0];
        d.stores.push({ platformId: platform.id, ...(design ? { showcaseDesignId: design.id } : {}) });
      }
      const floor = priceFloor(screenplay, company, d, modelId, platform, units, round);
      const price = botPrice(state, company, segment, platform.id, s, sales, floor);
      d.listings.push({ platformId: platform.id, modelId, price, online: true });
      for (const old of company.models.filter((m) => m.id !== modelId && m.id.startsWith(`${segment.id}-v`))) {
        if (company.stock.some((x) => x.modelId === old.id && x.units > 0))
          d.listings.push({ platformId: platform.id, modelId: old.id, price: Math.round(price * 0.9), online: true });
      }
      if (platform.adAuction.enabled && s.adShare > 0) {
        const cpc = Math.min(
          platform.adAuction.costPerClickMax,
          Math.max(platform.adAuction.costPerClickMin, Math.round(platform.adAuction.reservePrice * s.bidFactor)),
        );
        const budget = Math.max(cpc * 20, Math.round((cash * s.adShare) / targets.length / 30));
        d.adBids.push({ platformId: platform.id, segmentId: segment.id, modelId, costPerClick: cpc, dailyBudget: budget });
      }
      if (s.livestreamHours > 0 && round > 1) d.merchantLivestreams.push({ platformId: platform.id, hours: s.livestreamHours, modelIds: [modelId] });
    }
  }
  affordProduction(screenplay, company, d);
  if (round >= (options.lastRound ?? screenplay.rounds)) clearLeftovers(company, selling, round, d);
  forwardStock(screenplay, company, s, d);
  rentSpace(screenplay, company, d);
  spendOnGrowth(screenplay, company, targets, brandId, s, d, round);
  return companyDecisionsSchema.parse(d);
}

/** Rents enough extra space (beyond the default storage) for the stock held plus what it will make. */
function rentSpace(screenplay: Screenplay, company: CompanyState, d: Pick<CompanyDecisions, 'production' | 'storages' | 'reallocation'>): void {
  const volume = screenplay.categories[0]?.packageVolumeM3 ?? 0;
  const needed = new Map<string, number>();
  const add = (warehouseId: string, units: number) => needed.set(warehouseId, (needed.get(warehouseId) ?? 0) + units * volume);
  for (const s of company.stock) add(s.warehouseId, s.units);
  for (const p of d.production) add(p.warehouseId, p.quantity);
  // Stock moved on arrives next round, but the destination must have the room when it leaves.
  for (const r of d.reallocation) {
    const line = screenplay.logisticsServices.find((l) => l.id === r.logisticsServiceId);
    if (line?.to.kind === 'warehouse') add(line.to.warehouseId, r.quantity);
  }
  for (const [warehouseId, m3] of needed) {
    const owned = company.storages.filter((x) => x.warehouseId === warehouseId && x.isDefault).reduce((sum, x) => sum + x.capacityM3, 0);
    const extra = Math.ceil(Math.max(0, m3 * 1.05 - owned) / 50) * 50;
    const rented = company.storages.some((x) => x.warehouseId === warehouseId && !x.isDefault);
    if (extra > 0 || rented) d.storages.push({ warehouseId, capacityM3: extra });
  }
}

/** Budget bots serve the most price-sensitive segments, premium the least, balanced the middle. */
function targetSegments(screenplay: Screenplay, style: BotStyle): Segment[] {
  return screenplay.markets.flatMap((m) => {
    const here = screenplay.segments.filter((x) => x.marketId === m.id).sort((a, b) => a.referencePrice - b.referencePrice || a.id.localeCompare(b.id));
    const pick =
      style === 'budget'
        ? here.slice(0, 2)
        : style === 'premium'
          ? here.slice(-2)
          : here.slice(Math.max(0, Math.floor(here.length / 2) - 1), Math.floor(here.length / 2) + 1);
    return pick.length ? pick : here.slice(0, 1);
  });
}

function productionWarehouse(screenplay: Screenplay, marketId: string): string {
  return screenplay.warehouses.find((w) => w.marketId === marketId)?.id ?? screenplay.warehouses[0]?.id ?? '';
}

/** The grades a bot wants for a segment now: ideal (drifting) plus the style's offset, within research. */
function wantedGrades(screenplay: Screenplay, company: CompanyState, segment: Segment, round: number, s: StyleSettings) {
  const index = indexOf(screenplay);
  const chosen: { attributeId: string; grade: number }[] = [];
  for (const ideal of [...segment.attributeIdeals].sort((a, b) => b.weight - a.weight)) {
    const attribute = index.attributes.get(ideal.attributeId);
    if (!attribute || chosen.length >= 4) continue;
    if (chosen.some((c) => attribute.incompatibleWith.includes(c.attributeId))) continue;
    const researched = company.techGrades[attribute.id] ?? attribute.startingGrade;
    const target = styleGrade(ideal, round, s);
    chosen.push({ attributeId: attribute.id, grade: Math.max(attribute.gradeMin, Math.min(researched, target)) });
  }
  return chosen;
}

/** The grade a style wants of an attribute in a round: the segment's drifting ideal plus the style's offset. */
function styleGrade(ideal: Segment['attributeIdeals'][number], round: number, s: StyleSettings): number {
  return Math.round(ideal.ideal + ideal.driftPerRound * (round - 1)) + s.gradeOffset;
}

/**
 * The model a bot makes for a segment: the latest version, or a new version (`<segment>-v<round>`)
 * once research lets it build at least one grade closer to what the segment wants.
 */
function modelFor(
  company: CompanyState,
  segment: Segment,
  round: number,
  d: { models: CompanyDecisionsInput['models'] },
  screenplay: Screenplay,
  s: StyleSettings,
  newVersions: boolean,
): string {
  const versions = company.models.filter((m) => m.id.startsWith(`${segment.id}-v`));
  const latest = versions[versions.length - 1];
  const wanted = wantedGrades(screenplay, company, segment, round, s);
  const better = !latest || (newVersions && wanted.some((w) => w.grade > (latest.attributes[w.attributeId] ?? 0)));
  if (latest && !better) return latest.id;
  const id = `${segment.id}-v${round}`;
  const propositions = Object.entries(segment.valuePropositionWeights)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, s.priceFactor < 1 ? 1 : 2)
    .map(([vp]) => vp);
  d.models?.push({
    id,
    brandId: company.brands[0]?.id ?? 'main',
    name: `${company.name} ${segment.name.en} ${round}`,
    attributes: wanted,
    valuePropositionIds: propositions,
    personaIds: [],
  });
  return id;
}

function spendOnGrowth(
  screenplay: Screenplay,
  company: CompanyState,
  targets: readonly Segment[],
  brandId: string,
  s: StyleSettings,
  d: Pick<CompanyDecisions, 'rnd' | 'companyPromotions' | 'recharges' | 'loans' | 'adBids'>,
  round: number,
): void {
  const cash = company.balances.cash;
  const spendable = Math.max(0, cash - screenplay.finance.initialCapital * 0.15);
  const top = researchTarget(screenplay, company, targets, s, round);
  if (top && s.rndShare > 0) d.rnd.push({ attributeId: top, investment: Math.round(spendable * s.rndShare) });
  // In each market it serves, the channel that reaches its segments best gets the market's share of the budget.
  const markets = [...new Set(targets.map((t) => t.marketId))];
  for (const marketId of markets) {
    const here = targets.filter((t) => t.marketId === marketId);
    const channels = screenplay.promotionChannels.filter((c) => c.marketId === marketId);
    const best = channels.sort((a, b) => reach(here, b.id) - reach(here, a.id) || a.id.localeCompare(b.id))[0];
    const budget = Math.round((spendable * s.promotionShare * here.length) / targets.length);
    if (best && budget > 0) d.companyPromotions.push({ channelId: best.id, brandId, budget });
  }
  const perPlatform = new Map<string, number>();
  for (const bid of d.adBids) perPlatform.set(bid.platformId, (perPlatform.get(bid.platformId) ?? 0) + bid.dailyBudget * screenplay.daysPerRound);
  for (const [platformId, amount] of perPlatform) d.recharges.push({ platformId, amount: Math.round(amount) });
  if (cash < screenplay.finance.initialCapital * 0.25) d.loans.push({ amount: screenplay.finance.smeLoan.maxAmount });
}

/**
 * The attribute a bot researches: the one whose missing grades cost its segments most (weight times
 * the grades between what it has researched and what its style will want there next round); once
 * nothing is missing, the heaviest weight, to stay ahead of the drift.
 */
function researchTarget(screenplay: Screenplay, company: CompanyState, targets: readonly Segment[], s: StyleSettings, round: number): string | undefined {
  const index = indexOf(screenplay);
  let best: { id: string; gap: number; weight: number } | undefined;
  for (const t of targets) {
    for (const ideal of t.attributeIdeals) {
      const attribute = index.attributes.get(ideal.attributeId);
      if (!attribute) continue;
      const researched = company.techGrades[attribute.id] ?? attribute.startingGrade;
      const wanted = Math.min(attribute.gradeMax, styleGrade(ideal, round + 1, s));
      const gap = ideal.weight * Math.max(0, wanted - researched);
      if (!best || gap > best.gap || (gap === best.gap && ideal.weight > best.weight)) best = { id: attribute.id, gap, weight: ideal.weight };
    }
  }
  return best?.id;
}

function reach(targets: readonly Segment[], channelId: string): number {
  return targets.reduce((s, t) => s + (t.mediaReach[channelId] ?? 0), 0);
}

/** Models a bot plans this round (decision input: persona ids optional). */
type Planned = { models: Pick<CompanyDecisions['models'][number], 'id' | 'attributes' | 'valuePropositionIds'>[] };

/** What a unit of a model costs the bot: the stock's average cost, or a new batch's learning-curve cost. */
function unitCostOf(screenplay: Screenplay, company: CompanyState, d: Planned, modelId: string, quantity: number): number {
  const held = company.stock.filter((x) => x.modelId === modelId && x.units > 0);
  if (held.length) return held.reduce((sum, x) => sum + x.unitCost * x.units, 0) / held.reduce((sum, x) => sum + x.units, 0);
  const model = company.models.find((m) => m.id === modelId);
  if (model) return modelUnitCost(screenplay, model, quantity);
  const planned = d.models.find((m) => m.id === modelId);
  if (!planned) return 0;
  const attributes = Object.fromEntries(planned.attributes.map((a) => [a.attributeId, a.grade]));
  return modelUnitCost(screenplay, { attributes, valuePropositionIds: planned.valuePropositionIds, cumulativeProduced: 0 }, quantity);
}

/**
 * The lowest price a bot asks on a platform, in the market's currency: what a unit costs to make
 * and deliver, after the platform's commission, with a 10% margin.
 */
function priceFloor(screenplay: Screenplay, company: CompanyState, d: Planned, modelId: string, platform: Platform, units: number, round: number): number {
  const index = indexOf(screenplay);
  const category = screenplay.categories[0];
  const service = index.deliveryByMarket.get(platform.marketId)?.[0];
  const warehouse = service ? index.warehouses.get(service.fromWarehouseId) : undefined;
  const freight =
    service && category ? category.packageWeightKg * service.costPerKg + category.packageVolumeM3 * service.costPerM3 + (warehouse?.handlingPerUnit ?? 0) : 0;
  const base = (unitCostOf(screenplay, company, d, modelId, Math.max(1, units)) + freight) / Math.max(0.1, 1 - platform.commissionRate - 0.1);
  return base / index.toBase(1, platform.marketId, round);
}

/**
 * Production is paid now: a bot never plans more than its cash can pay while keeping a reserve
 * for two rounds of overheads; plans are scaled down together when it cannot.
 */
function affordProduction(screenplay: Screenplay, company: CompanyState, d: Planned & Pick<CompanyDecisions, 'production'>): void {
  const reserve = 2 * screenplay.finance.overheads.fixedPerRound + 0.05 * screenplay.finance.initialCapital;
  const budget = Math.max(0, company.balances.cash - reserve);
  const cost = d.production.reduce(
    (sum, p) => sum + p.quantity * (unitCostOf(screenplay, company, d, p.modelId, p.quantity) + screenplay.production.setupCost / p.quantity),
    0,
  );
  if (cost <= budget) return;
  const scale = budget / cost;
  d.production = d.production.map((p) => ({ ...p, quantity: Math.floor(p.quantity * scale) })).filter((p) => p.quantity > 0);
}
