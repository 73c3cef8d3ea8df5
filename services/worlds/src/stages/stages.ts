import { DomainError, ErrorCode, roundClosedEvent, WORLD_STATUS, worldChangedEvent } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { type Kysely, sql } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { announceRoundChange, roundChangeOf } from './round-changes';
import { type Stage, type StageEvent, transition } from './stage-machine';

type Db = Kysely<WorldsTables>;
/** Events a manager or an admin causes; the engine's still land (a world is never archived mid-resolution). */
const EVENTS_OF_PEOPLE = new Set<StageEvent['kind']>(['closeRound', 'retry', 'rerun']);
export type StageReply = { status: number; currentRoundId: string | null };

/**
 * Moves one world by a stage event, under a row lock so the clock, managers and the engine never
 * race; a manager closing a round freezes its deadline at now. After the commit, listeners hear
 * that the world changed, open pages what happened to its round, and, when a round closed, the
 * engine hears which.
 */
type Events = Pick<Requester, 'publish' | 'publishDurably'>;

export async function applyStageEvent(db: Db, events: Events, worldId: string, event: StageEvent, now = new Date()): Promise<StageReply> {
  const moved = await db.transaction().execute(async (tx) => {
    const world = await tx
      .selectFrom('world')
      .select(['status', 'current_round', 'start_at', 'rerun_round', 'archived_at'])
      .where('id', '=', worldId)
      .forUpdate()
      .executeTakeFirst();
    if (!world) throw new DomainError(ErrorCode.worldNotFound);
    // An archived world is out of play until an admin restores it: neither the clock nor a manager moves it.
    if (event.kind === 'due' && (world.archived_at !== null || !(await isDue(tx, worldId, world, now)))) return null;
    if (world.archived_at !== null && EVENTS_OF_PEOPLE.has(event.kind)) throw new DomainError(ErrorCode.worldNotRunning);
    const next = transition({ status: world.status, currentRound: world.current_round, rerunRound: world.rerun_round }, event);
    if ('refusal' in next) throw new DomainError(next.refusal);
    await tx
      .updateTable('world')
      .set({ status: next.stage.status, current_round: next.stage.currentRound, rerun_round: next.stage.rerunRound ?? null })
      .where('id', '=', worldId)
      .execute();
    if (next.roundClosed !== null) await tx.updateTable('world').set({ round_announced_at: now }).where('id', '=', worldId).execute();
    if (event.kind === 'closeRound' && next.stage.currentRound !== null) {
      await tx.updateTable('deadline').set({ at: now }).where('world_id', '=', worldId).where('round', '=', next.stage.currentRound).execute();
    }
    return { ...next, change: roundChangeOf(event, world.status) };
  });
  if (!moved) throw new DomainError(ErrorCode.worldNotPreparingOrRunning);
  events.publish(worldChangedEvent('worlds'), { worldId });
  announceRoundChange(events, worldId, moved.stage, moved.change);
  // Should the stream not take it now, the clock announces the round again (announceClosedRounds).
  if (moved.roundClosed !== null) {
    const rerun = moved.stage.rerunRound != null;
    await events.publishDurably(roundClosedEvent, { worldId, round: moved.roundClosed, ...(rerun ? { rerun } : {}) }).catch(() => undefined);
  }
  return view(moved.stage);
}

/** The clock's event is due: the start time has come in preparation, or the round's deadline while running. */
async function isDue(db: Db, worldId: string, world: { status: number; current_round: number | null; start_at: Date }, now: Date): Promise<boolean> {
  if (world.status === WORLD_STATUS.preparation) return world.start_at.getTime() <= now.getTime();
  if (world.status !== WORLD_STATUS.running || world.current_round === null) return false;
  const deadline = await db.selectFrom('deadline').select('at').where('world_id', '=', worldId).where('round', '=', world.current_round).executeTakeFirst();
  return deadline !== undefined && deadline.at.getTime() <= now.getTime();
}

export function view(stage: Stage): StageReply {
  return { status: stage.status, currentRoundId: stage.currentRound === null ? null : String(stage.currentRound) };
}

/**
 * The clock: worlds whose start time has come begin their first round; running worlds whose
 * round deadline has passed close it. A paused world waits (its deadlines move when it resumes),
 * an archived one until it is restored. Returns the worlds it moved. Several replicas may run this
 * at once: the row lock in applyStageEvent and the re-check make each world move once.
 */
export async function advanceDueWorlds(db: Db, events: Events, now = new Date(), batch = 100): Promise<string[]> {
  const due = await db
    .selectFrom('world')
    .leftJoin('deadline', (join) => join.onRef('deadline.world_id', '=', 'world.id').onRef('deadline.round', '=', 'world.current_round'))
    .select('world.id')
    .where('world.archived_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('world.status', '=', WORLD_STATUS.preparation), eb('world.start_at', '<=', now)]),
        eb.and([eb('world.status', '=', WORLD_STATUS.running), eb('deadline.at', '<=', now)]),
      ]),
    )
    .orderBy('world.start_at')
    .limit(batch)
    .execute();
  const moved: string[] = [];
  for (const { id } of due) {
    try {
      await applyStageEvent(db, events, id, { kind: 'due' }, now);
      await db.insertInto('audit').values({ user_id: null, world_id: id, action: 'world.clock', result_code: 0 }).execute();
      moved.push(id);
    } catch (error) {
      // Another replica moved it first, or it stopped being due: nothing to do.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return moved;
}

/**
 * When the clock next has something to do after `now`: the earliest start time of a world in
 * preparation or deadline of a running world's current round still ahead; null when none is.
 * What is already due is the tick's to move (or retry), so it never hides a later moment.
 */
export async function nextDueAt(db: Db, now = new Date()): Promise<Date | null> {
  const dueAt = sql<Date | null>`case when world.status = ${WORLD_STATUS.preparation} then world.start_at when world.status = ${WORLD_STATUS.running} then deadline.at end`;
  const row = await db
    .selectFrom('world')
    .leftJoin('deadline', (join) => join.onRef('deadline.world_id', '=', 'world.id').onRef('deadline.round', '=', 'world.current_round'))
    .select(sql<Date | null>`min(${dueAt})`.as('at'))
    .where('world.status', 'in', [WORLD_STATUS.preparation, WORLD_STATUS.running])
    .where('world.archived_at', 'is', null)
    .where(dueAt, '>', now)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/**
 * A closed round the engine has not taken within `graceMs` is announced again (the first
 * announcement may have been lost with a crash between the commit and the publish, or with the
 * stream). The engine resolves each round once however often it hears of it.
 */
export async function announceClosedRounds(db: Db, events: Events, now = new Date(), graceMs = 60_000): Promise<string[]> {
  const before = new Date(now.getTime() - graceMs);
  const stale = await db
    .updateTable('world')
    .set({ round_announced_at: now })
    .where('status', '=', WORLD_STATUS.awaitingEvaluation)
    .where((eb) => eb.or([eb('round_announced_at', 'is', null), eb('round_announced_at', '<', before)]))
    .returning(['id', 'current_round', 'rerun_round'])
    .execute();
  for (const world of stale) {
    if (world.rerun_round !== null) await events.publishDurably(roundClosedEvent, { worldId: world.id, round: world.rerun_round, rerun: true });
    else if (world.current_round !== null) await events.publishDurably(roundClosedEvent, { worldId: world.id, round: world.current_round });
  }
  return stale.map((w) => w.id);
}
