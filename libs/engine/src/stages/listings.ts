import type { TrafficSource } from '../results/company-results.schema';
import type { Segment } from '../screenplay/market.schema';
import type { Platform } from '../screenplay/platform.schema';
import type { ModelState } from '../state/state.schema';
import type { UnitSize } from '../round/product-costs';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { ListingOrders } from './choice';
import { attributeFit } from './fit';
import { bestSellersOf, organicStanding } from './organic-standing';
import { sizeOf } from './production';

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
  /** The stock pools the listing draws on (`pools` are its indices there): they know its models' fits and brand awareness. */
  readonly stockPools: StockPools;
  /** Commission an influencer takes on this listing's influencer orders. */
  influencerCommission: number;
  /** `platform/model` or `platform/pkg:id`: how last round's sales are keyed. */
  readonly key: string;
  /** Units the listing sold last round. */
  readonly lastSold: number;
  /** The segment-independent part of its organic rank (stages/organic-standing), worked out with its company's other listings. */
  readonly standing: number;
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
  /** [pool] and [its model], shared by the pool's single-model listings. */
  readonly onlyPool: (readonly number[])[] = [];
  readonly onlyModel: (readonly ModelState[])[] = [];
  /** The company and the market of each pool. */
  readonly companies: CompanyRound[] = [];
  readonly markets: string[] = [];
  /** The package size of a unit of each pool's model: fulfilment ships by it. */
  readonly unitSizes: UnitSize[] = [];
  /**
   * Where each pool's units ship from: the warehouses holding the model that deliver to the
   * market, fastest service first. Pool p's are sources[from[p]] up to sources[from[p + 1]].
   */
  private readonly sources: PoolSource[] = [];
  private readonly from: number[] = [0];
  /** Attribute fit of each pool's model (this round's ideals) and awareness of its brand, by pool and slot: [pool × slots + slot]. */
  private fits: Float64Array;
  private awareness: Float64Array;
  /** A model's first pool (a model is its company's: ids are unique within a company); `next` chains its pools in other markets. */
  private readonly firstOf = new Map<ModelState, number>();
  private readonly next: number[] = [];

  /** `slots`: the most segments a market has (ScreenplayIndex.slots); `expected`: about how many pools there will be. */
  constructor(
    private readonly slots: number,
    expected = 64,
  ) {
    this.fits = new Float64Array(Math.max(1, expected) * slots);
    this.awareness = new Float64Array(Math.max(1, expected) * slots);
  }

  /** How well the pool's model fits the segment in a slot of its market (see attributeFit). */
  fitOf(pool: number, slot: number): number {
    return this.fits[pool * this.slots + slot] ?? -Infinity;
  }

  /** Awareness of the pool's model's brand in the segment in a slot of its market. */
  awarenessOf(pool: number, slot: number): number {
    return this.awareness[pool * this.slots + slot] ?? 0;
  }

  /** The pool's sources, fastest first: `source(k)` for k from `sourcesFrom(pool)` up to `sourcesFrom(pool + 1)`. */
  sourcesFrom(pool: number): number {
    return this.from[pool] ?? this.sources.length;
  }

  source(k: number): PoolSource | undefined {
    return this.sources[k];
  }

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
    const start = this.sources.length;
    let units = 0;
    for (const line of company.stock.stockOf(model.id)) {
      const service = line.units > 0 ? ctx.index.deliveryFrom(line.warehouseId, marketId) : undefined;
      if (!service) continue;
      units += line.units;
      this.sources.push({ warehouseId: line.warehouseId, service });
    }
    if (this.sources.length - start > 1) {
      // Stable: warehouses as fast as each other keep the stock book's order.
      const sorted = this.sources.splice(start).sort((a, b) => a.service.days - b.service.days);
      for (const s of sorted) this.sources.push(s);
    }
    this.from.push(this.sources.length);
    this.stock.push(units);
    this.models.push(model);
    this.unitSizes.push(sizeOf(ctx, company, model));
    this.onlyPool.push([pool]);
    this.onlyModel.push([model]);
    if ((pool + 1) * this.slots > this.fits.length) {
      this.fits = grown(this.fits);
      this.awareness = grown(this.awareness);
    }
    const aware = company.state.awareness[model.brandId];
    (ctx.index.segmentsByMarket.get(marketId) ?? []).forEach((segment, slot) => {
      this.fits[pool * this.slots + slot] = attributeFit(model, segment, ctx.segments[segment.id]?.ideals ?? {});
      this.awareness[pool * this.slots + slot] = aware?.[segment.id] ?? 0;
    });
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

/** Twice the room, with the same numbers first. */
function grown(values: Float64Array): Float64Array {
  const more = new Float64Array(2 * values.length);
  more.set(values);
  return more;
}

const keys = new Map<string, Map<string, string>>();
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

/** Every listing of every active company, in seat order. */
export function buildListings(ctx: RoundContext, pools: StockPools): Listing[] {
  const listings: Listing[] = [];
  for (const company of ctx.companies) {
    if (!company.active) continue;
    const modelOf = new Map<string, ModelState>();
    for (const m of company.state.models) if (!modelOf.has(m.id)) modelOf.set(m.id, m);
    const discountOf = new Map(company.decisions.productPromotions.map((p) => [`${p.platformId}/${p.modelId}`, p.discount]));
    const bestSellers = bestSellersOf(company);
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
      const lastSold = company.state.lastSales[key] ?? 0;
      const showcaseLift = showcase?.utilityLift ?? 0;
      const standing = organicStanding(models, lastSold, bestSellers.get(platform.id)?.get(first.brandId) ?? 0, showcaseLift);
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
        showcaseLift,
        pools: drawn,
        stockPools: pools,
        influencerCommission: 0,
        key,
        lastSold,
        standing,
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

/** A listing's fit to the segment in a slot of its market: that of its best-fitting model (see attributeFit). */
export function listingFit(l: Listing, slot: number): number {
  let fit = -Infinity;
  for (const p of l.pools) fit = Math.max(fit, l.stockPools.fitOf(p, slot));
  return fit;
}

/** Awareness of a listing's brand (its first model's) in the segment in a slot of its market. */
export function listingAwareness(l: Listing, slot: number): number {
  return l.stockPools.awarenessOf(l.pools[0] ?? -1, slot);
}
