import { Module } from '@nestjs/common';
import { type AuditPageRequest, type AuditRow, auditMessages, ErrorCode } from '@simbiz/contracts';
import { isolatedScope } from '@simbiz/testing';
import { type Kysely, sql } from 'kysely';
import { type NatsConnection, connect } from 'nats';
import { type RunningService, bootstrapService } from '../bootstrap/bootstrap-service';
import { Requester } from '../nats/requester';
import { auditPageQuery } from './audit-page';
import { type AuditTables, createAuditIndex, createAuditTable } from './audited';

@Module({})
class NothingElseModule {}

const messages = auditMessages('teams');
const admin = { userId: '00000000-0000-4000-8000-00000000000a', roles: ['admin' as const] };
const [amy, ben] = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000b1'];
const world = '00000000-0000-4000-8000-0000000000f1';

describe("a service's audit log, read by the admin console over NATS", () => {
  let service: RunningService;
  let nc: NatsConnection;
  let api: Requester;
  let db: Kysely<AuditTables>;

  const insert = (at: string, user: string | null, action: string, code: number, worldId: string | null = null) =>
    sql`insert into audit (at, user_id, world_id, action, result_code) values (${at}::timestamptz, ${user}, ${worldId}, ${action}, ${code})`.execute(db);
  const page = async (request: Partial<AuditPageRequest> = {}): Promise<AuditRow[]> =>
    (await api.call(messages.page, { limit: 100, ...request }, { caller: admin })).rows;

  beforeAll(async () => {
    const scope = await isolatedScope('audit-page');
    service = await bootstrapService(
      {
        name: 'teams',
        module: NothingElseModule,
        audit: true,
        migrations: { '0001-audit': { up: createAuditTable }, '0002-audit-index': { up: createAuditIndex } },
      },
      { handleSignals: false, config: { ...scope, logLevel: 'silent' } },
    );
    db = service.db as Kysely<AuditTables>;
    nc = await connect({ servers: scope.natsUrl });
    api = new Requester(nc, scope.subjectPrefix);
    // Two rows in the same microsecond, two a fraction of a millisecond apart, one in another world.
    await insert('2025-03-01T10:00:00.000100Z', amy, 'team.create', 0);
    await insert('2025-03-01T10:00:00.000100Z', ben, 'team.join', 510001);
    await insert('2025-03-01T10:00:00.000400Z', amy, 'brand.create', 0, world);
    await insert('2025-03-01T11:00:00Z', null, 'round_close%', 1);
    await insert('2025-03-01T12:00:00Z', ben, 'BRAND.rename', 0, world);
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await nc?.close();
  });

  it('refuses anyone but an admin, page and count alike (110123)', async () => {
    for (const caller of [{}, { userId: amy, roles: ['licensed' as const] }, { roles: ['admin' as const] }]) {
      expect((await api.send(messages.page, { limit: 10 }, { caller })).code).toBe(ErrorCode.participantNotAuthorized);
      expect((await api.send(messages.count, {}, { caller })).code).toBe(ErrorCode.participantNotAuthorized);
    }
  });

  it('answers newest first with microseconds, ties on the instant by id, newest first', async () => {
    const rows = await page();
    expect(rows.map((r) => r.action)).toEqual(['BRAND.rename', 'round_close%', 'brand.create', 'team.join', 'team.create']);
    expect(rows[2]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      at: '2025-03-01T10:00:00.000400Z',
      userId: amy,
      worldId: world,
      action: 'brand.create',
      resultCode: 0,
    });
    expect(rows[3]?.at).toBe('2025-03-01T10:00:00.000100Z');
    expect(Number(rows[3]?.id)).toBeGreaterThan(Number(rows[4]?.id));
  });

  it('walks the log by cursor one row at a time, each row once, even within one microsecond', async () => {
    const seen: string[] = [];
    let before: { at: string; id: string } | undefined;
    for (;;) {
      const [row] = await page({ limit: 1, before });
      if (!row) break;
      seen.push(row.action);
      before = { at: row.at, id: row.id };
    }
    expect(seen).toEqual(['BRAND.rename', 'round_close%', 'brand.create', 'team.join', 'team.create']);
  });

  it('filters by time (from inclusive, to exclusive), people, world, action and result, and counts alike', async () => {
    const cases: [Omit<AuditPageRequest, 'limit' | 'before'>, string[]][] = [
      [{ from: '2025-03-01T10:00:00.000400Z', to: '2025-03-01T12:00:00Z' }, ['round_close%', 'brand.create']],
      [{ userIds: [amy] }, ['brand.create', 'team.create']],
      [{ userIds: [] }, []],
      [{ worldId: world }, ['BRAND.rename', 'brand.create']],
      [{ action: 'brand' }, ['BRAND.rename', 'brand.create']],
      [{ action: '_' }, ['round_close%']],
      [{ action: '%' }, ['round_close%']],
      [{ result: 'success' }, ['BRAND.rename', 'brand.create', 'team.create']],
      [{ result: 'failure' }, ['round_close%', 'team.join']],
      [{ result: 510001 }, ['team.join']],
      [{ userIds: [ben], result: 'success', from: '2025-03-01T00:00:00+07:00' }, ['BRAND.rename']],
    ];
    for (const [filter, actions] of cases) {
      expect({ filter, actions: (await page(filter)).map((r) => r.action) }).toEqual({ filter, actions });
      expect({ filter, count: (await api.call(messages.count, filter, { caller: admin })).count }).toEqual({ filter, count: actions.length });
    }
  });

  it('refuses a cursor or a time that is not one with 9001, never an error of the database', async () => {
    for (const request of [
      { before: { at: 'yesterday', id: '1' } },
      { before: { at: '2025-03-01T10:00:00Z', id: '1 or 1=1' } },
      { from: 'soon' },
      { limit: 1_001 },
    ]) {
      expect((await api.send(messages.page, { limit: 10, ...request }, { caller: admin })).code).toBe(ErrorCode.verificationFailed);
    }
  });

  it('reads a page deep in a large log through the (at, id) index, not by scanning the table', async () => {
    await sql`insert into audit (at, user_id, action, result_code)
      select timestamptz '2024-01-01' + n * interval '1 second', ${amy}, 'bulk.write', n % 3 from generate_series(1, 50000) n`.execute(db);
    await sql`analyze audit`.execute(db);
    const plan = await auditPageQuery(db, { limit: 101, before: { at: '2024-01-01T05:00:00Z', id: '30000' } }).explain();
    const text = plan.map((line) => Object.values(line).join(' ')).join('\n');
    expect(text).toMatch(/Index Scan Backward using audit_at/);
    const deep = await page({ limit: 3, before: { at: '2024-01-01T05:00:00Z', id: '1' } });
    expect(deep.map((r) => r.at)).toEqual(['2024-01-01T04:59:59.000000Z', '2024-01-01T04:59:58.000000Z', '2024-01-01T04:59:57.000000Z']);
  });
});
