import type { Market, Segment } from '../screenplay/market.schema';
import type { Platform } from '../screenplay/platform.schema';
import type { Screenplay } from '../screenplay/screenplay.schema';

type Of<K extends keyof Screenplay> = Screenplay[K] extends readonly (infer T)[] ? T : never;

/** Look-ups over a screenplay, built once per screenplay and shared by every round. */
export class ScreenplayIndex {
  readonly markets: Map<string, Market>;
  readonly segments: Map<string, Segment>;
  readonly platforms: Map<string, Platform>;
  readonly attributes: Map<string, Of<'attributes'>>;
  readonly propositions: Map<string, Of<'valuePropositions'>>;
  readonly categories: Map<string, Of<'categories'>>;
  readonly channels: Map<string, Of<'promotionChannels'>>;
  readonly warehouses: Map<string, Of<'warehouses'>>;
  readonly logistics: Map<string, Of<'logisticsServices'>>;
  readonly segmentsByMarket = new Map<string, Segment[]>();
  /** A segment's position in its market's list: per-listing traffic is kept in arrays by it. */
  readonly segmentSlot = new Map<string, number>();
  /** The most segments a market has: the number of slots. */
  readonly slots: number;
  readonly platformsByMarket = new Map<string, Platform[]>();
  /** Services that deliver to shoppers of a market, from each warehouse (fastest first). */
  readonly deliveryByMarket = new Map<string, Of<'logisticsServices'>[]>();
  /** The fastest service delivering to shoppers of a market, by market and then warehouse. */
  private readonly fastestDelivery = new Map<string, Map<string, Of<'logisticsServices'>>>();
  /** Awareness decays at the mean decay of the market's promotion channels (0.3 where it has none). */
  readonly marketDecay = new Map<string, number>();
  /** The company's tax home and the market of its default storage: the first market. */
  readonly homeMarket: Market;
  /** Minor digits of the base currency (that of the market using it, else 2). */
  readonly baseDigits: number;
  /**
   * The category of the models with an attributes object (see product-costs' categoryOf). A model
   * keeps its attributes object from round to round (a round copies the model, not its attributes).
   */
  readonly categoryByAttributes = new WeakMap<Readonly<Record<string, number>>, Of<'categories'> | undefined>();

  constructor(readonly screenplay: Screenplay) {
    const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((x) => [x.id, x]));
    this.markets = byId(screenplay.markets);
    this.segments = byId(screenplay.segments);
    this.platforms = byId(screenplay.platforms);
    this.attributes = byId(screenplay.attributes);
    this.propositions = byId(screenplay.valuePropositions);
    this.categories = byId(screenplay.categories);
    this.channels = byId(screenplay.promotionChannels);
    this.warehouses = byId(screenplay.warehouses);
    this.logistics = byId(screenplay.logisticsServices);
    for (const m of screenplay.markets) {
      const here = screenplay.segments.filter((s) => s.marketId === m.id);
      this.segmentsByMarket.set(m.id, here);
      here.forEach((s, slot) => this.segmentSlot.set(s.id, slot));
      this.platformsByMarket.set(
        m.id,
        screenplay.platforms.filter((p) => p.marketId === m.id),
      );
      const delivering = screenplay.logisticsServices
        .filter((l) => l.to.kind === 'market' && l.to.marketId === m.id)
        .sort((a, b) => a.days - b.days || a.costPerKg - b.costPerKg);
      this.deliveryByMarket.set(m.id, delivering);
      const fastest = new Map<string, Of<'logisticsServices'>>();
      for (const l of delivering) if (!fastest.has(l.fromWarehouseId)) fastest.set(l.fromWarehouseId, l);
      this.fastestDelivery.set(m.id, fastest);
    }
    for (const marketId of new Set([...screenplay.markets.map((m) => m.id), ...screenplay.segments.map((s) => s.marketId)])) {
      const channels = screenplay.promotionChannels.filter((c) => c.marketId === marketId);
      this.marketDecay.set(marketId, channels.length ? channels.reduce((s, c) => s + c.decay, 0) / channels.length : 0.3);
    }
    this.slots = Math.max(0, ...[...this.segmentsByMarket.values()].map((segments) => segments.length));
    const [home] = screenplay.markets;
    if (!home) throw new Error('a screenplay has at least one market');
    this.homeMarket = home;
    this.baseDigits = screenplay.markets.find((m) => m.currency.code === screenplay.baseCurrency)?.currency.minorDigits ?? 2;
  }

  /** The fastest service delivering from a warehouse to shoppers of a market, if any. */
  deliveryFrom(warehouseId: string, marketId: string): Of<'logisticsServices'> | undefined {
    return this.fastestDelivery.get(marketId)?.get(warehouseId);
  }

  /** Base-currency units one unit of the market's currency buys in a round. */
  exchangeRate(marketId: string, round: number): number {
    const rates = this.markets.get(marketId)?.exchangeRates ?? [1];
    return rates[Math.min(round - 1, rates.length - 1)] ?? rates[rates.length - 1] ?? 1;
  }

  /** Converts minor units of a market's currency into minor units of the base currency. */
  toBase(localMinor: number, marketId: string, round: number): number {
    const market = this.markets.get(marketId);
    const digits = (market?.currency.minorDigits ?? this.baseDigits) - this.baseDigits;
    return (localMinor * this.exchangeRate(marketId, round)) / 10 ** digits;
  }

  marketOfWarehouse(warehouseId: string): string | undefined {
    return this.warehouses.get(warehouseId)?.marketId;
  }

  /** Default storage capacity every company starts with at the home market's first warehouse. */
  static readonly DEFAULT_STORAGE_M3 = 400;
}

const cache = new WeakMap<Screenplay, ScreenplayIndex>();
export function indexOf(screenplay: Screenplay): ScreenplayIndex {
  let index = cache.get(screenplay);
  if (!index) {
    index = new ScreenplayIndex(screenplay);
    cache.set(screenplay, index);
  }
  return index;
}
