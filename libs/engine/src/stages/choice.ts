import { type ChoiceCell, allocatePooledOrders } from '../market/pooled-allocation';
import { SOURCES, type TrafficSource } from '../results/company-results.schema';
import type { Segment } from '../screenplay/market.schema';
import type { RoundContext } from '../round/round-context';
import { advertisingWearOut } from './company-promotion';
import { attributeFit } from './fit';
import { personaFit, personaTargets } from './persona-fit';
import { type Listing, type SourceSessions, StockPools, listingFit, noSessions } from './listings';

const AWARENESS_WEIGHT = 0.3;
/**
 * Above the reference price shoppers grow more sensitive: a price x = ln(price / reference) above
 * it costs β·x + LUXURY_CHOKE·x² of utility, so a luxury price sells to few (β·x alone lets a
 * price of ten times the reference keep a tenth of the buyers and earn more per sale than it loses).
 */
const LUXURY_CHOKE = 1.2;
const RATING_WEIGHT = 0.25;
const PACKAGE_BONUS = 0.15;

/** The orders one listing won in one segment, by traffic source. */
export interface ListingOrders {
  listing: Listing;
  segmentId: string;
  orders: number;
  bySource: SourceSessions;
  sessions: SourceSessions;
  fit: number;
  utility: number;
}

/**
 * Stages 7 and 8: within each platform and segment, shoppers choose by an exposure-weighted
 * logit with an outside option; demand above a model's stock in the market is re-offered to the
 * shoppers who wanted it (allocatePooledOrders). Orders are attributed to traffic sources.
 */
export function chooseAndAllocate(ctx: RoundContext, listings: readonly Listing[], pools: StockPools): ListingOrders[] {
  const cells: ChoiceCell[] = [];
  const members: ListingOrders[][] = [];
  // Cells: platform, then segment, each with the listings that have sessions there.
  const byCell = new Map<Listing['platform'], Map<string, Listing[]>>();
  for (const l of listings) {
    let bySegment = byCell.get(l.platform);
    if (!bySegment) byCell.set(l.platform, (bySegment = new Map()));
    const segments = ctx.index.segmentsByMarket.get(l.marketId) ?? [];
    l.sessions.forEach((row, slot) => {
      const segmentId = segments[slot]?.id;
      if (!row || !segmentId) return;
      const list = bySegment.get(segmentId);
      if (list) list.push(l);
      else bySegment.set(segmentId, [l]);
    });
  }
  const cellsOf = [...byCell.values()].flatMap((bySegment) => [...bySegment]);
  for (const [segmentId, here] of cellsOf) {
    const segment = ctx.index.segments.get(segmentId);
    if (!segment) continue;
    const slot = ctx.index.segmentSlot.get(segmentId) ?? -1;
    const sessions = here.map((l) => total(l.sessions[slot]));
    const shoppers = sessions.reduce((s, x) => s + x, 0);
    if (shoppers <= 0) continue;
    const scored = here.map((l): ListingOrders => {
      const { fit, utility } = utilityOf(ctx, l, segment);
      return { listing: l, segmentId, fit, utility, orders: 0, sessions: l.sessions[slot] ?? NO_ORDERS, bySource: NO_ORDERS };
    });
    members.push(scored);
    cells.push({
      shoppers,
      outsideUtility: segment.outsideUtility,
      utility: scored.map((m) => m.utility),
      exposure: sessions.map((x) => x / shoppers),
      pools: here.map((l) => l.pools),
    });
  }
  const orders = allocatePooledOrders(cells, pools.stock);
  const out: ListingOrders[] = [];
  members.forEach((row, c) =>
    row.forEach((m, i) => {
      m.orders = orders[c]?.[i] ?? 0;
      m.bySource = attribute(m.orders, m.sessions);
      out.push(m);
    }),
  );
  return out;
}

function total(s: SourceSessions | undefined): number {
  return s ? s.organic + s.auction + s.trafficPackage + s.merchantLive + s.influencer : 0;
}

/** Splits whole orders over sources in proportion to the sessions each brought. */
/** Shared by every listing without orders: nothing writes to a listing's orders after this stage. */
const NO_ORDERS: SourceSessions = Object.freeze(noSessions());

/** Splits whole orders over sources in proportion to their sessions (largest remainder, source order on ties). */
function attribute(orders: number, sessions: SourceSessions): SourceSessions {
  if (orders === 0) return NO_ORDERS;
  const all = total(sessions);
  const out = noSessions();
  if (sessions.organic === all) {
    out.organic = orders;
    return out;
  }
  let given = 0;
  for (const s of SOURCES) {
    out[s] = Math.floor((orders * sessions[s]) / all);
    given += out[s];
  }
  // At most four units are left over; each goes to the source with the largest remainder.
  for (let left = orders - given; left > 0; left--) {
    let best: TrafficSource = 'organic';
    let bestRest = -1;
    for (const s of SOURCES) {
      const rest = (orders * sessions[s]) / all - out[s];
      if (sessions[s] > 0 && rest > bestRest) {
        best = s;
        bestRest = rest;
      }
    }
    out[best] += 1;
  }
  return out;
}

/**
 * U = attribute fit (sharpened by the model's persona in its segments: personaFit) + value-proposition fit
 *     + awareness - advertising wear-out + rating + lifts + package bonus
 *     - priceSensitivity · x - LUXURY_CHOKE · max(0, x)², x = ln(price / referencePrice).
 */
function utilityOf(ctx: RoundContext, l: Listing, segment: Segment): { fit: number; utility: number } {
  const state = ctx.segments[segment.id];
  const ideals = state?.ideals ?? {};
  const company = l.company.state;
  let best = -Infinity;
  let fit = 0;
  const slot = ctx.index.segmentSlot.get(segment.id) ?? -1;
  for (const model of l.models) {
    const modelFit = l.models.length === 1 ? listingFit(l, segment, slot, ideals) : attributeFit(model, segment, ideals);
    const perception = company.perception[model.brandId]?.[segment.id] ?? {};
    let u = personaFit(modelFit, personaTargets(model.personaIds, company.personas, segment.id)) + RATING_WEIGHT * (model.rating - 3);
    for (const vp of model.valuePropositionIds) u += (segment.valuePropositionWeights[vp] ?? 0) * (perception[vp] ?? 0);
    if (u > best) {
      best = u;
      fit = modelFit;
    }
  }
  const sessions = total(l.sessions[slot]);
  const lift = sessions > 0 ? (l.liftedUtility?.[slot] ?? 0) / sessions : 0;
  const reference = segment.referencePrice * l.models.length;
  const sensitivity = segment.priceSensitivity * (state?.priceSensitivityFactor ?? 1);
  const awareness = company.awareness[l.brandId]?.[segment.id] ?? 0;
  const loyalty = (segment.loyalty * Math.log1p(company.lastSales[l.key] ?? 0)) / 5;
  const x = Math.log(l.price / reference);
  const priceTerm = sensitivity * x + (x > 0 ? LUXURY_CHOKE * x * x : 0);
  const wearOut = advertisingWearOut(l.company, l.brandId, segment.id);
  const utility = best + loyalty + AWARENESS_WEIGHT * awareness - wearOut + l.showcaseLift + lift + (l.packageId ? PACKAGE_BONUS : 0) - priceTerm;
  return { fit, utility };
}
