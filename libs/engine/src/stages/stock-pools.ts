import type { UnitSize } from '../round/product-costs';
import type { CompanyRound, RoundContext } from '../round/round-context';
import type { ModelState } from '../state/state.schema';
import { attributeFit } from './fit';
import { sizeOf } from './production';

type LogisticsService = RoundContext['screenplay']['logisticsServices'][number];

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

/** Twice the room, with the same numbers first. */
function grown(values: Float64Array): Float64Array {
  const more = new Float64Array(2 * values.length);
  more.set(values);
  return more;
}
