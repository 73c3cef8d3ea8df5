import { type Caller, DomainError, ErrorCode, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { findWorld, membership, requireManager } from '../worlds/access';
import { announceRoundChange } from '../stages/round-changes';
import { pauseWorld, resumeWorld } from '../stages/world-pause';
import { deadlineRefusal } from './deadline-rules';

type Db = Kysely<WorldsTables>;
/** Where a committed change of the schedule is announced to the world's open pages. */
type Events = Pick<Requester, 'publish'>;
type Schedule = z.input<typeof worldsMessages.schedule.reply>;

async function readSchedule(db: Db, worldId: string, now = new Date()): Promise<Schedule> {
  const world = await findWorld(db, worldId);
  const rows = await db.selectFrom('deadline').select(['round', 'at']).where('world_id', '=', worldId).orderBy('round').execute();
  return { status: world.status, deadlines: rows.map((r) => ({ round: r.round, at: r.at.toISOString(), finished: r.at.getTime() <= now.getTime() })) };
}

/** Every member reads the schedule. */
export async function schedule(db: Db, caller: Caller, worldId: string): Promise<Schedule> {
  await membership(db, caller, worldId);
  return readSchedule(db, worldId);
}

/** A manager moves one deadline, within the rules of section 5 (deadline-rules.ts). */
export async function moveDeadline(
  db: Db,
  events: Events,
  caller: Caller,
  worldId: string,
  round: number,
  at: string | undefined,
  now = new Date(),
): Promise<Schedule> {
  await requireManager(db, caller, worldId);
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${worldId}))`.execute(tx);
    const world = await findWorld(tx, worldId);
    const rows = await tx.selectFrom('deadline').select(['round', 'at']).where('world_id', '=', worldId).orderBy('round').execute();
    const deadlines = rows.map((r) => r.at);
    const when = at ? new Date(at) : undefined;
    const refusal = deadlineRefusal({ status: world.status, deadlines, round, at: when, now });
    if (refusal !== null) throw new DomainError(refusal, refusal === ErrorCode.deadlineAdjustmentTooSmall ? { minutes: 1 } : {});
    await tx.updateTable('deadline').set({ at: when }).where('world_id', '=', worldId).where('round', '=', round).execute();
    if (round === 0) await tx.updateTable('world').set({ start_at: when }).where('id', '=', worldId).execute();
  });
  return announced(db, events, worldId, 'deadlineMoved');
}

/** Moves every deadline not yet passed later by the same time, keeping their order and gaps. */
export async function extendSchedule(db: Db, events: Events, caller: Caller, worldId: string, minutes: number, now = new Date()): Promise<Schedule> {
  await requireManager(db, caller, worldId);
  const world = await findWorld(db, worldId);
  if (![WORLD_STATUS.preparation, WORLD_STATUS.running, WORLD_STATUS.paused].includes(world.status as 1 | 2 | 3))
    throw new DomainError(ErrorCode.scheduleLockedInStage);
  await shiftOpenDeadlines(db, worldId, minutes * 60_000, now);
  return announced(db, events, worldId, 'scheduleExtended');
}

/** The schedule after a committed change, which the world's open pages hear of (their deadline moved). */
async function announced(db: Db, events: Events, worldId: string, change: 'deadlineMoved' | 'scheduleExtended'): Promise<Schedule> {
  const world = await db.selectFrom('world').select(['status', 'current_round']).where('id', '=', worldId).executeTakeFirstOrThrow();
  announceRoundChange(events, worldId, { status: world.status, currentRound: world.current_round }, change);
  return readSchedule(db, worldId);
}

async function shiftOpenDeadlines(db: Db, worldId: string, byMs: number, now: Date): Promise<void> {
  await db
    .updateTable('deadline')
    .set({ at: sql`at + ${`${Math.round(byMs)} milliseconds`}::interval` })
    .where('world_id', '=', worldId)
    .where('at', '>', now)
    .execute();
}

/** A running world pauses (130025 when it is not running); its clock stops until it resumes. */
export async function pause(db: Db, events: Events, caller: Caller, worldId: string, now = new Date()): Promise<{ status: number }> {
  await requireManager(db, caller, worldId);
  return pauseWorld(db, events, worldId, now);
}

/** A paused world runs again (not while archived); deadlines still ahead move later by the time it was paused. */
export async function resume(db: Db, events: Events, caller: Caller, worldId: string, now = new Date()): Promise<{ status: number }> {
  await requireManager(db, caller, worldId);
  return resumeWorld(db, events, worldId, now);
}
