import { COMPANY_STATUS } from '@simbiz/contracts';
import { type Kysely, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { TeamsTables } from '../database/tables';

type Db = Kysely<TeamsTables>;

/** Team changes in a world queue behind one another (limits and names are checked inside). */
/** The status of the team's company (COMPANY_STATUS). */
export async function companyStatusOf(db: Db, teamId: string): Promise<number | undefined> {
  return (await db.selectFrom('company').select('status').where('team_id', '=', teamId).executeTakeFirst())?.status;
}

export async function lockWorld(db: Db, worldId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`teams:${worldId}`}))`.execute(db);
}

export async function countTeams(db: Db, worldId: string): Promise<number> {
  const { count } = await db
    .selectFrom('team')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('world_id', '=', worldId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function countMembers(db: Db, teamId: string): Promise<number> {
  const { count } = await db
    .selectFrom('team_member')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findTeam(db: Db, worldId: string, teamId: string): Promise<{ id: string; passcode: string } | undefined> {
  return db.selectFrom('team').select(['id', 'passcode']).where('id', '=', teamId).where('world_id', '=', worldId).executeTakeFirst();
}

/** The teams holding a team name and a company name in a world, ignoring case. */
export async function nameHolders(db: Db, worldId: string, teamName: string | undefined, companyName: string | undefined) {
  const team = teamName
    ? await db
        .selectFrom('team')
        .select('id')
        .where('world_id', '=', worldId)
        .where(sql<string>`lower(name)`, '=', teamName.toLowerCase())
        .executeTakeFirst()
    : undefined;
  const company = companyName
    ? await db
        .selectFrom('company')
        .select('team_id')
        .where('world_id', '=', worldId)
        .where(sql<string>`lower(name)`, '=', companyName.toLowerCase())
        .executeTakeFirst()
    : undefined;
  return { team: team?.id, company: company?.team_id };
}

/** A team with its company (active) and its first member. */
export async function insertTeam(db: Db, team: { worldId: string; name: string; passcode: string; companyName: string; founder: string }): Promise<string> {
  const id = randomUUID();
  await db.insertInto('team').values({ id, world_id: team.worldId, name: team.name, passcode: team.passcode }).execute();
  await db
    .insertInto('company')
    .values({ id: randomUUID(), world_id: team.worldId, team_id: id, name: team.companyName, status: COMPANY_STATUS.active })
    .execute();
  await insertMember(db, team.worldId, team.founder, id);
  return id;
}

export async function insertMember(db: Db, worldId: string, userId: string, teamId: string): Promise<void> {
  await db.insertInto('team_member').values({ world_id: worldId, user_id: userId, team_id: teamId }).execute();
}

/** Takes a user off their team in a world (of one team when given); whether anyone was removed. */
export async function deleteMember(db: Db, worldId: string, userId: string, teamId?: string): Promise<boolean> {
  let query = db.deleteFrom('team_member').where('world_id', '=', worldId).where('user_id', '=', userId);
  if (teamId) query = query.where('team_id', '=', teamId);
  const removed = await query.executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

export async function updateTeam(
  db: Db,
  teamId: string,
  change: { name?: string; passcode?: string; description?: string; companyName?: string },
): Promise<void> {
  const { companyName, ...team } = change;
  if (Object.values(team).some((v) => v !== undefined)) await db.updateTable('team').set(team).where('id', '=', teamId).execute();
  if (companyName) await db.updateTable('company').set({ name: companyName }).where('team_id', '=', teamId).execute();
}
