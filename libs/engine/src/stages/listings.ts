import type { TrafficSource } from '../results/company-results.schema';
import type { Segment } from '../screenplay/market.schema';
import type { Platform } from '../screenplay/platform.schema';
import type { ModelState } from '../state/state.schema';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { ListingOrders } from './choice';
import { attributeFit } from './fit';

export type SourceSessions = Record<TrafficSource, number>;
export const noSessions = (): SourceSessions => ({ organic: 0, auction: 0, trafficPackage: 0, merchantLive: 0, influencer: 0 });

type LogisticsService = RoundContext['screenplay']['logisticsServices'][number];
type AdRow = CompanyRound['productAdvertising'][number];

/** A product on sale in a store this round: one model, or a package of several. */
export interface Listing {
  readonly company: CompanyRound;
  readonly platform: Platform;
  readonly marketId: string;
  /** The segments of the listing's market, by slot (see ScreenplayIndex.segmentSlot). */
  readonly segments: readonly Segment[];
  readonly modelId: string;
  readonly packageId?: string;
  readonly models: readonly ModelState[];
  readonly brandId: string;
  /** Price shoppers pay, after any product promotion, in minor units of the market currency. */
  readonly price: number;
  readonly discount: number;
  readonly showcaseLift: number;
  /** Stock pool index of each model the listing draws on. */
  readonly pools: readonly number[];
  /** The listing's position among the round's listings: its sessions are kept by it (SessionTable). */
  readonly index: number;
  /** Attribute fit of the listing's best model to each segment slot, computed once a round (this round's ideals). */
  readonly fits: readonly number[];
  /** Awareness of the listing's brand in each segment slot (after this round's promotion). */
  readonly awareness: readonly number[];
  /** Commission an influencer takes on this listing's influencer orders. */
  influencerCommission: number;
  /** `platform/model` or `platform/pkg:id`: how last round's sales are keyed. */
  readonly key: string;
  /** Units the listing sold last round. */
  readonly lastSold: number;
  /** The listing's ad-auction result rows by segment slot, when it won a slot. */
  adRows?: (AdRow | undefined)[];
  /**
   * The orders the listing won, one row per segment with sessions: the first and last row, the
   * rows chained by their `next` in the order of the choice stage's result.
   */
  firstRow: ListingOrders | undefined;
  lastRow: ListingOrders | undefined;
}

/** A warehouse a pool's units ship from, with the fastest service delivering from it to the pool's market. */
export interface PoolSource {
  readonly warehouseId: string;
  readonly service: LogisticsService;
}

/** Stock pools: one per company, model and market, holding the units deliverable there. */
export class StockPools {
  /** Units of each pool when the listings are built. */
  readonly stock: number[] = [];
  /** The model of each pool (its company's copy). */
  readonly models: ModelState[] = [];
  /** Where each pool's units ship from: warehouses holding the model and delivering to the market, fastest service first. */
  readonly sources: PoolSource[][] = [];
  /** Attribute fit of each pool's model to the segments of its market, by slot (this round's ideals). */
  readonly fits: (readonly number[])[] = [];
  /** Awareness of each pool's model's brand in the segments of its market, by slot (after this round's promotion). */
  readonly awareness: (readonly number[])[] = [];
  /** [pool] and [its model], shared by the pool's single-model listings. */
  readonly onlyPool: (readonly number[])[] = [];
  readonly onlyModel: (readonly ModelState[])[] = [];
  /** The company and the market of each pool. */
  readonly companies: CompanyRound[] = [];
  readonly markets: string[] = [];
  /** A model's first pool (a model is its company's: ids are unique within a company); `next` chains its pools in other markets. */
  private readonly firstOf = new Map<ModelState, number>();
  private readonly next: number[] = [];

  /** The pool of a company's model in a market, opened the first time it is asked for. */
  poolOf(ctx: RoundContext, company: CompanyRound, model: ModelState, marketId: string): number {
    const first = this.firstOf.get(model);
    let last = -1;
    for (let p = first ?? -1; p >= 0; p = this.next[p] ?? -1) {
      if (this.markets[p] === marketId) return p;
      last = p;
    }
    const pool = this.stock.length;
    if (last < 0) this.firstOf.set(model, pool);
    else this.next[last] = pool;
    this.next.push(-1);
    this.companies.push(company);
    this.markets.push(marketId);
    // The warehouses holding the model that deliver to the market, in the stock book's order.
    const lines = company.stock.stockOf(model.id);
    let units = 0;
    let delivering = 0;
    for (const line of lines) {
      if (line.units <= 0 || !ctx.index.deliveryFrom(line.warehouseId, marketId)) continue;
      units += line.units;
      delivering++;
    }
    const sources = new Array<PoolSource>(delivering);
    let at = 0;
    for (const line of lines) {
      const service = line.units > 0 ? ctx.index.deliveryFrom(line.warehouseId, marketId) : undefined;
      if (service) sources[at++] = { warehouseId: line.warehouseId, service };
    }
    // Stable: warehouses as fast as each other keep the stock book's order.
    if (sources.length > 1) sources.sort((a, b) => a.service.days - b.service.days);
    this.stock.push(units);
    this.models.push(model);
    this.sources.push(sources);
    this.onlyPool.push([pool]);
    this.onlyModel.push([model]);
    const segments = ctx.index.segmentsByMarket.get(marketId) ?? [];
    this.fits.push(segments.map((segment) => attributeFit(model, segment, ctx.segments[segment.id]?.ideals ?? {})));
    const aware = company.state.awareness[model.brandId];
    this.awareness.push(segments.map((segment) => aware?.[segment.id] ?? 0));
    return pool;
  }
}

