import type { Model } from '@simbiz/contracts';
import type { WorldResources } from '@simbiz/web-kit';
import type { Area } from '../use-area';

/** The world every page spec plays in. */
export const WORLD_ID = '78875a73-a527-4bb9-bbfe-7793abed2c12';

/** A running world in round 3 with `resources`, whose team member decides (no form hidden). */
export function decidingArea(resources: WorldResources): Area {
  return {
    worldId: WORLD_ID,
    round: 3,
    flags: { canManageWorld: false, joinedTeam: true, canMakeDecisions: true, companyStatus: 1 },
    status: 2,
    resources,
    blockedBecause: null,
    reviewing: null,
  };
}

/** A model of brand `b` named `name`, with no attributes, persona or production yet. */
export function testModel(modelId: string, name: string, createdRound = 1): Model {
  return { version: 1, modelId, brandId: 'b', name, attributes: [], valuePropositionIds: [], createdRound, personaId: null, inProduction: false };
}
