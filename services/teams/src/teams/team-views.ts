import type { TeamView } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { TeamsTables } from '../database/tables';

type Db = Kysely<TeamsTables>;

/** A team with its company and members; the passcode only for its own members. */
export async function teamView(db: Db, teamId: string, forMember: boolean): Promise<TeamView> {
  const row = await db
    .selectFrom('team')
    .innerJoin('company', 'company.team_id', 'team.id')
    .select(['team.id', 'team.name', 'team.passcode', 'team.description', 'company.id as companyId', 'company.name as companyName', 'company.status'])
    .where('team.id', '=', teamId)
    .executeTakeFirstOrThrow();
  const members = await db.selectFrom('team_member').select('user_id').where('team_id', '=', teamId).orderBy('joined_at').execute();
  return {
    teamId: row.id,
    name: row.name,
    companyId: row.companyId,
    companyName: row.companyName,
    companyStatus: row.status,
    members: members.map((m) => m.user_id),
    description: row.description,
    passcode: forMember ? row.passcode : null,
  };
}

/** The team a user is on in a world, if any. */
export async function teamOf(db: Db, worldId: string, userId: string): Promise<string | null> {
  const row = await db.selectFrom('team_member').select('team_id').where('world_id', '=', worldId).where('user_id', '=', userId).executeTakeFirst();
  return row?.team_id ?? null;
}
