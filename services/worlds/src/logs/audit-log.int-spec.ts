import { adminLogsMessages as m, type AuditEntry, ErrorCode, identityMessages, type ServiceName, worldsMessages } from '@simbiz/contracts';
import { fileStorageFromEnv } from '@simbiz/file-storage';
import { type AuditTables, bootstrapService, createDatabase, Requester, type RunningService } from '@simbiz/service-kit';
import { serviceSuite, startPeers } from '@simbiz/testing';
import { type Kysely, sql } from 'kysely';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { worldsMigrations } from '../database/migrations';
import type { WorldsTables } from '../database/tables';
import { WorldsModule } from '../worlds.module';
import { AuditLogController } from './audit-log.controller';
import { sweepAuditExports } from './export-sweep';
import { ExportWatch, linesOf } from './test-support/export-watch';

type Caller = { userId: string; roles: ('admin' | 'licensed')[] };
/** Rows of the fixture, as the log should show them. */
type Expected = {
  key: string;
  at: string;
  service: ServiceName;
  id: string;
  userId: string | null;
  worldId: string | null;
  action: string;
  resultCode: number;
};

const WINDOW = { from: '2020-01-01T00:00:00Z', to: '2020-01-02T00:00:00Z' };
const BULK = { from: '2019-01-01T00:00:00Z', to: '2019-02-01T00:00:00Z' };
const BULK_ROWS = 100_000;

