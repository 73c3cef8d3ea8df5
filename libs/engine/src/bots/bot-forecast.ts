import { indexOf } from '../round/screenplay-index';
import type { Segment } from '../screenplay/market.schema';
import type { Screenplay } from '../screenplay/screenplay.schema';
import { COMPANY_ACTIVE, type CompanyState, type WorldState } from '../state/state.schema';

/** The share of sessions a bot expects to convert before it has sold anything (real stores: 2-4%). */
const FIRST_CONVERSION = 0.025;
/** Demand a sold-out model is assumed to have missed: it sells this much more when it has stock. */
const SOLD_OUT_UPLIFT = 1.5;

/** What a bot knows of its sales in a segment last round (every version of the segment's model). */
export interface SegmentSales {
  sold: number;
  held: number;
  /** Sold everything it had: demand was higher than what it sold. */
  soldOut: boolean;
}

export function segmentSales(company: CompanyState, segment: Segment): SegmentSales {
  const version = `${segment.id}-v`;
  const sold = Object.entries(company.lastSales)
    .filter(([key]) => key.includes(`/${version}`))
    .reduce((sum, [, units]) => sum + units, 0);
  const held = company.stock.filter((x) => x.modelId.startsWith(version)).reduce((sum, x) => sum + x.units, 0);
  return { sold, held, soldOut: sold > 0 && held === 0 };
}

/**
 * Units a bot expects to sell in a segment next round: last round's sales (more if it sold out),
 * grown with the segment; before its first sale, its share of the sessions the segment brings
 * converted at a cautious rate, shared with half the other companies.
 */
export function expectedSales(screenplay: Screenplay, state: WorldState, company: CompanyState, segment: Segment): number {
  const { sold, soldOut } = segmentSales(company, segment);
  if (sold > 0) return sold * (soldOut ? SOLD_OUT_UPLIFT : 1) * (1 + segment.growthPerRound);
  const size = state.segments[segment.id]?.size ?? segment.size;
  const platforms = indexOf(screenplay).platformsByMarket.get(segment.marketId) ?? [];
  const reach = platforms.reduce((sum, p) => sum + (segment.platformShares[p.id] ?? 0) * p.organicReach, 0);
  const sessions = size * segment.visitsPerDay * screenplay.daysPerRound * reach;
  const rivals = Math.max(1, activeCompanies(state) / 2);
  // A model that was on sale and sold nothing is expected to sell a little, not its first-round share.
  const listedBefore = company.models.some((m) => m.id.startsWith(`${segment.id}-v`) && m.createdRound < state.round);
  return ((sessions * FIRST_CONVERSION) / rivals) * (listedBefore ? 0.25 : 1);
}

/** Units to make next round: the stock cover wanted (in rounds of the expected sales), less the stock held. */
export function plannedUnits(screenplay: Screenplay, state: WorldState, company: CompanyState, segment: Segment, stockCover: number): number {
  const { held } = segmentSales(company, segment);
  return Math.max(0, Math.round(expectedSales(screenplay, state, company, segment) * stockCover - held));
}

const active = new WeakMap<WorldState, number>();
function activeCompanies(state: WorldState): number {
  let count = active.get(state);
  if (count === undefined) active.set(state, (count = state.companies.filter((c) => c.status === COMPANY_ACTIVE).length));
  return count;
}
