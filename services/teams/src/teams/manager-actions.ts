import { type Caller, DomainError, ErrorCode, type TeamView, type teamsMessages, worldsMessages, throwRefusal } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { TeamsTables } from '../database/tables';
import { countMembers, deleteMember, findTeam, insertMember, lockWorld } from './team.repository';
import { managerRefusal, membershipRefusal, placementRefusal } from './team-rules';
import { teamOf, teamView } from './team-views';

type Db = Kysely<TeamsTables>;
type Input<K extends keyof typeof teamsMessages> = z.output<(typeof teamsMessages)[K]['request']>;

/** Only the world's managers arrange its teams (130007 for anyone else in it). */
async function requireManager(services: Requester, caller: Caller, worldId: string): Promise<void> {
  const context = await services.call(worldsMessages.context, { worldId }, { caller });
  throwRefusal(managerRefusal(context.userInWorldType));
}

async function worldTeam(db: Db, worldId: string, teamId: string): Promise<string> {
  const team = await findTeam(db, worldId, teamId);
  if (!team) throw new DomainError(ErrorCode.teamNotFound);
  return team.id;
}

/**
 * A manager puts a participant on a team: the person must be a participant of the world (110009;
 * a manager never plays: 510029), on no team yet (510021), and the team must have room (510007).
 */
export async function placeMember(db: Db, services: Requester, caller: Caller, input: Input<'placeMember'>): Promise<TeamView> {
  await requireManager(services, caller, input.worldId);
  const { userInWorldType } = await services.call(worldsMessages.memberKind, { worldId: input.worldId, userId: input.userId });
  throwRefusal(placementRefusal(userInWorldType));
  const { teamMemberLimit } = await services.call(worldsMessages.context, { worldId: input.worldId }, { caller });
  await db.transaction().execute(async (tx) => {
    await lockWorld(tx, input.worldId);
    const team = await worldTeam(tx, input.worldId, input.teamId);
    const alreadyInTeam = (await teamOf(tx, input.worldId, input.userId)) !== null;
    throwRefusal(membershipRefusal({ alreadyInTeam, members: await countMembers(tx, team), memberLimit: teamMemberLimit }));
    await insertMember(tx, input.worldId, input.userId, team);
  });
  return teamView(db, input.teamId, true);
}

/** A manager takes someone off a team; 510023 when they are not on that team. */
export async function removeMember(db: Db, services: Requester, caller: Caller, input: Input<'removeMember'>): Promise<TeamView> {
  await requireManager(services, caller, input.worldId);
  const team = await worldTeam(db, input.worldId, input.teamId);
  if (!(await deleteMember(db, input.worldId, input.userId, team))) throw new DomainError(ErrorCode.notTeamMember);
  return teamView(db, team, true);
}

/** Someone left the world (worlds asks): they leave their team too. */
export async function dropFromWorld(db: Db, worldId: string, userId: string): Promise<{ dropped: boolean }> {
  return { dropped: await deleteMember(db, worldId, userId) };
}
