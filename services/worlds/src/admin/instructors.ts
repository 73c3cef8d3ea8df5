import { identityMessages, USER_IN_WORLD_TYPE } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';

type Db = Kysely<WorldsTables>;
type Services = Pick<Requester, 'call'>;
export type Instructor = { userId: string; displayName: string; email: string };

/** identity's describe takes this many ids at once. */
const DESCRIBE_BATCH = 5_000;

/** Names and emails of accounts from identity, by id; an account identity no longer has is left out. */
export async function describeAccounts(services: Services, userIds: readonly string[]): Promise<Map<string, Instructor>> {
  const unique = [...new Set(userIds)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += DESCRIBE_BATCH) batches.push(unique.slice(i, i + DESCRIBE_BATCH));
  const described = await Promise.all(batches.map((ids) => services.call(identityMessages.describe, { userIds: ids })));
  return new Map(described.flat().map((account) => [account.userId, account]));
}

/**
 * The instructors (members of kind 2, of any world) whose name or email contains `q`, ignoring
 * case. Names live in identity, so every instructor of the installation is described and matched
 * here: instructors are licensed accounts, as many as the license's seats, a few hundred at most,
 * which one or two describe calls carry.
 */
export async function instructorsMatching(db: Db, services: Services, q: string): Promise<string[]> {
  const rows = await db.selectFrom('member').select('user_id').distinct().where('kind', '=', USER_IN_WORLD_TYPE.manager).execute();
  const accounts = await describeAccounts(
    services,
    rows.map((r) => r.user_id),
  );
  const needle = q.toLocaleLowerCase();
  return [...accounts.values()]
    .filter((a) => a.displayName.toLocaleLowerCase().includes(needle) || a.email.toLocaleLowerCase().includes(needle))
    .map((a) => a.userId);
}

/** The instructors of each world, as they joined, named as identity knows them. */
export async function instructorsOf(db: Db, services: Services, worldIds: readonly string[]): Promise<Map<string, Instructor[]>> {
  const byWorld = new Map<string, Instructor[]>(worldIds.map((id) => [id, []]));
  if (worldIds.length === 0) return byWorld;
  const rows = await db
    .selectFrom('member')
    .select(['world_id', 'user_id'])
    .where('world_id', 'in', worldIds)
    .where('kind', '=', USER_IN_WORLD_TYPE.manager)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
  const accounts = await describeAccounts(
    services,
    rows.map((r) => r.user_id),
  );
  for (const row of rows) {
    const account = accounts.get(row.user_id) ?? { userId: row.user_id, displayName: '', email: '' };
    byWorld.get(row.world_id)?.push(account);
  }
  return byWorld;
}
