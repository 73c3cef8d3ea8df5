import { indexOf } from '../round/screenplay-index';
import type { Segment } from '../screenplay/market.schema';
import type { Screenplay } from '../screenplay/screenplay.schema';
import { COMPANY_ACTIVE, type CompanyState, type WorldState } from '../state/state.schema';
import type { StyleSettings } from './bot-style';

/**
 * Units to make next round: last round's sales of the segment's model versions (or, in its first round, a fair
 * share of the segment's expected buyers) times the stock cover the style wants, less stock held.
 */
export function plannedUnits(screenplay: Screenplay, state: WorldState, company: CompanyState, segment: Segment, s: StyleSettings): number {
  // Sales of every version of the segment's model last round.
  const sold = Object.entries(company.lastSales)
    .filter(([key]) => key.includes(`/${segment.id}-v`))
    .reduce((sum, [, units]) => sum + units, 0);
  const size = state.segments[segment.id]?.size ?? segment.size;
  const platforms = indexOf(screenplay).platformsByMarket.get(segment.marketId) ?? [];
  const reachShare = platforms.reduce((sum, p) => sum + (segment.platformShares[p.id] ?? 0) * p.organicReach, 0);
  const buyers = size * segment.visitsPerDay * screenplay.daysPerRound * reachShare * 0.35;
  const rivals = Math.max(1, activeCompanies(state) / 2);
  const expected = sold > 0 ? sold : buyers / rivals;
  const held = company.stock.filter((x) => x.modelId.startsWith(`${segment.id}-v`)).reduce((sum, x) => sum + x.units, 0);
  return Math.max(0, Math.round(expected * s.stockCover - held));
}

const active = new WeakMap<WorldState, number>();
function activeCompanies(state: WorldState): number {
  let count = active.get(state);
  if (count === undefined) active.set(state, (count = state.companies.filter((c) => c.status === COMPANY_ACTIVE).length));
  return count;
}