describe('the installation-wide audit log, gathered by worlds from every service', () => {
  const filesDir = mkdtempSync(join(tmpdir(), 'audit-exports-'));
  const suite = serviceSuite<Requester, RunningService>('audit-log', {
    peers: ['identity', 'teams', 'products', 'stores', 'warehouse'],
    timeoutMs: 180_000,
    requester: (nc, prefix) => new Requester(nc, prefix, 10_000),
    processEnv: { FILE_STORAGE: 'disk', FILE_STORAGE_DIR: filesDir },
    service: (config) => bootstrapService({ name: 'worlds', module: WorldsModule, migrations: worldsMigrations, audit: true }, config),
  });
  const people: Record<string, Caller & { email: string }> = {};
  const audits = {} as Record<'identity' | 'worlds' | 'teams', Kysely<AuditTables>>;
  let stopFinance: () => Promise<void>;
  let worldId: string;
  let expected: Expected[] = [];
  const as = (name: string) => ({ caller: people[name] });
  const watch = new ExportWatch(
    () => suite.api,
    () => as('admin'),
  );
  const keyOf = (entry: AuditEntry) => entry.id;

  /** Every page of the log under `filter`, walked by its cursor. */
  async function walk(filter: Record<string, unknown>, pageSize: number): Promise<AuditEntry[][]> {
    const pages: AuditEntry[][] = [];
    let cursor: string | undefined;
    do {
      const page = await suite.api.call(m.list, { ...filter, pageSize, cursor }, as('admin'));
      pages.push(page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && pages.length < 500);
    return pages;
  }

  beforeAll(async () => {
    stopFinance = await startPeers(suite.scope, suite.api, ['finance']);
    for (const [name, displayName] of [
      ['admin', 'Ada Admin'],
      ['amy', 'สมหญิง 李'],
    ]) {
      const email = `${name}@audit-log.example`;
      const account = await suite.api.call(identityMessages.signUp, { email, displayName: displayName as string, password: 'a long password' });
      people[name as string] = { userId: account.userId, roles: account.roles, email };
    }
    ({ worldId } = await suite.api.call(
      worldsMessages.create,
      { name: 'โลกทดสอบ 世界', confirmName: 'โลกทดสอบ 世界', screenplayId: 'starter', startAt: new Date(Date.now() + 3_600_000).toISOString() },
      as('admin'),
    ));
    for (const service of ['identity', 'worlds', 'teams'] as const) audits[service] = createDatabase<AuditTables>(suite.scope.databaseUrl, service);
    // Three services' rows in one day, several on the same instants, within and across services.
    const { admin, amy } = { admin: people['admin']?.userId, amy: people['amy']?.userId };
    const fill = (service: keyof typeof audits, count: number, action: string) =>
      sql`insert into audit (at, user_id, world_id, action, result_code)
        select timestamptz '2020-01-01' + (n / 3) * interval '1 minute',
          case when n % 2 = 0 then ${amy}::uuid else ${admin}::uuid end,
          case when n % 4 = 0 then ${worldId}::uuid end,
          ${action} || '.' || n, case when n % 5 = 0 then 130005 else 0 end
        from generate_series(1, ${count}) n`.execute(audits[service]);
    await fill('teams', 23, 'team.create');
    await fill('worlds', 14, 'world.Update');
    await fill('identity', 6, 'role.grant');
    for (const service of ['identity', 'worlds', 'teams'] as const) {
      const rows = await sql<Omit<Expected, 'key' | 'service'>>`select id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
          user_id as "userId", world_id as "worldId", action, result_code as "resultCode"
        from audit where at >= ${WINDOW.from}::timestamptz and at < ${WINDOW.to}::timestamptz`.execute(audits[service]);
      expected.push(...rows.rows.map((r) => ({ ...r, service, key: `${service}:${r.id}` })));
    }
    // The order stated independently of the merge: time, then service name, then id, newest first.
    expected = expected.sort((a, b) => b.at.localeCompare(a.at) || a.service.localeCompare(b.service) || Number(BigInt(b.id) - BigInt(a.id)));
  }, 180_000);

  afterAll(async () => {
    await stopFinance?.();
    await Promise.all(Object.values(audits).map((db) => db.destroy()));
    await rm(filesDir, { recursive: true, force: true });
  });

  it('is for admins only: every message refuses anyone else with 110123, and a refused export is audited', async () => {
    const anyId = '00000000-0000-4000-8000-000000000001';
    const refusals = await Promise.all([
      suite.api.send(m.list, {}, as('amy')),
      suite.api.send(m.createExport, {}, as('amy')),
      suite.api.send(m.exports, {}, as('amy')),
      suite.api.send(m.removeExport, { exportId: anyId }, as('amy')),
      suite.api.send(m.exportFile, { exportId: anyId }, as('amy')),
      suite.api.send(m.list, {}, {}),
    ]);
    expect(refusals.map((r) => r.code)).toEqual(Array(6).fill(ErrorCode.participantNotAuthorized));
    const page = await suite.api.call(m.list, { service: 'worlds', action: 'auditExport.create', user: people['amy']?.email }, as('admin'));
    expect(page.items.map((e) => [e.action, e.resultCode, e.userName, e.worldId])).toEqual([['auditExport.create', 110123, 'สมหญิง 李', null]]);
  });

  it('merges the services newest first, ties by service then id, with people and worlds by name', async () => {
    const [first] = await walk({ ...WINDOW, pageSize: 200 }, 200);
    expect(first?.map(keyOf)).toEqual(expected.map((e) => e.key));
    const amyEntry = first?.find((e) => e.userId === people['amy']?.userId && e.worldId === worldId);
    expect(amyEntry).toMatchObject({ userName: 'สมหญิง 李', userEmail: 'amy@audit-log.example', worldName: 'โลกทดสอบ 世界' });
    expect(new Set(first?.map((e) => e.service))).toEqual(new Set(['identity', 'worlds', 'teams']));
  });

  it('walks every row exactly once through the cursor, whatever the page size', async () => {
    for (const pageSize of [1, 7, 43]) {
      const pages = await walk(WINDOW, pageSize);
      expect({ pageSize, keys: pages.flat().map(keyOf) }).toEqual({ pageSize, keys: expected.map((e) => e.key) });
      expect(pages.slice(0, -1).every((p) => p.length === pageSize)).toBe(true);
    }
  });

  it('filters on the server by person (email or id), service, world, action and result', async () => {
    const amy = people['amy']?.userId;
    const cases: [Record<string, unknown>, (e: Expected) => boolean][] = [
      [{ user: 'AMY@audit-log.example' }, (e) => e.userId === amy],
      [{ user: amy }, (e) => e.userId === amy],
      [{ service: 'worlds' }, (e) => e.service === 'worlds'],
      [{ worldId }, (e) => e.worldId === worldId],
      [{ action: 'UPDATE.1' }, (e) => e.action.toLowerCase().includes('update.1')],
      [{ result: 'failure' }, (e) => e.resultCode !== 0],
      [{ result: 130005, service: 'teams' }, (e) => e.resultCode === 130005 && e.service === 'teams'],
      [{ user: 'nobody@audit-log.example' }, () => false],
    ];
    for (const [filter, keep] of cases) {
      const keys = (await walk({ ...WINDOW, ...filter }, 5)).flat().map(keyOf);
      expect({ filter, keys }).toEqual({ filter, keys: expected.filter(keep).map((e) => e.key) });
    }
  });

  it('refuses a cursor it did not make and a person that is neither an email nor an id with 9001', async () => {
    for (const request of [{ cursor: 'bm90IGEgY3Vyc29y' }, { user: 'amy' }, { from: 'yesterday' }]) {
      expect({ request, code: (await suite.api.send(m.list, request, as('admin'))).code }).toEqual({ request, code: ErrorCode.verificationFailed });
    }
  });

  describe('exports', () => {
    it(`writes ${BULK_ROWS.toLocaleString('en')} rows to CSV page by page, holding no more than a few pages in memory`, async () => {
      const amy = people['amy']?.userId;
      await sql`insert into audit (at, user_id, world_id, action, result_code)
        select timestamptz '2019-01-01' + n * interval '10 milliseconds', ${amy}::uuid, ${worldId}::uuid, 'bulk.write', n % 7
        from generate_series(1, ${BULK_ROWS}) n`.execute(audits.teams);
      const run = await watch.run({ ...BULK, service: 'teams' });
      expect(run.final).toMatchObject({ status: 'ready', rows: BULK_ROWS, totalRows: BULK_ROWS, detail: null });
      // Progress is shown while it runs: the record counted pages as they were written.
      expect(run.progress.some((rows) => rows > 0 && rows < BULK_ROWS)).toBe(true);
      // Holding the rows (≈ 40 MB as objects, 14 MB as CSV) would keep the live heap up by tens of MB.
      console.info(`export of ${BULK_ROWS} rows: ${run.ms} ms, live heap +${(run.heapGrowth / 2 ** 20).toFixed(1)} MiB at most, ${run.samples} samples`);
      expect(run.heapGrowth).toBeLessThan(12 * 2 ** 20);
      const stored = await fileStorageFromEnv().get(`audit-exports/${run.final.exportId}.csv`);
      expect(stored?.size).toBe(run.final.sizeBytes);
      const lines = await linesOf(stored?.body ?? Readable.from([]));
      expect(lines.count).toBe(BULK_ROWS + 1);
      expect(lines.first).toBe('\uFEFFat,service,action,user_email,user_name,world_id,world_name,result_code');
      expect(lines.second).toBe(`2019-01-01T00:16:40.000000Z,teams,bulk.write,amy@audit-log.example,สมหญิง 李,${worldId},โลกทดสอบ 世界,${BULK_ROWS % 7}`);
    }, 180_000);

    it('keeps each admin to three exports queued or running at once (9001 on exports)', async () => {
      const worlds = suite.service.db as Kysely<WorldsTables>;
      const admin = people['admin']?.userId ?? '';
      const busy = [randomUUID(), randomUUID(), randomUUID()];
      await worlds
        .insertInto('audit_export')
        .values(busy.map((id) => ({ id, status: 'running' as const, filter: '{}', file_key: null, requested_by: admin, total_rows: null, detail: null })))
        .execute();
      const refused = await suite.api.send(m.createExport, { ...WINDOW }, as('admin'));
      expect(refused).toEqual({ code: ErrorCode.verificationFailed, data: { details: [expect.objectContaining({ path: ['exports'], limit: 3 })] } });
      await worlds.deleteFrom('audit_export').where('id', 'in', busy).execute();
    });

    it('lists every admin’s exports latest first and answers where a ready one is', async () => {
      for (const _ of [1, 2]) await watch.run({ ...WINDOW });
      const list = await suite.api.call(m.exports, { pageSize: 2 }, as('admin'));
      expect(list).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(list.items.map((e) => [e.status, e.rows, e.totalRows, e.requestedBy, e.requestedByName])).toEqual([
        ['ready', expected.length, expected.length, people['admin']?.userId, 'Ada Admin'],
        ['ready', expected.length, expected.length, people['admin']?.userId, 'Ada Admin'],
      ]);
      expect(list.items[0]?.filter).toEqual(WINDOW);
      const file = await suite.api.call(m.exportFile, { exportId: list.items[0]?.exportId ?? '' }, as('admin'));
      expect(file).toMatchObject({ contentType: 'text/csv; charset=utf-8', fileName: expect.stringMatching(/^audit-log-\d{4}-\d\d-\d\d-[0-9a-f]{8}\.csv$/) });
      const stored = await fileStorageFromEnv().get(file.key);
      expect(stored?.size).toBe(file.sizeBytes);
      expect((await linesOf(stored?.body ?? Readable.from([]))).count).toBe(expected.length + 1);
    });

    it('removes an export with its file, and sweeps away expired files and exports whose process died', async () => {
      const [gone, old] = (await suite.api.call(m.exports, {}, as('admin'))).items;
      await suite.api.call(m.removeExport, { exportId: gone?.exportId ?? '' }, as('admin'));
      expect(await fileStorageFromEnv().stat(`audit-exports/${gone?.exportId}.csv`)).toBeNull();
      expect((await suite.api.send(m.exportFile, { exportId: gone?.exportId ?? '' }, as('admin'))).code).toBe(ErrorCode.fileNotFound);
      const worlds = suite.service.db as Kysely<WorldsTables>;
      await worlds
        .updateTable('audit_export')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', old?.exportId ?? '')
        .execute();
      const dead = await suite.api.call(m.createExport, { ...WINDOW }, as('admin'));
      await watch.settle();
      await worlds
        .updateTable('audit_export')
        .set({ status: 'running', heartbeat_at: sql<Date>`now() - interval '3 minutes'` })
        .where('id', '=', dead.exportId)
        .execute();
      // The sweep the controller runs on its timer, run now.
      await suite.service.app.get(AuditLogController).jobs.sweep();
      expect(await fileStorageFromEnv().stat(`audit-exports/${old?.exportId}.csv`)).toBeNull();
      const after = new Map((await suite.api.call(m.exports, {}, as('admin'))).items.map((e) => [e.exportId, e]));
      expect(after.get(old?.exportId ?? '')?.status).toBe('expired');
      expect(after.get(dead.exportId)).toMatchObject({ status: 'failed', detail: 'interrupted' });
      expect((await suite.api.send(m.exportFile, { exportId: old?.exportId ?? '' }, as('admin'))).code).toBe(ErrorCode.fileNotFound);
      expect(await sweepAuditExports(worlds, fileStorageFromEnv())).toEqual({ interrupted: 0, expired: 0 });
    });
  });

  it('fails a page when a service does not answer (code 1, naming it), and still answers for the others', async () => {
    await stopFinance();
    const envelope = await suite.api.send(m.list, { ...WINDOW }, as('admin'));
    expect(envelope).toEqual({ code: ErrorCode.unsuccessful, data: { details: { unreachable: ['finance'] } } });
    const teams = await suite.api.call(m.list, { ...WINDOW, service: 'teams', pageSize: 200 }, as('admin'));
    expect(teams.items).toHaveLength(expected.filter((e) => e.service === 'teams').length);
    const failed = await watch.run({ ...WINDOW });
    expect(failed.final).toMatchObject({ status: 'failed', detail: 'serviceUnreachable' });
  });
});