/** The showcase design of the company's store on a platform, if it has one. */
function showcaseOf(company: CompanyRound, platform: Platform): Platform['showcaseDesigns'][number] | undefined {
  let designId: string | undefined;
  for (const s of company.state.stores) {
    if (s.platformId === platform.id) {
      designId = s.showcaseDesignId;
      break;
    }
  }
  for (const d of platform.showcaseDesigns) if (d.id === designId) return d;
  return undefined;
}

/** A listing's key split into its platform and item (the model, or `pkg:` and the package). */
export interface KeyParts {
  readonly platformId: string;
  readonly item: string;
}

const keys = new Map<string, Map<string, string>>();
const parts = new Map<string, KeyParts>();
/**
 * A listing's key `platform/item`, one string per pair from round to round: last round's sales
 * and prices are looked up by it every round.
 */
function keyOf(platformId: string, item: string): string {
  let byItem = keys.get(platformId);
  if (!byItem) keys.set(platformId, (byItem = new Map()));
  let key = byItem.get(item);
  if (key === undefined) {
    if (byItem.size > 10_000) byItem.clear();
    byItem.set(item, (key = `${platformId}/${item}`));
  }
  return key;
}

/** The parts of a key of last round's sales (as `key.split('/')` gives them; no slash: no item). */
export function keyParts(key: string): KeyParts {
  let split = parts.get(key);
  if (!split) {
    const [platformId = '', item = ''] = key.split('/');
    if (parts.size > 50_000) parts.clear();
    parts.set(key, (split = { platformId, item }));
  }
  return split;
}

/** Every listing of every active company, in seat order. */
export function buildListings(ctx: RoundContext, pools: StockPools): Listing[] {
  const listings: Listing[] = [];
  for (const company of ctx.companies) {
    if (!company.active) continue;
    const modelOf = new Map<string, ModelState>();
    for (const m of company.state.models) if (!modelOf.has(m.id)) modelOf.set(m.id, m);
    const discountOf = new Map(company.decisions.productPromotions.map((p) => [`${p.platformId}/${p.modelId}`, p.discount]));
    // A single model (`packaged` undefined) or a package of models, the first being `first`.
    const make = (platformId: string, first: ModelState, listPrice: number, packaged?: { id: string; models: readonly ModelState[] }) => {
      const platform = ctx.index.platforms.get(platformId);
      if (!platform) return;
      const packageId = packaged?.id;
      const showcase = showcaseOf(company, platform);
      const discount = packageId || discountOf.size === 0 ? 0 : (discountOf.get(`${platformId}/${first.id}`) ?? 0);
      const segments = ctx.index.segmentsByMarket.get(platform.marketId) ?? [];
      let models: readonly ModelState[];
      let drawn: readonly number[];
      if (packaged) {
        models = packaged.models;
        drawn = models.map((m) => pools.poolOf(ctx, company, m, platform.marketId));
      } else {
        const pool = pools.poolOf(ctx, company, first, platform.marketId);
        models = pools.onlyModel[pool] ?? [first];
        drawn = pools.onlyPool[pool] ?? [pool];
      }
      const key = keyOf(platform.id, packageId ? `pkg:${packageId}` : first.id);
      listings.push({
        index: listings.length,
        company,
        platform,
        marketId: platform.marketId,
        segments,
        modelId: first.id,
        packageId,
        models,
        brandId: first.brandId,
        price: Math.max(1, Math.round(listPrice * (1 - discount))),
        discount,
        showcaseLift: showcase?.utilityLift ?? 0,
        pools: drawn,
        fits: drawn.length === 1 ? (pools.fits[drawn[0] ?? -1] ?? []) : bestFits(pools, drawn, segments.length),
        awareness: pools.awareness[drawn[0] ?? -1] ?? [],
        influencerCommission: 0,
        key,
        lastSold: company.state.lastSales[key] ?? 0,
        firstRow: undefined,
        lastRow: undefined,
      });
    };
    for (const l of company.decisions.listings) {
      const model = modelOf.get(l.modelId);
      if (model) make(l.platformId, model, l.price);
    }
    for (const p of company.decisions.packages) {
      const models = p.modelIds.map((id) => modelOf.get(id)).filter((m): m is ModelState => !!m);
      const [first] = models;
      if (first && models.length === p.modelIds.length) make(p.platformId, first, p.price, { id: p.id, models });
    }
  }
  return listings;
}

export function listingKey(l: Pick<Listing, 'platform' | 'modelId' | 'packageId'>): string {
  return `${l.platform.id}/${l.packageId ? `pkg:${l.packageId}` : l.modelId}`;
}

/** Per slot, how well the best of a package's models fits the segment: the largest fit of their pools. */
function bestFits(pools: StockPools, drawn: readonly number[], slots: number): number[] {
  const fits: number[] = [];
  for (let slot = 0; slot < slots; slot++) {
    let fit = -Infinity;
    for (const p of drawn) fit = Math.max(fit, pools.fits[p]?.[slot] ?? -Infinity);
    fits.push(fit);
  }
  return fits;
}

/** A listing's fit to the segment in a slot of its market. */
export function listingFit(l: Listing, slot: number): number {
  return l.fits[slot] ?? -Infinity;
}
