import { type ChoiceCell, allocatePooledOrders } from '../market/pooled-allocation';
import type { Segment } from '../screenplay/market.schema';
import type { RoundContext } from '../round/round-context';
import { advertisingWearOut } from './company-promotion';
import { personaFit, personaTargets } from './persona-fit';
import { type Listing, listingAwareness } from './listings';
import type { StockPools } from './stock-pools';
import type { SessionTable } from './session-table';

const AWARENESS_WEIGHT = 0.3;
/**
 * Above the reference price shoppers grow more sensitive: a price x = ln(price / reference) above
 * it costs β·x + LUXURY_CHOKE·x² of utility, so a luxury price sells to few (β·x alone lets a
 * price of ten times the reference keep a tenth of the buyers and earn more per sale than it loses).
 */
const LUXURY_CHOKE = 1.2;

/** Utility a price costs shoppers of price sensitivity β, at x = ln(price / reference): β·x, plus LUXURY_CHOKE·x² above the reference. */
export function priceDisutility(sensitivity: number, x: number): number {
  return sensitivity * x + (x > 0 ? LUXURY_CHOKE * x * x : 0);
}
const RATING_WEIGHT = 0.25;
const PACKAGE_BONUS = 0.15;

/** The orders one listing won in one segment (fulfilment attributes them to traffic sources). */
export interface ListingOrders {
  readonly listing: Listing;
  /** The segment's slot in the listing's market. */
  readonly slot: number;
  orders: number;
  /** Orders shoppers would have placed had the listing not sold out (allocatePooledOrders). */
  lost: number;
  /** The cell's attribute fits and utilities, in which the row's are at `at`. */
  readonly scores: CellScores;
  readonly at: number;
  /** The listing's next row, in the order of the result. */
  next: ListingOrders | undefined;
}

/** The attribute fit and utility of each listing of a choice cell, by its position in the cell (numbers kept unboxed). */
export interface CellScores {
  readonly fit: Float64Array;
  readonly utility: Float64Array;
}

/** The choice cells of one platform: its listings by segment slot, and the slots in the order their first listing came. */
interface PlatformCells {
  readonly bySlot: (Listing[] | undefined)[];
  readonly slots: number[];
}

/**
 * Stages 7 and 8: within each platform and segment, shoppers choose by an exposure-weighted
 * logit with an outside option; demand above a model's stock in the market is re-offered to the
 * shoppers who wanted it (allocatePooledOrders).
 * Each listing chains its rows (firstRow, next).
 */
export function chooseAndAllocate(ctx: RoundContext, listings: readonly Listing[], pools: StockPools, sessions: SessionTable): ListingOrders[] {
  const cells: ChoiceCell[] = [];
  const members: ListingOrders[][] = [];
  // Cells: platform, then segment, each with the listings that have sessions there.
  const byPlatform = new Map<Listing['platform'], PlatformCells>();
  const appeal = new Appeal(ctx, pools);
  let rows = 0;
  for (const l of listings) {
    let here = byPlatform.get(l.platform);
    if (!here) byPlatform.set(l.platform, (here = { bySlot: [], slots: [] }));
    for (let slot = 0; slot < l.segments.length; slot++) {
      if (!sessions.has(l, slot)) continue;
      const list = here.bySlot[slot];
      if (list) list.push(l);
      else {
        here.bySlot[slot] = [l];
        here.slots.push(slot);
      }
    }
  }
  for (const { bySlot, slots } of byPlatform.values()) {
    for (const slot of slots) {
      const here = bySlot[slot] ?? [];
      const segment = here[0]?.segments[slot];
      if (!segment) continue;
      const count = here.length;
      const exposure = new Float64Array(count);
      let shoppers = 0;
      for (let i = 0; i < count; i++) shoppers += exposure[i] = sessions.total(here[i] as Listing, slot);
      if (shoppers <= 0) continue;
      const shopping: Shopping = { segment, slot, sensitivity: segment.priceSensitivity * (ctx.segments[segment.id]?.priceSensitivityFactor ?? 1), sessions };
      const scores: CellScores = { fit: new Float64Array(count), utility: new Float64Array(count) };
      const scored = new Array<ListingOrders>(count);
      for (let i = 0; i < count; i++) {
        const l = here[i] as Listing;
        const m: ListingOrders = {
          listing: l,
          slot,
          orders: 0,
          lost: 0,
          scores,
          at: i,
          next: undefined,
        };
        utilityOf(m, shopping, exposure, appeal, pools);
        exposure[i] = (exposure[i] as number) / shoppers;
        scored[i] = m;
      }
      members.push(scored);
      rows += count;
      cells.push({ shoppers, outsideUtility: segment.outsideUtility, utility: scores.utility, exposure, pools: here.map((l) => l.pools) });
    }
  }
  const { orders, lost } = allocatePooledOrders(cells, pools.stock);
  const out = new Array<ListingOrders>(rows);
  let at = 0;
  members.forEach((row, c) => {
    const won = orders[c] ?? [];
    const missed = lost[c] ?? [];
    row.forEach((m, i) => {
      m.orders = won[i] ?? 0;
      m.lost = missed[i] ?? 0;
      const l = m.listing;
      if (l.lastRow) l.lastRow.next = m;
      else l.firstRow = m;
      l.lastRow = m;
      out[at++] = m;
    });
  });
  return out;
}

