import { ErrorCode, WORLD_STATUS, worldsMessages as m } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import { waitUntil } from '@simbiz/testing';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { WorldsTables } from '../database/tables';
import { worldsSuite } from '../test-support/worlds-suite';

describe('the schedule and the stages of a world', () => {
  let api: Requester;
  let worldId: string;
  const manager = { userId: randomUUID(), roles: ['licensed' as const] };
  const start = new Date(Date.now() + 2 * 3_600_000);

  // A clock that ticks once a minute: what happens sooner in these tests comes from its exact wake-ups.
  const suite = worldsSuite('schedules', { processEnv: { WORLDS_TICK_MS: '60000' } });

  beforeAll(async () => {
    api = suite.api;
    ({ worldId } = await api.call(
      m.create,
      { name: 'Timed', confirmName: 'Timed', screenplayId: 'starter', startAt: start.toISOString(), roundLengthHours: 24 },
      { caller: manager },
    ));
  }, 90_000);

  const hours = (h: number) => new Date(start.getTime() + h * 3_600_000).toISOString();

  it('lays out the start and one deadline per round of the screenplay', async () => {
    const { deadlines } = await api.call(m.schedule, { worldId }, { caller: manager });
    expect(deadlines.map((d) => d.round)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(deadlines[1]?.at).toBe(hours(24));
    expect(deadlines.every((d) => !d.finished)).toBe(true);
  });

  it('moves a deadline within the rules, and refuses the rest with their codes', async () => {
    expect((await api.call(m.moveDeadline, { worldId, round: 1, at: hours(30) }, { caller: manager })).deadlines[1]?.at).toBe(hours(30));
    expect((await api.send(m.moveDeadline, { worldId, round: 2, at: hours(29) }, { caller: manager })).code).toBe(ErrorCode.deadlineNotAfterPrevious);
    expect((await api.send(m.moveDeadline, { worldId, round: 1, at: hours(48) }, { caller: manager })).code).toBe(ErrorCode.deadlineNotBeforeNext);
    expect((await api.send(m.moveDeadline, { worldId, round: 1 }, { caller: manager })).code).toBe(ErrorCode.deadlineRequired);
    expect(await api.send(m.moveDeadline, { worldId, round: 1, at: hours(30.005) }, { caller: manager })).toEqual({
      code: ErrorCode.deadlineAdjustmentTooSmall,
      data: { params: { minutes: 1 } },
    });
    expect((await api.send(m.moveDeadline, { worldId, round: 9, at: hours(300) }, { caller: manager })).code).toBe(ErrorCode.scheduleNotFound);
    expect((await api.send(m.moveDeadline, { worldId, round: 1, at: hours(31) }, { caller: { userId: randomUUID(), roles: [] } })).code).toBe(
      ErrorCode.notParticipant,
    );
  });

  it('extends every deadline still ahead by the same time', async () => {
    const before = await api.call(m.schedule, { worldId }, { caller: manager });
    const after = await api.call(m.extend, { worldId, minutes: 90 }, { caller: manager });
    after.deadlines.forEach((d, i) => expect(new Date(d.at).getTime() - new Date(before.deadlines[i]?.at ?? 0).getTime()).toBe(90 * 60_000));
  });

  it('pauses only a running world, and resumes it with its deadlines moved by the pause', async () => {
    expect((await api.send(m.pause, { worldId }, { caller: manager })).code).toBe(ErrorCode.worldNotRunning);
    const db = suite.service.db as Kysely<WorldsTables>;
    await db.updateTable('world').set({ status: WORLD_STATUS.running }).where('id', '=', worldId).execute();
    expect((await api.send(m.moveDeadline, { worldId, round: 0, at: hours(1) }, { caller: manager })).code).toBe(ErrorCode.preparationDeadlineLocked);
    const before = await api.call(m.schedule, { worldId }, { caller: manager });
    expect(await api.call(m.pause, { worldId }, { caller: manager })).toEqual({ status: WORLD_STATUS.paused });
    expect((await api.call(m.details, { worldId }, { caller: manager })).status).toBe(WORLD_STATUS.paused);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await api.call(m.resume, { worldId }, { caller: manager })).toEqual({ status: WORLD_STATUS.running });
    const after = await api.call(m.schedule, { worldId }, { caller: manager });
    const moved = new Date(after.deadlines[3]?.at ?? 0).getTime() - new Date(before.deadlines[3]?.at ?? 0).getTime();
    expect(moved).toBeGreaterThanOrEqual(300);
    expect((await api.send(m.resume, { worldId }, { caller: manager })).code).toBe(ErrorCode.worldNotRunning);
  });

  it('starts a world at its start time and closes a round at its deadline, between the clock’s ticks', async () => {
    const soon = () => new Date(Date.now() + 1_500).toISOString();
    const { worldId: punctual } = await api.call(
      m.create,
      { name: 'Punctual', confirmName: 'Punctual', screenplayId: 'starter', startAt: soon() },
      { caller: manager },
    );
    const stage = () => api.call(m.details, { worldId: punctual }, { caller: manager });
    await waitUntil(stage, (d) => d.status === WORLD_STATUS.running, 20_000);
    // A deadline moved to a moment that falls long before the next tick.
    await api.call(m.moveDeadline, { worldId: punctual, round: 1, at: soon() }, { caller: manager });
    expect(await waitUntil(stage, (d) => d.status === WORLD_STATUS.awaitingEvaluation, 20_000)).toMatchObject({ currentRoundId: '1' });
    expect((await api.call(m.schedule, { worldId: punctual }, { caller: manager })).deadlines[1]?.finished).toBe(true);
  });
});
