import { type Caller, DomainError, ErrorCode, teamsMessages, USER_IN_WORLD_TYPE, worldsMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';

/** Who may read a world's market research, and where the world stands. */
export interface MarketReader {
  worldId: string;
  status: number;
  /** The round being decided (or resolved); null before the start. */
  currentRound: number | null;
}

/**
 * Section 2's rule for market research: the world's managers and its team members. 130001/130003
 * from worlds when the world is not the caller's, 130009 for a participant on no team.
 */
export async function marketReader(services: Requester, caller: Caller, worldId: string): Promise<MarketReader> {
  const world = await services.call(worldsMessages.context, { worldId }, { caller });
  if (world.userInWorldType === USER_IN_WORLD_TYPE.participant) {
    const teams = await services.call(teamsMessages.membership, { worldId }, { caller });
    if (teams.companyId === null) throw new DomainError(ErrorCode.notInTeam);
  }
  return { worldId, status: world.status, currentRound: world.currentRound };
}
