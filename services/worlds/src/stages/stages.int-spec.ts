import {
  ErrorCode,
  type Role,
  type RoundChanged,
  roundChangedEvent,
  roundClosedEvent,
  USER_IN_WORLD_TYPE,
  WORLD_STATUS as S,
  worldsMessages as m,
} from '@simbiz/contracts';
import { createDatabase, Requester } from '@simbiz/service-kit';
import { suiteLicense } from '@simbiz/testing';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { WorldsTables } from '../database/tables';
import { advanceDueWorlds } from './stages';
import { worldsSuite } from '../test-support/worlds-suite';

const person = (roles: Role[] = []) => ({ userId: randomUUID(), roles });
const HOUR = 3_600_000;

describe('a world’s stages, settings and the instructor’s limit (identity as a process, licensed)', () => {
  let api: Requester;
  const teacher = person(['licensed']);
  const closed: { worldId: string; round: number }[] = [];
  const changes: RoundChanged[] = [];
  const license = suiteLicense({ licensee: 'Test University', seats: 10, simulations: 10, membersPerInstructor: 3 });
  const suite = worldsSuite('stages', { peerEnv: license.peerEnv, prepare: license.prepare, processEnv: { WORLDS_TICK_MS: '100' } });

  beforeAll(async () => {
    api = suite.api;
    api.listen(roundClosedEvent.subject, roundClosedEvent.payload, (event) => closed.push(event));
    api.listen(roundChangedEvent.subject, roundChangedEvent.payload, (event) => changes.push(event));
  }, 90_000);
  const changesOf = async (worldId: string) => {
    await suite.nc.flush();
    return changes.filter((c) => c.worldId === worldId).map(({ change, status, currentRound }) => [change, status, currentRound]);
  };

  const create = async (name: string, startAt: Date, extra: Record<string, unknown> = {}) =>
    (await api.call(m.create, { name, confirmName: name, screenplayId: 'starter', startAt: startAt.toISOString(), ...extra }, { caller: teacher })).worldId;
  const stage = (worldId: string) => api.call(m.details, { worldId }, { caller: teacher }).then(({ status, currentRoundId }) => ({ status, currentRoundId }));

  it('starts a world by the clock, closes rounds at deadlines or by a manager, and follows the engine to the end', async () => {
    const worldId = await create('Clockwork', new Date(Date.now() + 300), { rounds: 2, roundLengthHours: 1 });
    const tooLong = { name: 'Too long', confirmName: 'Too long', screenplayId: 'starter', startAt: new Date(Date.now() + HOUR).toISOString(), rounds: 7 };
    expect(await api.send(m.create, tooLong, { caller: teacher })).toEqual({
      code: ErrorCode.roundCountOutOfRange,
      data: { params: { min: 1, max: 6 } },
    });
    let now = await stage(worldId);
    for (let i = 0; i < 50 && now.status === S.preparation; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = await stage(worldId);
    }
    expect(now).toEqual({ status: S.running, currentRoundId: '1' });
    // An hour later by the clock: round 1's deadline has passed.
    const db = suite.service.db as Kysely<WorldsTables>;
    expect(await advanceDueWorlds(db, api, new Date(Date.now() + HOUR + 1_000))).toEqual([worldId]);
    expect(await stage(worldId)).toEqual({ status: S.awaitingEvaluation, currentRoundId: '1' });
    expect(await advanceDueWorlds(db, api, new Date(Date.now() + HOUR + 1_000))).toEqual([]);
    const engine = {};
    expect((await api.send(m.evaluated, { worldId, round: 1 }, { caller: engine })).code).toBe(ErrorCode.roundNotLatest);
    expect(await api.call(m.evaluationStarted, { worldId, round: 1 }, { caller: engine })).toEqual({ status: S.evaluating, currentRoundId: '1' });
    expect((await api.send(m.closeRound, { worldId }, { caller: teacher })).code).toBe(ErrorCode.worldEvaluating);
    expect(await api.call(m.evaluated, { worldId, round: 1 }, { caller: engine })).toEqual({ status: S.running, currentRoundId: '2' });
    // Round 2 closed by its manager, not by a participant; the resolution fails and is retried.
    const student = person();
    await api.call(m.join, { worldId }, { caller: student });
    expect((await api.send(m.closeRound, { worldId }, { caller: student })).code).toBe(ErrorCode.worldManageNotAuthorized);
    expect(await api.call(m.closeRound, { worldId }, { caller: teacher })).toEqual({ status: S.awaitingEvaluation, currentRoundId: '2' });
    const { deadlines } = await api.call(m.schedule, { worldId }, { caller: teacher });
    expect(deadlines.find((d) => d.round === 2)?.finished).toBe(true);
    await api.call(m.evaluationStarted, { worldId, round: 2 }, { caller: engine });
    expect(await api.call(m.evaluationFailed, { worldId, round: 2, reason: 'engine crashed' }, { caller: engine })).toEqual({
      status: S.evaluationFailed,
      currentRoundId: '2',
    });
    expect((await api.send(m.retryRound, { worldId }, { caller: student })).code).toBe(ErrorCode.worldManageNotAuthorized);
    expect(await api.call(m.retryRound, { worldId }, { caller: teacher })).toEqual({ status: S.awaitingEvaluation, currentRoundId: '2' });
    await api.call(m.evaluationStarted, { worldId, round: 2 }, { caller: engine });
    expect(await api.call(m.evaluated, { worldId, round: 2 }, { caller: engine })).toEqual({ status: S.completed, currentRoundId: '2' });
    // The engine heard of every closed round: 1 at its deadline, 2 when closed, 2 again on retry.
    await suite.nc.flush();
    expect(closed.filter((c) => c.worldId === worldId).map((c) => c.round)).toEqual([1, 2, 2]);
    // Open pages heard of every step after its commit, a refused one (a participant closing) not at all.
    expect(await changesOf(worldId)).toEqual([
      ['started', S.running, 1],
      ['closed', S.awaitingEvaluation, 1],
      ['evaluating', S.evaluating, 1],
      ['evaluated', S.running, 2],
      ['closed', S.awaitingEvaluation, 2],
      ['evaluating', S.evaluating, 2],
      ['evaluationFailed', S.evaluationFailed, 2],
      ['retried', S.awaitingEvaluation, 2],
      ['evaluating', S.evaluating, 2],
      ['evaluated', S.completed, 2],
    ]);
    expect((await api.send(m.updateSettings, { worldId, acceptingMembers: false }, { caller: teacher })).code).toBe(ErrorCode.worldNotPreparingOrRunning);
  });

  it('tells open pages of a pause, a resume, a deadline moved and the schedule extended', async () => {
    const worldId = await create('Live schedule', new Date(Date.now() + 300), { rounds: 2, roundLengthHours: 1 });
    for (let i = 0; i < 50 && (await stage(worldId)).status !== S.running; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    await api.call(m.moveDeadline, { worldId, round: 1, at: new Date(Date.now() + HOUR / 2).toISOString() }, { caller: teacher });
    await api.call(m.extend, { worldId, minutes: 30 }, { caller: teacher });
    await api.call(m.pause, { worldId }, { caller: teacher });
    expect((await api.send(m.pause, { worldId }, { caller: teacher })).code).toBe(ErrorCode.worldNotRunning);
    await api.call(m.resume, { worldId }, { caller: teacher });
    expect(await changesOf(worldId)).toEqual([
      ['started', S.running, 1],
      ['deadlineMoved', S.running, 1],
      ['scheduleExtended', S.running, 1],
      ['paused', S.paused, 1],
      ['resumed', S.running, 1],
    ]);
  });

  it('lets managers change settings within the rules, and the world follows them', async () => {
    const worldId = await create('Settings', new Date(Date.now() + HOUR));
    await create('Taken', new Date(Date.now() + HOUR));
    const student = person();
    expect((await api.send(m.settings, { worldId }, { caller: student })).code).toBe(ErrorCode.notParticipant);
    await api.call(m.join, { worldId }, { caller: student });
    expect((await api.send(m.settings, { worldId }, { caller: student })).code).toBe(ErrorCode.worldManageNotAuthorized);
    expect((await api.send(m.updateSettings, { worldId, acceptingMembers: false }, { caller: student })).code).toBe(ErrorCode.worldManageNotAuthorized);
    expect(await api.call(m.settings, { worldId }, { caller: teacher })).toMatchObject({
      name: 'Settings',
      passcode: null,
      acceptingMembers: true,
      rounds: 6,
      teamLimit: 30,
    });
    expect((await api.send(m.updateSettings, { worldId, name: 'taken' }, { caller: teacher })).code).toBe(ErrorCode.worldNameTaken);
    expect(await api.send(m.updateSettings, { worldId, memberLimit: 0 }, { caller: teacher })).toMatchObject({ code: ErrorCode.verificationFailed });
    expect(await api.send(m.updateSettings, { worldId, rounds: 9 }, { caller: teacher })).toEqual({
      code: ErrorCode.roundCountOutOfRange,
      data: { params: { min: 1, max: 6 } },
    });
    const updated = await api.call(
      m.updateSettings,
      { worldId, name: 'Settings B', acceptingMembers: false, rounds: 3, teamLimit: 4, teamRules: { rename: false } },
      { caller: teacher },
    );
    expect(updated).toMatchObject({
      name: 'Settings B',
      acceptingMembers: false,
      rounds: 3,
      teamLimit: 4,
      teamRules: { rename: false, createTeam: true, joinTeam: true },
    });
    expect((await api.call(m.schedule, { worldId }, { caller: teacher })).deadlines.map((d) => d.round)).toEqual([0, 1, 2, 3]);
    expect((await api.call(m.resources, { worldId }, { caller: teacher })).config).toMatchObject({ rounds: 3 });
    expect((await api.send(m.join, { worldId }, { caller: person() })).code).toBe(ErrorCode.notAcceptingMembers);
    await api.call(m.updateSettings, { worldId, acceptingMembers: true, rounds: 5 }, { caller: teacher });
    const { deadlines } = await api.call(m.schedule, { worldId }, { caller: teacher });
    expect(deadlines.map((d) => d.round)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Date(deadlines[5]?.at ?? 0).getTime() - new Date(deadlines[4]?.at ?? 0).getTime()).toBe(168 * HOUR);
    // The limit never drops below the participants already in (one, the student).
    expect(await api.send(m.updateSettings, { worldId, memberLimit: 1 }, { caller: teacher })).toMatchObject({ code: 0 });
    await api.call(m.updateSettings, { worldId, memberLimit: 5 }, { caller: teacher });
    // The license allows three participants per instructor across their worlds (110013), each
    // counted once: Clockwork's student, this one, and a second.
    const second = person();
    await api.call(m.join, { worldId }, { caller: second });
    expect(await api.send(m.join, { worldId }, { caller: person() })).toEqual({ code: ErrorCode.memberLimitPerInstructor, data: { params: { count: 3 } } });
    const other = await create('Other class', new Date(Date.now() + HOUR));
    expect(await api.call(m.join, { worldId: other }, { caller: second })).toEqual({ userInWorldType: USER_IN_WORLD_TYPE.participant });
    expect(await api.send(m.join, { worldId: other }, { caller: person() })).toEqual({
      code: ErrorCode.memberLimitPerInstructor,
      data: { params: { count: 3 } },
    });
    // No more participants than seats on teams (team limit × team size): 130029.
    await api.call(m.updateSettings, { worldId: other, teamLimit: 1, teamMemberLimit: 1 }, { caller: teacher });
    expect(await api.send(m.join, { worldId: other }, { caller: student })).toEqual({ code: ErrorCode.teamMemberLimit, data: { params: { count: 1 } } });
  });

  it('closes each due round once when several replicas run the clock at the same moment', async () => {
    const worlds = await Promise.all(
      ['North', 'South', 'East', 'West'].map((name) => create(`Replicas ${name}`, new Date(Date.now() + 300), { roundLengthHours: 1 })),
    );
    for (let i = 0; i < 50 && (await Promise.all(worlds.map(stage))).some((s) => s.status !== S.running); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Two more replicas, each with its own connections, both an hour ahead: round 1 is due everywhere.
    const replicas = [createDatabase<WorldsTables>(suite.scope.databaseUrl, 'worlds', 4), createDatabase<WorldsTables>(suite.scope.databaseUrl, 'worlds', 4)];
    try {
      const later = new Date(Date.now() + HOUR + 1_000);
      const moved = (await Promise.all([...replicas, suite.service.db as Kysely<WorldsTables>].map((db) => advanceDueWorlds(db, api, later)))).flat();
      expect(moved.filter((id) => worlds.includes(id)).sort()).toEqual([...worlds].sort());
    } finally {
      await Promise.all(replicas.map((db) => db.destroy()));
    }
    expect((await Promise.all(worlds.map(stage))).map((s) => s.status)).toEqual(worlds.map(() => S.awaitingEvaluation));
    await suite.nc.flush();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed.filter((c) => worlds.includes(c.worldId)).map((c) => c.round)).toEqual(worlds.map(() => 1));
  });
});
