import { type Caller, DomainError, ErrorCode, type TeamView, WORLD_STATUS, teamsMessages, worldsMessages } from '@simbiz/contracts';
import { type Requester, sameSecret } from '@simbiz/service-kit';
import { type Kysely, sql } from 'kysely';
import { randomInt, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TeamsTables } from '../database/tables';
import { teamOf, teamView } from './team-views';

type Db = Kysely<TeamsTables>;
type Input<K extends keyof typeof teamsMessages> = z.output<(typeof teamsMessages)[K]['request']>;
type Context = z.output<typeof worldsMessages.context.reply>;
type Rule = keyof Context['teamRules'];

/** Teams form and change while a world is in preparation or running (130027 otherwise). */
const OPEN: readonly number[] = [WORLD_STATUS.preparation, WORLD_STATUS.running];

/**
 * The world's word on the caller: a participant (managers are never on a team: 510029) of a
 * world whose stage lets teams change, allowed by the world's team rule for this action.
 */
async function participantAllowed(
  services: Requester,
  caller: Caller,
  worldId: string,
  rule: Rule,
  refusal: number,
): Promise<{ userId: string; context: Context }> {
  const context = await services.call(worldsMessages.context, { worldId }, { caller });
  if (!caller.userId) throw new DomainError(ErrorCode.worldNotAuthorized);
  if (context.userInWorldType === 2) throw new DomainError(ErrorCode.managerCannotJoinTeam);
  if (!OPEN.includes(context.status)) throw new DomainError(ErrorCode.worldNotPreparingOrRunning);
  if (!context.teamRules[rule]) throw new DomainError(refusal);
  return { userId: caller.userId, context };
}

const newPasscode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

