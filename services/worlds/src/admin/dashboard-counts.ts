import { adminAccountsMessages, type Caller, type DashboardCounts, identityMessages, USER_IN_WORLD_TYPE, WORLD_STATUS } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';

type Db = Kysely<WorldsTables>;

/** The audit action the engine's report of a resolved round is recorded under (worlds.controller.ts). */
export const ROUND_RESOLVED_ACTION = 'round.evaluated';
const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * The dashboard's figures: accounts (identity, asked on the admin's behalf), the license, worlds
 * not archived by status (every status present, zero when none), archived worlds, participants
 * (distinct people taking part in a world not archived) and the rounds resolved in the last seven
 * days. worlds keeps no table of resolutions: the engine's `evaluated` report, audited with code 0
 * when it moved the world on, is the record of one (a round resolved again at a manager's
 * request counts again: it was resolved again).
 */
export async function dashboardCounts(db: Db, services: Pick<Requester, 'call'>, caller: Caller, now = new Date()): Promise<DashboardCounts> {
  const [accounts, limits, byStatus, archived, participants, resolved] = await Promise.all([
    services.call(adminAccountsMessages.counts, {}, { caller }),
    services.call(identityMessages.limits, {}),
    db
      .selectFrom('world')
      .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
      .where('archived_at', 'is', null)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('world')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('archived_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('member')
      .innerJoin('world', 'world.id', 'member.world_id')
      .select((eb) => eb.fn.count<string>('member.user_id').distinct().as('count'))
      .where('member.kind', '=', USER_IN_WORLD_TYPE.participant)
      .where('world.archived_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('audit')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('action', '=', ROUND_RESOLVED_ACTION)
      .where('result_code', '=', 0)
      .where('at', '>=', new Date(now.getTime() - WEEK_MS))
      .executeTakeFirstOrThrow(),
  ]);
  const worldsByStatus = Object.fromEntries(Object.values(WORLD_STATUS).map((status) => [String(status), 0]));
  for (const row of byStatus) worldsByStatus[String(row.status)] = Number(row.count);
  return {
    accounts,
    license: { state: limits.state, seats: limits.seats, simulations: limits.simulations },
    worldsByStatus,
    archivedWorlds: Number(archived.count),
    participants: Number(participants.count),
    roundsResolvedThisWeek: Number(resolved.count),
  };
}
