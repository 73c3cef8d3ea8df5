import { DomainError, ErrorCode, WORLD_STATUS } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { type Kysely, sql } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { announceRoundChange } from './round-changes';

type Db = Kysely<WorldsTables>;
type Events = Pick<Requester, 'publish'>;

/*
 * Pause and resume with no check of who asks: the admin console's (an admin need not be a member
 * of the world). The same rules and codes as a manager's (schedules.ts): only a running world
 * pauses, only a paused one resumes, 130025 otherwise; resuming moves the deadlines still ahead
 * later by the time the world was paused. An archived world stays out of play until restored.
 */

/** Pauses a running world (130001 when there is none, 130025 when it is not running). */
export async function pauseWorld(db: Db, events: Events, worldId: string, now = new Date()): Promise<{ status: number }> {
  const currentRound = await db.transaction().execute(async (tx) => {
    const world = await tx.selectFrom('world').select(['status', 'current_round']).where('id', '=', worldId).forUpdate().executeTakeFirst();
    if (!world) throw new DomainError(ErrorCode.worldNotFound);
    if (world.status !== WORLD_STATUS.running) throw new DomainError(ErrorCode.worldNotRunning);
    await tx.updateTable('world').set({ status: WORLD_STATUS.paused, paused_at: now }).where('id', '=', worldId).execute();
    return world.current_round;
  });
  announceRoundChange(events, worldId, { status: WORLD_STATUS.paused, currentRound }, 'paused');
  return { status: WORLD_STATUS.paused };
}

/** Resumes a paused, not archived world; its open deadlines move by the pause's length (130025 otherwise). */
export async function resumeWorld(db: Db, events: Events, worldId: string, now = new Date()): Promise<{ status: number }> {
  const currentRound = await db.transaction().execute(async (tx) => {
    const world = await tx
      .selectFrom('world')
      .select(['status', 'current_round', 'paused_at', 'archived_at'])
      .where('id', '=', worldId)
      .forUpdate()
      .executeTakeFirst();
    if (!world) throw new DomainError(ErrorCode.worldNotFound);
    if (world.status !== WORLD_STATUS.paused || !world.paused_at || world.archived_at) throw new DomainError(ErrorCode.worldNotRunning);
    const pausedMs = Math.max(0, now.getTime() - world.paused_at.getTime());
    await tx
      .updateTable('deadline')
      .set({ at: sql`at + ${`${Math.round(pausedMs)} milliseconds`}::interval` })
      .where('world_id', '=', worldId)
      .where('at', '>', world.paused_at)
      .execute();
    await tx.updateTable('world').set({ status: WORLD_STATUS.running, paused_at: null }).where('id', '=', worldId).execute();
    return world.current_round;
  });
  announceRoundChange(events, worldId, { status: WORLD_STATUS.running, currentRound }, 'resumed');
  return { status: WORLD_STATUS.running };
}
