import { type Caller, USER_IN_WORLD_TYPE, teamsMessages, worldsMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { type Localized, SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { DEFAULT_TEAM_LIMIT, findWorld, membership, roundsOf, signedIn } from './access';

type Db = Kysely<WorldsTables>;
type Reply<K extends keyof typeof worldsMessages> = z.input<(typeof worldsMessages)[K]['reply']>;

/** A world as section 3 describes it to its member; the team fields come from the teams service. */
export async function worldDetails(db: Db, services: Requester, caller: Caller, worldId: string): Promise<Reply<'details'>> {
  const { world, kind } = await membership(db, caller, worldId);
  const teams = await services.call(teamsMessages.membership, { worldId }, { caller });
  return {
    name: world.name,
    status: world.status,
    currentRoundId: world.current_round === null ? null : String(world.current_round),
    userInWorldType: kind,
    teamDetails: { companyId: teams.companyId, companies: teams.companies },
    enabledDiscussions: world.settings.enabledDiscussions,
    canManageWorld: kind === USER_IN_WORLD_TYPE.manager,
    joinedTeam: teams.companyId !== null,
  };
}

/** What teams needs to apply the world's team rules to the caller. */
export async function worldContext(db: Db, caller: Caller, worldId: string): Promise<Reply<'context'>> {
  const { world, kind } = await membership(db, caller, worldId);
  return {
    status: world.status,
    userInWorldType: kind,
    teamMemberLimit: world.settings.teamMemberLimit,
    teamLimit: world.settings.teamLimit ?? DEFAULT_TEAM_LIMIT,
    teamRules: { createTeam: true, joinTeam: true, leaveTeam: true, resetPasscode: true, teamSettings: true, rename: true, ...world.settings.teamRules },
    currentRound: world.current_round,
  };
}

/** What the engine needs to resolve the world's current round (service to service, no caller). */
export async function roundPlan(db: Db, worldId: string): Promise<Reply<'roundPlan'>> {
  const world = await findWorld(db, worldId);
  return {
    screenplayId: world.screenplay_id,
    rounds: roundsOf(world),
    botCompanies: world.settings.botCompanies ?? 0,
    status: world.status,
    currentRound: world.current_round,
    rerunRound: world.rerun_round,
  };
}

/** The worlds the caller manages or takes part in, newest first; archived ones are left out. */
export async function myWorlds(db: Db, caller: Caller): Promise<Reply<'listMine'>> {
  const userId = signedIn(caller);
  const rows = await db
    .selectFrom('member')
    .innerJoin('world', 'world.id', 'member.world_id')
    .select(['world.id', 'world.name', 'world.status', 'world.start_at', 'world.screenplay_id', 'member.kind', 'world.created_at'])
    .where('member.user_id', '=', userId)
    .where('world.archived_at', 'is', null)
    .orderBy('world.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    worldId: r.id,
    name: r.name,
    status: r.status,
    userInWorldType: r.kind === USER_IN_WORLD_TYPE.manager ? USER_IN_WORLD_TYPE.manager : USER_IN_WORLD_TYPE.participant,
    startAt: r.start_at.toISOString(),
    screenplayId: r.screenplay_id,
  }));
}

/** The screenplays a world can be created from, as the create-a-world form lists them: the shipped ones, then the imported ones by id. */
export async function creatableScreenplays(db: Db): Promise<Reply<'screenplays'>> {
  const shipped = Object.values(SHIPPED_SCREENPLAYS).map((s) => ({ id: s.id, name: s.name, description: s.description, rounds: s.rounds }));
  // Only the fields the form shows: a document is up to a few hundred kilobytes.
  const imported = await db
    .selectFrom('screenplay')
    .select([
      'id',
      sql<Localized>`document->'name'`.as('name'),
      sql<Localized>`document->'description'`.as('description'),
      sql<number>`(document->>'rounds')::int`.as('rounds'),
    ])
    .orderBy('id')
    .execute();
  return [...shipped, ...imported];
}