/** What shoppers of one cell share: their segment, its slot in the market, this round's price sensitivity, and the sessions. */
interface Shopping {
  readonly segment: Segment;
  readonly slot: number;
  readonly sensitivity: number;
  readonly sessions: SessionTable;
}

/**
 * What a model offers the shoppers of a segment before price and promotion: its attribute fit
 * (sharpened by its persona there: personaFit), rating and value propositions as its brand is
 * perceived. Worked out once per stock pool (a company's model in a market) and segment slot.
 */
class Appeal {
  /** By pool, then slot: values[pool * stride + slot]. */
  private readonly values: Float64Array;
  private readonly stride: number;

  constructor(ctx: RoundContext, pools: StockPools) {
    this.stride = ctx.index.slots;
    this.values = new Float64Array(pools.stock.length * this.stride);
    for (let pool = 0; pool < pools.models.length; pool++) {
      const model = pools.models[pool];
      const company = pools.companies[pool]?.state;
      const segments = ctx.index.segmentsByMarket.get(pools.markets[pool] ?? '') ?? [];
      if (!model || !company) continue;
      for (let slot = 0; slot < segments.length; slot++) {
        const segment = segments[slot] as Segment;
        const perception = company.perception[model.brandId]?.[segment.id];
        const fit = pools.fitOf(pool, slot);
        let u = personaFit(fit, personaTargets(model.personaIds, company.personas, segment.id)) + RATING_WEIGHT * (model.rating - 3);
        for (const vp of model.valuePropositionIds) u += (segment.valuePropositionWeights[vp] ?? 0) * (perception?.[vp] ?? 0);
        this.values[pool * this.stride + slot] = u;
      }
    }
  }

  of(pool: number, slot: number): number {
    return this.values[pool * this.stride + slot] ?? -Infinity;
  }
}

/**
 * Sets a row's fit and utility (in its cell's scores):
 * U = attribute fit (sharpened by the model's persona in its segments: personaFit) + value-proposition fit
 *     + awareness - advertising wear-out + rating + lifts + package bonus
 *     - priceSensitivity · x - LUXURY_CHOKE · max(0, x)², x = ln(price / referencePrice).
 * `cellSessions` holds the sessions of each listing of the cell (the row's at its `at`).
 */
function utilityOf(
  m: ListingOrders,
  { segment, slot, sensitivity, sessions: table }: Shopping,
  cellSessions: Float64Array,
  appeal: Appeal,
  pools: StockPools,
): void {
  const l = m.listing;
  const sessions = cellSessions[m.at] ?? 0;
  let best = -Infinity;
  let fit = 0;
  for (const pool of l.pools) {
    const modelFit = pools.fitOf(pool, slot);
    const u = appeal.of(pool, slot);
    if (u > best) {
      best = u;
      fit = modelFit;
    }
  }
  const lift = sessions > 0 ? table.lifted(l, slot) / sessions : 0;
  const reference = segment.referencePrice * l.models.length;
  const awareness = listingAwareness(l, slot);
  const loyalty = (segment.loyalty * Math.log1p(l.lastSold)) / 5;
  const x = Math.log(l.price / reference);
  const priceTerm = priceDisutility(sensitivity, x);
  const wearOut = advertisingWearOut(l.company, l.brandId, segment.id);
  m.scores.fit[m.at] = fit;
  m.scores.utility[m.at] = best + loyalty + AWARENESS_WEIGHT * awareness - wearOut + l.showcaseLift + lift + (l.packageId ? PACKAGE_BONUS : 0) - priceTerm;
}
