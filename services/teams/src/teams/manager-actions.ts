import { type Caller, DomainError, ErrorCode, type TeamView, teamsMessages, worldsMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { TeamsTables } from '../database/tables';
import { teamOf, teamView } from './team-views';

type Db = Kysely<TeamsTables>;
type Input<K extends keyof typeof teamsMessages> = z.output<(typeof teamsMessages)[K]['request']>;

/** Only the world's managers arrange its teams (130007 for anyone else in it). */
async function requireManager(services: Requester, caller: Caller, worldId: string): Promise<void> {
  const context = await services.call(worldsMessages.context, { worldId }, { caller });
  if (context.userInWorldType !== 2) throw new DomainError(ErrorCode.worldManageNotAuthorized);
}

async function findTeam(db: Db, worldId: string, teamId: string): Promise<string> {
  const team = await db.selectFrom('team').select('id').where('id', '=', teamId).where('world_id', '=', worldId).executeTakeFirst();
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
  if (userInWorldType === null) throw new DomainError(ErrorCode.userNotJoined);
  if (userInWorldType === 2) throw new DomainError(ErrorCode.managerCannotJoinTeam);
  const { teamMemberLimit } = await services.call(worldsMessages.context, { worldId: input.worldId }, { caller });
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`teams:${input.worldId}`}))`.execute(tx);
    const team = await findTeam(tx, input.worldId, input.teamId);
    if (await teamOf(tx, input.worldId, input.userId)) throw new DomainError(ErrorCode.alreadyInTeam);
    const { count } = await tx
      .selectFrom('team_member')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('team_id', '=', team)
      .executeTakeFirstOrThrow();
    if (Number(count) >= teamMemberLimit) throw new DomainError(ErrorCode.teamFull, { count: teamMemberLimit });
    await tx.insertInto('team_member').values({ world_id: input.worldId, user_id: input.userId, team_id: team }).execute();
  });
  return teamView(db, input.teamId, true);
}

/** A manager takes someone off a team; 510023 when they are not on that team. */
export async function removeMember(db: Db, services: Requester, caller: Caller, input: Input<'removeMember'>): Promise<TeamView> {
  await requireManager(services, caller, input.worldId);
  const team = await findTeam(db, input.worldId, input.teamId);
  const removed = await db.deleteFrom('team_member').where('team_id', '=', team).where('user_id', '=', input.userId).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new DomainError(ErrorCode.notTeamMember);
  return teamView(db, team, true);
}

/** Someone left the world (worlds asks): they leave their team too. */
export async function dropFromWorld(db: Db, worldId: string, userId: string): Promise<{ dropped: boolean }> {
  const dropped = await db.deleteFrom('team_member').where('world_id', '=', worldId).where('user_id', '=', userId).executeTakeFirst();
  return { dropped: Number(dropped.numDeletedRows) > 0 };
}
