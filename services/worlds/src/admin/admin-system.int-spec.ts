import {
  adminSystemMessages as admin,
  adminWorldsMessages,
  type Caller,
  ErrorCode,
  identityMessages,
  type MessageDef,
  roundClosedEvent,
  roundStreamName,
  SERVICE_NAMES,
  WORLD_STATUS as S,
  worldsMessages as w,
} from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { type S3ServerHandle, startS3Server, suiteLicense } from '@simbiz/testing';
import { type Kysely, sql } from 'kysely';
import { AckPolicy } from 'nats';
import { randomUUID } from 'node:crypto';
import type { WorldsTables } from '../database/tables';
import { worldsSuite } from '../test-support/worlds-suite';

const HOUR = 3_600_000;

describe("the admin console's dashboard and storages (identity as a process, no other peer)", () => {
  let api: Requester;
  let db: Kysely<WorldsTables>;
  let s3: S3ServerHandle;
  const license = suiteLicense({ licensee: 'Dashboard College', seats: 7, simulations: 9, membersPerInstructor: 50 });
  const suite = worldsSuite('admin-system', { peers: ['identity'], peerEnv: license.peerEnv, prepare: license.prepare });
  const anAdmin: Partial<Caller> = { userId: randomUUID(), roles: ['admin'] };
  const people: Record<string, Partial<Caller>> = {};
  const s3Variables = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
  const code = async (def: MessageDef, payload: object, caller: Partial<Caller> = anAdmin) => (await api.send(def, payload, { caller })).code;

  beforeAll(async () => {
    api = suite.api;
    db = suite.service.db as Kysely<WorldsTables>;
    s3 = await startS3Server('admin-storages');
    for (const name of ['lin', 'pat', 'sam']) {
      const account = await api.call(identityMessages.signUp, { email: `${name}@dashboard.example`, displayName: name, password: 'a long password' });
      people[name] = { userId: account.userId, roles: ['licensed'] };
    }
  }, 90_000);

  afterAll(async () => {
    for (const name of s3Variables) delete process.env[name];
    await s3?.stop();
  });

  it('answers admins only (110123), on every message', async () => {
    for (const caller of [people['lin'], { userId: randomUUID(), roles: [] }, {}] as Partial<Caller>[]) {
      for (const [def, payload] of [
        [admin.counts, {}],
        [admin.health, {}],
        [admin.performance, {}],
        [admin.storages, {}],
        [admin.testStorage, { name: 'disk' }],
      ] as [MessageDef, object][]) {
        expect([def.subject, await code(def, payload, caller)]).toEqual([def.subject, ErrorCode.participantNotAuthorized]);
      }
    }
  });

  it('counts accounts, the license, worlds by status, archived worlds, distinct participants and the rounds resolved this week', async () => {
    const startAt = new Date(Date.now() + HOUR).toISOString();
    const made: Record<string, string> = {};
    for (const name of ['One', 'Two', 'Three']) {
      ({ worldId: made[name] } = await api.call(w.create, { name, confirmName: name, screenplayId: 'starter', startAt }, { caller: people['lin'] }));
    }
    const [one, two, three] = [String(made['One']), String(made['Two']), String(made['Three'])];
    await api.call(w.addMembers, { worldId: one, emails: ['pat@dashboard.example', 'sam@dashboard.example'] }, { caller: people['lin'] });
    await api.call(w.addMembers, { worldId: three, emails: ['pat@dashboard.example'] }, { caller: people['lin'] });
    await api.call(w.addMembers, { worldId: two, emails: ['pat@dashboard.example', 'sam@dashboard.example'] }, { caller: people['lin'] });
    await api.call(adminWorldsMessages.archive, { worldId: two }, { caller: anAdmin });
    // Round 1 of One resolved by the engine now, a refused report and a resolution of last week besides.
    await db.updateTable('world').set({ status: S.evaluating, current_round: 1 }).where('id', '=', one).execute();
    await api.call(w.evaluated, { worldId: one, round: 1 }, { caller: {} });
    expect(await code(w.evaluated, { worldId: one, round: 1 }, {})).toBe(ErrorCode.roundNotLatest);
    await sql`insert into audit (at, user_id, world_id, action, result_code) values (now() - interval '8 days', null, ${three}, 'round.evaluated', 0)`.execute(
      db,
    );

    const counts = await api.call(admin.counts, {}, { caller: anAdmin });
    expect(counts).toEqual({
      accounts: { total: 3, disabled: 0, admins: 1, licensed: 1, activeThisWeek: expect.any(Number) },
      license: { state: 'valid', seats: 7, simulations: 9 },
      worldsByStatus: { '1': 1, '2': 1, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 },
      archivedWorlds: 1,
      participants: 2,
      roundsResolvedThisWeek: 1,
    });
  });

  it("tells each service's health (those not started are down), each durable consumer's backlog and the database's size", async () => {
    const nc = suite.nc;
    const stream = roundStreamName(suite.scope.subjectPrefix);
    const jsm = await nc.jetstreamManager();
    await jsm.consumers.add(stream, { durable_name: 'dashboard-probe', ack_policy: AckPolicy.Explicit });
    await api.publishDurably(roundClosedEvent, { worldId: randomUUID(), round: 1 });

    const health = await api.call(admin.health, {}, { caller: anAdmin });
    expect(health.services.map((s) => s.service)).toEqual([...SERVICE_NAMES]);
    for (const service of health.services) {
      if (service.service === 'identity' || service.service === 'worlds') {
        expect(service).toMatchObject({ status: 'ok', database: 'ok' });
        expect(service.latencyMs).toBeGreaterThanOrEqual(0);
        expect(service.uptimeSeconds).toBeGreaterThanOrEqual(0);
      } else {
        expect(service).toEqual({ service: service.service, status: 'down', database: 'unknown', uptimeSeconds: null, latencyMs: null });
      }
    }
    expect(health.jetstream.available).toBe(true);
    expect(health.jetstream.consumers).toContainEqual({ stream, consumer: 'dashboard-probe', pending: 1, ackPending: 0 });
    // Streams of other installations on the same NATS (other suites' prefixes) are not this one's.
    expect(health.jetstream.consumers.every((c) => c.stream === stream)).toBe(true);
    expect(health.database.sizeBytes).toBeGreaterThan(0);
  });

  it("reads this server's performance", async () => {
    const figures = await api.call(admin.performance, {}, { caller: anAdmin });
    expect(figures.cpus).toBeGreaterThan(0);
    expect(figures.memory.totalBytes).toBeGreaterThan(figures.memory.freeBytes);
    expect(figures.loadAverage).toHaveLength(3);
  });

  it('lists the storages from the environment and tests them: the disk, S3 once configured, a missing bucket as a failed test', async () => {
    expect(await api.call(admin.storages, {}, { caller: anAdmin })).toEqual([
      { name: 'disk', isDefault: true, configured: true, settings: { folder: process.env['FILE_STORAGE_DIR'] } },
      { name: 's3', isDefault: false, configured: false, settings: {} },
    ]);
    expect(await api.call(admin.testStorage, { name: 'disk' }, { caller: anAdmin })).toMatchObject({ name: 'disk', ok: true, detail: null });
    expect(await code(admin.testStorage, { name: 's3' })).toBe(ErrorCode.verificationFailed);
    expect(await code(admin.testStorage, { name: 'ftp' })).toBe(ErrorCode.verificationFailed);

    for (const name of s3Variables) process.env[name] = s3.env[name];
    const [, listed] = await api.call(admin.storages, {}, { caller: anAdmin });
    expect(listed).toEqual({
      name: 's3',
      isDefault: false,
      configured: true,
      settings: { endpoint: s3.endpoint, region: 'us-east-1', bucket: 'admin-storages' },
    });
    const tested = await api.call(admin.testStorage, { name: 's3' }, { caller: anAdmin });
    expect(tested).toMatchObject({ name: 's3', ok: true, detail: null });
    expect(tested.latencyMs).toBeGreaterThan(0);

    process.env['S3_BUCKET'] = 'no-such-bucket';
    const failed = await api.call(admin.testStorage, { name: 's3' }, { caller: anAdmin });
    expect(failed).toMatchObject({ name: 's3', ok: false, problem: 'bucket-missing' });
    expect(failed.detail).toContain('no-such-bucket');
  });
});
