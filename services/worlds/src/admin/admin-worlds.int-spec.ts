import {
  adminWorldsMessages as admin,
  type Caller,
  ErrorCode,
  identityMessages,
  type MessageDef,
  WORLD_STATUS as S,
  worldChangedEvent,
  worldsMessages as w,
} from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { suiteLicense } from '@simbiz/testing';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { WorldsTables } from '../database/tables';
import { advanceDueWorlds } from '../stages/stages';
import { worldsSuite } from '../test-support/worlds-suite';

const HOUR = 3_600_000;

describe("the admin console's worlds (identity and teams as processes, licensed for 4 simulations)", () => {
  let api: Requester;
  let db: Kysely<WorldsTables>;
  const license = suiteLicense({ licensee: 'Admin University', seats: 10, simulations: 4, membersPerInstructor: 50 });
  const suite = worldsSuite('admin-worlds', { peerEnv: license.peerEnv, prepare: license.prepare });
  const anAdmin: Partial<Caller> = { userId: randomUUID(), roles: ['admin'] };
  const people: Record<string, Partial<Caller>> = {};
  const worlds: Record<string, string> = {};
  const changed: string[] = [];
  const send = (def: MessageDef, payload: object, caller: Partial<Caller> = anAdmin) => api.send(def, payload, { caller });
  const code = async (def: MessageDef, payload: object, caller: Partial<Caller> = anAdmin) => (await send(def, payload, caller)).code;
  const names = (reply: { items: { name: string }[] }) => reply.items.map((i) => i.name);
  const setStage = (worldId: string, status: number, currentRound: number | null) =>
    db.updateTable('world').set({ status, current_round: currentRound }).where('id', '=', worldId).execute();

  beforeAll(async () => {
    api = suite.api;
    db = suite.service.db as Kysely<WorldsTables>;
    api.listen(worldChangedEvent('worlds').subject, worldChangedEvent('worlds').payload, (event) => changed.push(event.worldId));
    const accounts = [
      ['ada', 'Ada Lovelace'],
      ['grace', 'Grace Hopper'],
      ['pat', 'Pat Student'],
      ['sam', 'Sam Student'],
    ];
    for (const [name, displayName] of accounts) {
      const account = await api.call(identityMessages.signUp, {
        email: `${name}@admin-worlds.example`,
        displayName: String(displayName),
        password: 'a long password',
      });
      people[String(name)] = { userId: account.userId, roles: ['licensed'] };
    }
    const startAt = new Date(Date.now() + HOUR).toISOString();
    for (const [name, by] of [
      ['Alpha', 'ada'],
      ['Beta', 'grace'],
      ['Gamma', 'ada'],
    ] as const) {
      ({ worldId: worlds[name] } = await api.call(w.create, { name, confirmName: name, screenplayId: 'starter', startAt }, { caller: people[by] }));
    }
    await api.call(
      w.addMembers,
      { worldId: String(worlds['Alpha']), emails: ['pat@admin-worlds.example', 'sam@admin-worlds.example'] },
      { caller: people['ada'] },
    );
    await api.call(w.addMembers, { worldId: String(worlds['Beta']), emails: ['pat@admin-worlds.example'] }, { caller: people['grace'] });
  }, 90_000);

  it('answers admins only (110123), on every message', async () => {
    const worldId = worlds['Alpha'];
    const requests: [MessageDef, object][] = [
      [admin.list, {}],
      [admin.pause, { worldId }],
      [admin.resume, { worldId }],
      [admin.retryRound, { worldId }],
      [admin.archive, { worldId }],
      [admin.restore, { worldId }],
      [admin.licenseUsage, {}],
    ];
    // The world's own manager is not an admin; neither is someone with no roles or nobody at all.
    for (const caller of [people['ada'], { userId: randomUUID(), roles: [] }, {}] as Partial<Caller>[]) {
      for (const [def, payload] of requests) expect([def.subject, await code(def, payload, caller)]).toEqual([def.subject, ErrorCode.participantNotAuthorized]);
    }
    expect((await api.call(admin.list, {}, { caller: anAdmin })).items.find((i) => i.worldId === worldId)).toMatchObject({
      status: S.preparation,
      archived: false,
    });
  });

  it('lists every world, latest first, with its instructors, participants and rounds, paged with the total', async () => {
    const all = await api.call(admin.list, {}, { caller: anAdmin });
    expect(names(all)).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.items[2]).toMatchObject({
      worldId: worlds['Alpha'],
      status: S.preparation,
      archived: false,
      screenplayId: 'starter',
      instructors: [{ userId: people['ada']?.userId, displayName: 'Ada Lovelace', email: 'ada@admin-worlds.example' }],
      participants: 2,
      currentRound: null,
    });
    expect(all.items[2]?.rounds).toBeGreaterThan(0);
    expect(all.items[1]?.participants).toBe(1);
    const second = await api.call(admin.list, { page: 2, pageSize: 2 }, { caller: anAdmin });
    expect([names(second), second.total]).toEqual([['Alpha'], 3]);
  });

  it("finds worlds by name or by an instructor's name or email, and filters by status and screenplay", async () => {
    const find = async (filter: object) => names(await api.call(admin.list, filter, { caller: anAdmin }));
    expect(await find({ q: 'bet' })).toEqual(['Beta']);
    expect(await find({ q: 'lovelace' })).toEqual(['Gamma', 'Alpha']);
    expect(await find({ q: 'GRACE@admin' })).toEqual(['Beta']);
    // A participant's name finds nothing: only instructors are searched; nor does a wildcard.
    expect(await find({ q: 'Pat Student' })).toEqual([]);
    expect(await find({ q: '%' })).toEqual([]);
    await setStage(String(worlds['Gamma']), S.completed, 6);
    expect(await find({ status: S.completed })).toEqual(['Gamma']);
    expect(await find({ status: String(S.preparation), q: 'ada' })).toEqual(['Alpha']);
    expect(await find({ screenplayId: 'starter' })).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await find({ screenplayId: 'another' })).toEqual([]);
    expect(await code(admin.list, { status: 8 })).toBe(ErrorCode.verificationFailed);
  });

  it('lets an admin who is not a member pause and resume a running world, its open deadlines moving by the pause', async () => {
    const worldId = String(worlds['Alpha']);
    expect(await code(w.pause, { worldId })).toBe(ErrorCode.notParticipant);
    expect(await code(admin.pause, { worldId })).toBe(ErrorCode.worldNotRunning);
    expect(await code(admin.resume, { worldId })).toBe(ErrorCode.worldNotRunning);
    expect(await code(admin.pause, { worldId: randomUUID() })).toBe(ErrorCode.worldNotFound);
    await setStage(worldId, S.running, 1);
    const deadline = async () =>
      (await db.selectFrom('deadline').select('at').where('world_id', '=', worldId).where('round', '=', 1).executeTakeFirstOrThrow()).at;
    const before = await deadline();
    expect(await api.call(admin.pause, { worldId }, { caller: anAdmin })).toEqual({ worldId, status: S.paused, archived: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await api.call(admin.resume, { worldId }, { caller: anAdmin })).toEqual({ worldId, status: S.running, archived: false });
    expect((await deadline()).getTime() - before.getTime()).toBeGreaterThanOrEqual(300);
    const audit = await db
      .selectFrom('audit')
      .select(['action', 'result_code', 'user_id'])
      .where('world_id', '=', worldId)
      .where('action', 'like', 'admin.%')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'admin.world.pause', result_code: 0, user_id: anAdmin.userId },
        { action: 'admin.world.resume', result_code: 0, user_id: anAdmin.userId },
        { action: 'admin.world.pause', result_code: ErrorCode.worldNotRunning, user_id: anAdmin.userId },
      ]),
    );
  });

  it("retries a round whose resolution failed, as a manager would, and only then (the stage's codes)", async () => {
    const worldId = String(worlds['Beta']);
    expect(await code(admin.retryRound, { worldId })).toBe(ErrorCode.worldNotRunning);
    await setStage(worldId, S.evaluationFailed, 2);
    expect(await api.call(admin.retryRound, { worldId }, { caller: anAdmin })).toEqual({ worldId, status: S.awaitingEvaluation, archived: false });
    expect(await code(admin.retryRound, { worldId })).toBe(ErrorCode.worldEvaluating);
    await setStage(worldId, S.preparation, null);
  });

  it('archives a world (pausing a running one, refusing one with the engine, twice is harmless) and restores it', async () => {
    const worldId = String(worlds['Alpha']);
    changed.length = 0;
    expect(await api.call(admin.archive, { worldId }, { caller: anAdmin })).toEqual({ worldId, status: S.paused, archived: true });
    expect(await api.call(admin.archive, { worldId }, { caller: anAdmin })).toEqual({ worldId, status: S.paused, archived: true });
    await suite.nc.flush();
    expect(changed).toContain(worldId);
    expect(names(await api.call(admin.list, { archived: 'true' }, { caller: anAdmin }))).toEqual(['Alpha']);
    expect(names(await api.call(admin.list, {}, { caller: anAdmin }))).toEqual(['Gamma', 'Beta']);
    // Out of play until restored: neither an admin nor its manager moves it on.
    expect(await code(admin.resume, { worldId })).toBe(ErrorCode.worldNotRunning);
    await setStage(worldId, S.running, 1);
    expect(await code(w.closeRound, { worldId }, people['ada'])).toBe(ErrorCode.worldNotRunning);
    await setStage(worldId, S.paused, 1);
    for (const status of [S.awaitingEvaluation, S.evaluating]) {
      await setStage(String(worlds['Beta']), status, 1);
      expect(await code(admin.archive, { worldId: worlds['Beta'] })).toBe(ErrorCode.worldEvaluating);
    }
    await setStage(String(worlds['Beta']), S.preparation, null);
    expect(await code(admin.archive, { worldId: randomUUID() })).toBe(ErrorCode.worldNotFound);
    expect(await api.call(admin.restore, { worldId }, { caller: anAdmin })).toEqual({ worldId, status: S.paused, archived: false });
    expect(await api.call(admin.restore, { worldId }, { caller: anAdmin })).toEqual({ worldId, status: S.paused, archived: false });
    const audit = await db
      .selectFrom('audit')
      .select(['action', 'result_code'])
      .where('world_id', '=', worldId)
      .where('action', 'in', ['admin.world.archive', 'admin.world.restore'])
      .execute();
    expect(audit.filter((a) => a.result_code === 0)).toHaveLength(4);
  });

  it("refuses to restore a world when the license's simulations are all in use (130015), and counts them for the license page", async () => {
    const startAt = new Date(Date.now() + HOUR).toISOString();
    const { worldId: delta } = await api.call(w.create, { name: 'Delta', confirmName: 'Delta', screenplayId: 'starter', startAt }, { caller: people['grace'] });
    expect(await api.call(admin.licenseUsage, {}, { caller: anAdmin })).toMatchObject({
      license: { state: 'valid', licensee: 'Admin University', simulations: 4 },
      simulationsUsed: 4,
    });
    await api.call(admin.archive, { worldId: delta }, { caller: anAdmin });
    expect((await api.call(admin.licenseUsage, {}, { caller: anAdmin })).simulationsUsed).toBe(3);
    // A fourth world takes the free simulation (made here as create would, whatever create counts).
    await db
      .insertInto('world')
      .values({
        id: randomUUID(),
        name: 'Epsilon',
        passcode: null,
        screenplay_id: 'starter',
        status: S.preparation,
        current_round: null,
        start_at: new Date(startAt),
        settings: JSON.stringify({ memberLimit: 10, teamMemberLimit: 5, enabledDiscussions: false, acceptingMembers: true, teamRules: {} }),
        created_by: String(people['grace']?.userId),
      })
      .execute();
    expect(await send(admin.restore, { worldId: delta })).toEqual({ code: ErrorCode.licenseSimulationLimit, data: { params: { count: 4 } } });
    expect((await api.call(admin.list, { archived: 'true' }, { caller: anAdmin })).items.map((i) => i.worldId)).toContain(delta);
    // Its start time passes while it is archived: the clock leaves it where it is.
    await db
      .updateTable('world')
      .set({ start_at: new Date(Date.now() - 1_000) })
      .where('id', '=', delta)
      .execute();
    expect(await advanceDueWorlds(db, api)).not.toContain(delta);
    expect(await api.call(admin.list, { archived: 'true' }, { caller: anAdmin })).toMatchObject({ items: [{ worldId: delta, status: S.preparation }] });
  });
});
