import { keepShape } from '../core/shapes';
import type { TrafficSource } from '../results/company-results.schema';
import type { Segment } from '../screenplay/market.schema';
import type { Platform } from '../screenplay/platform.schema';
import type { ModelState } from '../state/state.schema';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { ListingOrders } from './choice';
import { bestSellersOf, organicStanding } from './organic-standing';
import type { StockPools } from './stock-pools';

export type SourceSessions = Record<TrafficSource, number>;
export const noSessions = (): SourceSessions => ({ organic: 0, auction: 0, trafficPackage: 0, merchantLive: 0, influencer: 0 });

/**
 * Every object by source (a sales row's sessions and orders) has one shape in V8. Its first object
 * holds no number, so the shape keeps any value in its fields, not boxed doubles: the whole numbers
 * (every order count, and most sessions, 0 for most sources) then sit in the object itself. Boxed,
 * each sales row carried five number objects for its sessions, and its orders (built field by
 * field to avoid them) a second store for their fifth field; with a thousand companies the garbage
 * collector copied them all twice and carried them into the old generation.
 */
keepShape({ organic: null, auction: null, trafficPackage: null, merchantLive: null, influencer: null });

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

/**
 * Adds a company's listings (none unless it is active) to the round's, in the order of its
 * decisions (single models, then packages), opening the stock pools they draw on.
 */
export function buildListingsOf(ctx: RoundContext, company: CompanyRound, pools: StockPools, listings: Listing[]): void {
  if (!company.active) return;
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
