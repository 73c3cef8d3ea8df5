import { type AreaSlice, DECISION_AREAS, type DecisionAreaName } from '@simbiz/contracts';
import type { RoundResults, WorldState } from '@simbiz/engine';
import { AREA_SLICES } from './slices';

/** Every area's slices of a resolved round, by company. */
export type ResultSlices = { [A in DecisionAreaName]: Record<string, AreaSlice<A>> };

export const AREA_NAMES = Object.keys(DECISION_AREAS) as DecisionAreaName[];

/**
 * Each area's part of a resolved round, for the team companies only (bots have no pages); what
 * each part holds is the area's slice function (./slices).
 */
export function resultSlices(results: RoundResults, state: WorldState, teamCompanyIds: readonly string[]): ResultSlices {
  const slices = Object.fromEntries(AREA_NAMES.map((name) => [name, {}])) as ResultSlices;
  for (const id of teamCompanyIds) {
    const result = results.companies.find((c) => c.companyId === id);
    const company = state.companies.find((c) => c.id === id);
    if (!result || !company) continue;
    for (const name of AREA_NAMES) (slices[name] as Record<string, unknown>)[id] = AREA_SLICES[name](result, company);
  }
  return slices;
}