async function lockWorld(db: Db, worldId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`teams:${worldId}`}))`.execute(db);
}

async function namesFree(db: Db, worldId: string, teamName: string | undefined, companyName: string | undefined, except?: string): Promise<void> {
  if (teamName) {
    const taken = await db
      .selectFrom('team')
      .select('id')
      .where('world_id', '=', worldId)
      .where(sql<string>`lower(name)`, '=', teamName.toLowerCase())
      .executeTakeFirst();
    if (taken && taken.id !== except) throw new DomainError(ErrorCode.teamNameExists);
  }
  if (companyName) {
    const taken = await db
      .selectFrom('company')
      .select('team_id')
      .where('world_id', '=', worldId)
      .where(sql<string>`lower(name)`, '=', companyName.toLowerCase())
      .executeTakeFirst();
    if (taken && taken.team_id !== except) throw new DomainError(ErrorCode.companyNameExists);
  }
}

export async function createTeam(db: Db, services: Requester, caller: Caller, input: Input<'create'>): Promise<TeamView> {
  const { userId, context } = await participantAllowed(services, caller, input.worldId, 'createTeam', ErrorCode.teamCreationForbidden);
  const teamId = await db.transaction().execute(async (tx) => {
    await lockWorld(tx, input.worldId);
    if (await teamOf(tx, input.worldId, userId)) throw new DomainError(ErrorCode.alreadyInTeam);
    const { count } = await tx
      .selectFrom('team')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('world_id', '=', input.worldId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= context.teamLimit) throw new DomainError(ErrorCode.teamLimitReached, { count: context.teamLimit });
    await namesFree(tx, input.worldId, input.teamName, input.companyName);
    const id = randomUUID();
    await tx
      .insertInto('team')
      .values({ id, world_id: input.worldId, name: input.teamName, passcode: input.passcode ?? newPasscode() })
      .execute();
    await tx.insertInto('company').values({ id: randomUUID(), world_id: input.worldId, team_id: id, name: input.companyName, status: 1 }).execute();
    await tx.insertInto('team_member').values({ world_id: input.worldId, user_id: userId, team_id: id }).execute();
    return id;
  });
  return teamView(db, teamId, true);
}

export async function joinTeam(db: Db, services: Requester, caller: Caller, input: Input<'join'>): Promise<TeamView> {
  const { userId, context } = await participantAllowed(services, caller, input.worldId, 'joinTeam', ErrorCode.teamJoinForbidden);
  await db.transaction().execute(async (tx) => {
    await lockWorld(tx, input.worldId);
    const team = await tx.selectFrom('team').select(['id', 'passcode']).where('id', '=', input.teamId).where('world_id', '=', input.worldId).executeTakeFirst();
    if (!team) throw new DomainError(ErrorCode.teamNotFound);
    if (await teamOf(tx, input.worldId, userId)) throw new DomainError(ErrorCode.alreadyInTeam);
    if (!sameSecret(team.passcode, input.passcode)) throw new DomainError(ErrorCode.teamPasscodeIncorrect);
    const { count } = await tx
      .selectFrom('team_member')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('team_id', '=', team.id)
      .executeTakeFirstOrThrow();
    if (Number(count) >= context.teamMemberLimit) throw new DomainError(ErrorCode.teamFull, { count: context.teamMemberLimit });
    await tx.insertInto('team_member').values({ world_id: input.worldId, user_id: userId, team_id: team.id }).execute();
  });
  return teamView(db, input.teamId, true);
}

export async function leaveTeam(db: Db, services: Requester, caller: Caller, worldId: string): Promise<{ left: true }> {
  const { userId } = await participantAllowed(services, caller, worldId, 'leaveTeam', ErrorCode.teamLeaveForbidden);
  const left = await db.deleteFrom('team_member').where('world_id', '=', worldId).where('user_id', '=', userId).executeTakeFirst();
  if (Number(left.numDeletedRows) === 0) throw new DomainError(ErrorCode.notInTeam);
  return { left: true };
}

export async function renameTeam(db: Db, services: Requester, caller: Caller, input: Input<'rename'>): Promise<TeamView> {
  const { userId } = await participantAllowed(services, caller, input.worldId, 'rename', ErrorCode.teamRenameForbidden);
  const teamId = await db.transaction().execute(async (tx) => {
    await lockWorld(tx, input.worldId);
    const team = await teamOf(tx, input.worldId, userId);
    if (!team) throw new DomainError(ErrorCode.notInTeam);
    await namesFree(tx, input.worldId, input.teamName, input.companyName, team);
    if (input.teamName) await tx.updateTable('team').set({ name: input.teamName }).where('id', '=', team).execute();
    if (input.companyName) await tx.updateTable('company').set({ name: input.companyName }).where('team_id', '=', team).execute();
    return team;
  });
  return teamView(db, teamId, true);
}

export async function resetPasscode(db: Db, services: Requester, caller: Caller, worldId: string): Promise<TeamView> {
  const { userId } = await participantAllowed(services, caller, worldId, 'resetPasscode', ErrorCode.teamPasscodeResetForbidden);
  const team = await teamOf(db, worldId, userId);
  if (!team) throw new DomainError(ErrorCode.notInTeam);
  await db.updateTable('team').set({ passcode: newPasscode() }).where('id', '=', team).execute();
  return teamView(db, team, true);
}

/** Team settings (its passcode of choice, its description), when the world's teamSettings rule allows (510017). */
export async function updateTeamSettings(db: Db, services: Requester, caller: Caller, input: Input<'updateSettings'>): Promise<TeamView> {
  const { userId } = await participantAllowed(services, caller, input.worldId, 'teamSettings', ErrorCode.teamSettingsForbidden);
  const team = await teamOf(db, input.worldId, userId);
  if (!team) throw new DomainError(ErrorCode.notInTeam);
  if (input.passcode !== undefined || input.description !== undefined) {
    await db
      .updateTable('team')
      .set({
        ...(input.passcode !== undefined ? { passcode: input.passcode } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      })
      .where('id', '=', team)
      .execute();
  }
  return teamView(db, team, true);
}
