import { DomainError, ErrorCode, WORLD_STATUS } from '@simbiz/contracts';
import { type Kysely, sql } from 'kysely';
import type { WorldsTables } from '../database/tables';

type Db = Kysely<WorldsTables>;
export type WorldStage = { worldId: string; status: number; archived: boolean };

/** Where a world stands for the admin console (130001 when there is none). */
export async function worldStage(db: Db, worldId: string): Promise<WorldStage> {
  const world = await db.selectFrom('world').select(['status', 'archived_at']).where('id', '=', worldId).executeTakeFirst();
  if (!world) throw new DomainError(ErrorCode.worldNotFound);
  return { worldId, status: world.status, archived: world.archived_at !== null };
}

/**
 * Archives a world: it leaves its members' lists and the license's count, its pages stay
 * readable, and nothing moves it until it is restored (the clock skips it). A running world is
 * paused first, as a manager would pause it, so that its deadlines move by the time it was away
 * once it resumes. A round with the engine (awaiting evaluation or evaluating, 130023) is refused:
 * the engine would move the world on. Archiving an archived world changes nothing.
 */
export async function archiveWorld(db: Db, worldId: string, now = new Date()): Promise<WorldStage> {
  return db.transaction().execute(async (tx) => {
    const world = await tx.selectFrom('world').select(['status', 'archived_at']).where('id', '=', worldId).forUpdate().executeTakeFirst();
    if (!world) throw new DomainError(ErrorCode.worldNotFound);
    if (world.archived_at !== null) return { worldId, status: world.status, archived: true };
    if (world.status === WORLD_STATUS.awaitingEvaluation || world.status === WORLD_STATUS.evaluating) throw new DomainError(ErrorCode.worldEvaluating);
    const status = world.status === WORLD_STATUS.running ? WORLD_STATUS.paused : world.status;
    await tx
      .updateTable('world')
      .set({ archived_at: now, ...(status === world.status ? {} : { status, paused_at: now }) })
      .where('id', '=', worldId)
      .execute();
    return { worldId, status, archived: true };
  });
}

/**
 * Brings an archived world back as it was archived (paused, if it was running: a manager or an
 * admin resumes it). It counts against the license's simulations again, so it is refused (130015)
 * when the worlds not archived already reach them; the count is taken under the lock world
 * creation takes, so a world made at the same moment cannot slip past it. Restoring a world that
 * is not archived changes nothing.
 */
export async function restoreWorld(db: Db, worldId: string, simulationLimit: number): Promise<WorldStage> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('worlds.create'))`.execute(tx);
    const world = await tx.selectFrom('world').select(['status', 'archived_at']).where('id', '=', worldId).forUpdate().executeTakeFirst();
    if (!world) throw new DomainError(ErrorCode.worldNotFound);
    if (world.archived_at === null) return { worldId, status: world.status, archived: false };
    const { count } = await tx
      .selectFrom('world')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= simulationLimit) throw new DomainError(ErrorCode.licenseSimulationLimit, { count: simulationLimit });
    await tx.updateTable('world').set({ archived_at: null }).where('id', '=', worldId).execute();
    return { worldId, status: world.status, archived: false };
  });
}
