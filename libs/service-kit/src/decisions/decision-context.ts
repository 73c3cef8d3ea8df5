import { type Caller, COMPANY_STATUS, DomainError, ErrorCode, teamsMessages, USER_IN_WORLD_TYPE, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import type { Requester } from '../nats/requester';

/** Who decides: a company of a world, in the round being played. */
export interface DecisionContext {
  worldId: string;
  companyId: string;
  /** The round the decision belongs to (the world's current round). */
  round: number;
}

/** What a company's pages read: its company, and the world's current round (null in preparation). */
export interface ReadContext {
  worldId: string;
  companyId: string;
  currentRound: number | null;
  status: number;
}

/**
 * The company a read is about: the caller's own, or the one `companyId` names when the caller may
 * read it (a manager of its world reviewing a team; a participant only their own). 130001/130003
 * from worlds when the world is not theirs, 130009 when they name none and are on no team
 * (managers included), 130005 for a company they may not read.
 */
export async function companyReader(services: Requester, caller: Caller, worldId: string, companyId?: string): Promise<ReadContext> {
  // Both asked at once (a read waits for one round trip, not two); the world's refusal comes first, as if asked first.
  const [worldAnswer, teamsAnswer] = await Promise.allSettled([
    services.call(worldsMessages.context, { worldId }, { caller }),
    services.call(teamsMessages.membership, { worldId }, { caller }),
  ]);
  if (worldAnswer.status === 'rejected') throw worldAnswer.reason;
  if (teamsAnswer.status === 'rejected') throw teamsAnswer.reason;
  const [world, teams] = [worldAnswer.value, teamsAnswer.value];
  const read = (id: string) => ({ worldId, companyId: id, currentRound: world.currentRound, status: world.status });
  if (companyId !== undefined) {
    const manager = world.userInWorldType === USER_IN_WORLD_TYPE.manager;
    const mayRead = manager ? teams.companies.some((c) => c.id === companyId) : teams.companyId === companyId;
    if (!mayRead) throw new DomainError(ErrorCode.worldNotAuthorized);
    return read(companyId);
  }
  if (teams.companyId === null) throw new DomainError(ErrorCode.notInTeam);
  return read(teams.companyId);
}

/**
 * The section 6 rule for making decisions: a participant (type 1) of a world in stage 2 with a
 * team whose company is not bankrupt. Refusals: 130005 for managers, 130039 in preparation, 130053
 * while the round is closing or being resolved, 130025 when the world is paused, completed or
 * failed, 130009 without a team, 130051 for a bankrupt company, and 130059 when the caller names a
 * round (x-vrid) that is no longer the current one: the gateway checks that too, but the round can
 * move on between its check and the write, and a decision meant for round k never lands in k+1.
 */
export async function decisionMaker(services: Requester, caller: Caller, worldId: string): Promise<DecisionContext> {
  // Both asked at once, as for reads; the world's refusals come first, as if asked first.
  const [worldAnswer, teamsAnswer] = await Promise.allSettled([
    services.call(worldsMessages.context, { worldId }, { caller }),
    services.call(teamsMessages.membership, { worldId }, { caller }),
  ]);
  if (worldAnswer.status === 'rejected') throw worldAnswer.reason;
  const world = worldAnswer.value;
  if (world.userInWorldType !== USER_IN_WORLD_TYPE.participant) throw new DomainError(ErrorCode.worldNotAuthorized);
  const refusal = stageRefusal(world.status);
  if (refusal !== null) throw new DomainError(refusal);
  if (teamsAnswer.status === 'rejected') throw teamsAnswer.reason;
  const teams = teamsAnswer.value;
  if (teams.companyId === null) throw new DomainError(ErrorCode.notInTeam);
  const company = teams.companies.find((c) => c.id === teams.companyId);
  if (company?.status === COMPANY_STATUS.bankrupt) throw new DomainError(ErrorCode.companyBankrupt);
  if (world.currentRound === null) throw new DomainError(ErrorCode.decisionsClosedInPreparation);
  if (caller.roundId !== undefined && caller.roundId !== String(world.currentRound)) throw new DomainError(ErrorCode.roundNotLatest);
  return { worldId, companyId: teams.companyId, round: world.currentRound };
}

/** The code that refuses decisions in a stage, null when decisions can be made. */
export function stageRefusal(status: number): number | null {
  switch (status) {
    case WORLD_STATUS.running:
      return null;
    case WORLD_STATUS.preparation:
      return ErrorCode.decisionsClosedInPreparation;
    case WORLD_STATUS.awaitingEvaluation:
    case WORLD_STATUS.evaluating:
      return ErrorCode.decisionsBeingSubmitted;
    default:
      return ErrorCode.worldNotRunning;
  }
}
