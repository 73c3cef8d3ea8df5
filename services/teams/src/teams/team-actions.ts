import { type Caller, DomainError, ErrorCode, type TeamView, type teamsMessages, worldsMessages, throwRefusal } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { TeamsTables } from '../database/tables';
import {
  companyStatusOf,
  countMembers,
  countTeams,
  deleteMember,
  findTeam,
  insertMember,
  insertTeam,
  lockWorld,
  nameHolders,
  updateTeam,
} from './team.repository';
import { membershipRefusal, nameRefusal, newTeamRefusal, participantRefusal, renameRefusal, type TeamRule } from './team-rules';
import { teamOf, teamView } from './team-views';

type Db = Kysely<TeamsTables>;
type Input<K extends keyof typeof teamsMessages> = z.output<(typeof teamsMessages)[K]['request']>;
type Context = z.output<typeof worldsMessages.context.reply>;

/** The world's word on the caller, checked against the team rule of this action. */
async function participantAllowed(
  services: Requester,
  caller: Caller,
  worldId: string,
  rule: TeamRule,
  refusal: number,
): Promise<{ userId: string; context: Context }> {
  const context = await services.call(worldsMessages.context, { worldId }, { caller });
  const refused = participantRefusal(Boolean(caller.userId), context, rule, refusal);
  if (refused || !caller.userId) throw new DomainError(refused?.code ?? ErrorCode.worldNotAuthorized, refused?.params);
  return { userId: caller.userId, context };
}

const newPasscode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

async function namesFree(db: Db, worldId: string, teamName: string | undefined, companyName: string | undefined, ownTeam?: string): Promise<void> {
  const holders = await nameHolders(db, worldId, teamName, companyName);
  throwRefusal(nameRefusal(holders.team, holders.company, ownTeam));
}

async function ownTeam(db: Db, worldId: string, userId: string): Promise<string> {
  const team = await teamOf(db, worldId, userId);
  if (!team) throw new DomainError(ErrorCode.notInTeam);
  return team;
}

export async function createTeam(db: Db, services: Requester, caller: Caller, input: Input<'create'>): Promise<TeamView> {
  const { userId, context } = await participantAllowed(services, caller, input.worldId, 'createTeam', ErrorCode.teamCreationForbidden);
  const teamId = await db.transaction().execute(async (tx) => {
    await lockWorld(tx, input.worldId);
    throwRefusal(newTeamRefusal((await teamOf(tx, input.worldId, userId)) !== null, await countTeams(tx, input.worldId), context.teamLimit));
    await namesFree(tx, input.worldId, input.teamName, input.companyName);
    return insertTeam(tx, {
      worldId: input.worldId,
      name: input.teamName,
      passcode: input.passcode ?? newPasscode(),
      companyName: input.companyName,
      founder: userId,
    });
  });
  return teamView(db, teamId, true);
}

export async function joinTeam(db: Db, services: Requester, caller: Caller, input: Input<'join'>): Promise<TeamView> {
  const { userId, context } = await participantAllowed(services, caller, input.worldId, 'joinTeam', ErrorCode.teamJoinForbidden);
  await db.transaction().execute(async (tx) => {
    await lockWorld(tx, input.worldId);
    const team = await findTeam(tx, input.worldId, input.teamId);
    if (!team) throw new DomainError(ErrorCode.teamNotFound);
    throwRefusal(
      membershipRefusal({
        alreadyInTeam: (await teamOf(tx, input.worldId, userId)) !== null,
        passcode: { expected: team.passcode, given: input.passcode },
        members: await countMembers(tx, team.id),
        memberLimit: context.teamMemberLimit,
      }),
    );
    await insertMember(tx, input.worldId, userId, team.id);
  });
  return teamView(db, input.teamId, true);
}

export async function leaveTeam(db: Db, services: Requester, caller: Caller, worldId: string): Promise<{ left: true }> {
  const { userId } = await participantAllowed(services, caller, worldId, 'leaveTeam', ErrorCode.teamLeaveForbidden);
  if (!(await deleteMember(db, worldId, userId))) throw new DomainError(ErrorCode.notInTeam);
  return { left: true };
}

export async function renameTeam(db: Db, services: Requester, caller: Caller, input: Input<'rename'>): Promise<TeamView> {
  const { userId } = await participantAllowed(services, caller, input.worldId, 'rename', ErrorCode.teamRenameForbidden);
  const teamId = await db.transaction().execute(async (tx) => {
    await lockWorld(tx, input.worldId);
    const team = await ownTeam(tx, input.worldId, userId);
    throwRefusal(renameRefusal(await companyStatusOf(tx, team), Boolean(input.companyName)));
    await namesFree(tx, input.worldId, input.teamName, input.companyName, team);
    await updateTeam(tx, team, { name: input.teamName || undefined, companyName: input.companyName || undefined });
    return team;
  });
  return teamView(db, teamId, true);
}

export async function resetPasscode(db: Db, services: Requester, caller: Caller, worldId: string): Promise<TeamView> {
  const { userId } = await participantAllowed(services, caller, worldId, 'resetPasscode', ErrorCode.teamPasscodeResetForbidden);
  const team = await ownTeam(db, worldId, userId);
  await updateTeam(db, team, { passcode: newPasscode() });
  return teamView(db, team, true);
}

/** Team settings (its passcode of choice, its description), when the world's teamSettings rule allows (510017). */
export async function updateTeamSettings(db: Db, services: Requester, caller: Caller, input: Input<'updateSettings'>): Promise<TeamView> {
  const { userId } = await participantAllowed(services, caller, input.worldId, 'teamSettings', ErrorCode.teamSettingsForbidden);
  const team = await ownTeam(db, input.worldId, userId);
  await updateTeam(db, team, { passcode: input.passcode, description: input.description });
  return teamView(db, team, true);
}
