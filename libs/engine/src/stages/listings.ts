import type { TrafficSource } from '../results/company-results.schema';
import type { Segment } from '../screenplay/market.schema';
import type { Platform } from '../screenplay/platform.schema';
import type { ModelState } from '../state/state.schema';
import type { CompanyRound, RoundContext } from '../round/round-context';
import { attributeFit } from './fit';

export type SourceSessions = Record<TrafficSource, number>;
export const noSessions = (): SourceSessions => ({ organic: 0, auction: 0, trafficPackage: 0, merchantLive: 0, influencer: 0 });

/** A product on sale in a store this round: one model, or a package of several. */
export interface Listing {
  readonly company: CompanyRound;
  readonly platform: Platform;
  readonly marketId: string;
  readonly modelId: string;
  readonly packageId?: string;
  readonly models: readonly ModelState[];
  readonly brandId: string;
  /** Price shoppers pay, after any product promotion, in minor units of the market currency. */
  readonly price: number;
  readonly discount: number;
  readonly showcaseLift: number;
  /** Stock pool index of each model the listing draws on. */
  readonly pools: number[];
  /** Sessions by source, per segment of the market (by the segment's slot), filled by the traffic stage. */
  readonly sessions: (SourceSessions | undefined)[];
  /** Sessions × utility lift (livestreams, influencers), per segment slot. */
  liftedUtility?: number[];
  /** Attribute fit of the listing's best model to each segment slot, computed once a round. */
  readonly fits: number[];
  /** Commission an influencer takes on this listing's influencer orders. */
  influencerCommission: number;
  /** `platform/model` or `platform/pkg:id`: how last round's sales are keyed. */
  readonly key: string;
  /** The listing's ad-auction result rows by segment, when it won a slot. */
  adRows?: Map<string, CompanyRound['productAdvertising'][number]>;
}

/** Stock pools: one per company, model and market, holding the units deliverable there. */
export class StockPools {
  /** `seat|model|market` of each pool, for reports. */
  readonly keys: string[] = [];
  readonly stock: number[] = [];
  private readonly byCompany = new Map<CompanyRound, Map<string, Map<string, number>>>();

  poolOf(ctx: RoundContext, company: CompanyRound, modelId: string, marketId: string): number {
    let byModel = this.byCompany.get(company);
    if (!byModel) this.byCompany.set(company, (byModel = new Map()));
    let byMarket = byModel.get(modelId);
    if (!byMarket) byModel.set(modelId, (byMarket = new Map()));
    let pool = byMarket.get(marketId);
    if (pool === undefined) {
      pool = this.keys.length;
      byMarket.set(marketId, pool);
      this.keys.push(`${company.state.seat}|${modelId}|${marketId}`);
      let units = 0;
      for (const warehouseId of company.stock.warehousesOf(modelId)) {
        if (deliveryFrom(ctx, warehouseId, marketId)) units += company.stock.units(modelId, warehouseId);
      }
      this.stock.push(units);
    }
    return pool;
  }
}

/** Every listing of every active company, in seat order. */
export function buildListings(ctx: RoundContext, pools: StockPools): Listing[] {
  const listings: Listing[] = [];
  for (const company of ctx.companies) {
    if (!company.active) continue;
    const discountOf = new Map(company.decisions.productPromotions.map((p) => [`${p.platformId}/${p.modelId}`, p.discount]));
    const make = (platformId: string, modelIds: string[], listPrice: number, packageId?: string) => {
      const platform = ctx.index.platforms.get(platformId);
      const models = modelIds.map((id) => company.state.models.find((m) => m.id === id)).filter((m): m is ModelState => !!m);
      const [first] = models;
      if (!platform || !first || models.length !== modelIds.length) return;
      const store = company.state.stores.find((s) => s.platformId === platformId);
      const showcase = platform.showcaseDesigns.find((d) => d.id === store?.showcaseDesignId);
      const discount = packageId ? 0 : (discountOf.get(`${platformId}/${first.id}`) ?? 0);
      listings.push({
        company,
        platform,
        marketId: platform.marketId,
        modelId: first.id,
        ...(packageId ? { packageId } : {}),
        models,
        brandId: first.brandId,
        price: Math.max(1, Math.round(listPrice * (1 - discount))),
        discount,
        showcaseLift: showcase?.utilityLift ?? 0,
        pools: models.map((m) => pools.poolOf(ctx, company, m.id, platform.marketId)),
        sessions: [],
        fits: [],
        influencerCommission: 0,
        key: `${platform.id}/${packageId ? `pkg:${packageId}` : first.id}`,
      });
    };
    for (const l of company.decisions.listings) make(l.platformId, [l.modelId], l.price);
    for (const p of company.decisions.packages) make(p.platformId, p.modelIds, p.price, p.id);
  }
  return listings;
}

export function listingKey(l: Pick<Listing, 'platform' | 'modelId' | 'packageId'>): string {
  return `${l.platform.id}/${l.packageId ? `pkg:${l.packageId}` : l.modelId}`;
}

/** The fastest service delivering from a warehouse to shoppers of a market, if any. */
export function deliveryFrom(ctx: RoundContext, warehouseId: string, marketId: string) {
  return ctx.index.deliveryByMarket.get(marketId)?.find((l) => l.fromWarehouseId === warehouseId);
}

/** How well a listing fits a segment (its best model's attribute fit), computed once a round. */
export function listingFit(l: Listing, segment: Segment, slot: number, ideals: Readonly<Record<string, number>>): number {
  let fit = l.fits[slot];
  if (fit === undefined) {
    fit = -Infinity;
    for (const m of l.models) fit = Math.max(fit, attributeFit(m, segment, ideals));
    l.fits[slot] = fit;
  }
  return fit;
}
