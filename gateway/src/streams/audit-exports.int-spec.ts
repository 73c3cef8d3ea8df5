import { type AuditExport, ErrorCode, identityMessages, STREAM_ROUTES } from '@simbiz/contracts';
import { fileStorageFromEnv } from '@simbiz/file-storage';
import { createDatabase, Requester } from '@simbiz/service-kit';
import { isolatedScope, type S3ServerHandle, startPeers, startS3Server } from '@simbiz/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type NatsConnection, connect } from 'nats';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { readGatewayConfig } from '../config';
import { buildGateway } from '../server';
import { httpClient, listenLocally } from '../test-support/http-client';

const PASSWORD = 'a long password';
const ROWS = 5_000;
const FILTER = { from: '2018-01-01T00:00:00Z', to: '2018-02-01T00:00:00Z', service: 'teams' };

async function sha256(chunks: AsyncIterable<Uint8Array>): Promise<{ bytes: number; hash: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of chunks) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, hash: hash.digest('hex') };
}

describe('an export of the audit log, downloaded through the gateway from an S3-compatible store', () => {
  let nc: NatsConnection;
  let app: FastifyInstance;
  let base: string;
  let s3: S3ServerHandle;
  let stopPeers: () => Promise<void>;
  let ready: AuditExport;
  const cookies: Record<string, string> = {};
  const { api, signIn } = httpClient(() => base);
  const fileUrl = (exportId: string) => `/api${STREAM_ROUTES.downloadAuditExport.path.replace('{exportId}', exportId)}`;

  beforeAll(async () => {
    s3 = await startS3Server();
    const scope = await isolatedScope('audit-exports');
    nc = await connect({ servers: scope.natsUrl });
    const requester = new Requester(nc, scope.subjectPrefix, 5_000);
    // worlds writes the export to the bucket the gateway streams it from.
    stopPeers = await startPeers(scope, requester, ['identity', 'worlds', 'teams', 'products', 'stores', 'warehouse', 'finance'], s3.env);
    app = await buildGateway(requester, readGatewayConfig({}, { requestTimeoutMs: 5_000 }), undefined, undefined, fileStorageFromEnv(s3.env));
    base = await listenLocally(app);
    for (const name of ['admin', 'amy']) {
      await requester.call(identityMessages.signUp, { email: `${name}@exports.example`, displayName: `${name} ไทย`, password: PASSWORD });
      cookies[name] = (await signIn(`${name}@exports.example`, PASSWORD)).cookie;
    }
    const teams = createDatabase(scope.databaseUrl, 'teams');
    await sql`insert into audit (at, action, result_code)
      select timestamptz '2018-01-01' + n * interval '1 second', 'team.create', 0 from generate_series(1, ${ROWS}) n`.execute(teams);
    await teams.destroy();
    const created = await api('POST', '/api/admin/logs/exports', { cookie: cookies['admin'], body: FILTER });
    expect(created.json).toMatchObject({ code: 0, data: { status: 'queued' } });
    const exportId = (created.json as { data: AuditExport }).data.exportId;
    for (let tries = 0; tries < 200; tries++) {
      const listed = await api('GET', '/api/admin/logs/exports', { cookie: cookies['admin'] });
      const found = (listed.json as { data: { items: AuditExport[] } }).data.items.find((e) => e.exportId === exportId);
      if (found && found.status !== 'queued' && found.status !== 'running') {
        ready = found;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await stopPeers?.();
    await nc?.close();
    await s3?.stop();
  });

  it('streams a ready export to an admin as a CSV attachment, byte for byte as stored', async () => {
    expect(ready).toMatchObject({ status: 'ready', rows: ROWS, totalRows: ROWS });
    const download = await fetch(`${base}${fileUrl(ready.exportId)}`, { headers: { 'x-csrf': '1', cookie: cookies['admin'] ?? '' } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d\d-\d\d-[0-9a-f]{8}\.csv"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-length')).toBe(String(ready.sizeBytes));
    const received = await sha256(download.body as unknown as AsyncIterable<Uint8Array>);
    const stored = await fileStorageFromEnv(s3.env).get(`audit-exports/${ready.exportId}.csv`);
    expect(received).toEqual(await sha256(stored?.body as Readable));
    const text = await (await fetch(`${base}${fileUrl(ready.exportId)}`, { headers: { 'x-csrf': '1', cookie: cookies['admin'] ?? '' } })).text();
    expect(text.split('\r\n')).toHaveLength(ROWS + 2);
    expect(text.split('\r\n')[1]).toBe('2018-01-01T01:23:20.000000Z,teams,team.create,,,,,0');
  });

  it('keeps the download to admins with a session and x-csrf, before anything reaches worlds', async () => {
    expect((await api('GET', fileUrl(ready.exportId), { cookie: cookies['amy'] })).status).toBe(403);
    expect((await api('GET', fileUrl(ready.exportId))).status).toBe(401);
    expect((await api('GET', fileUrl(ready.exportId), { cookie: cookies['admin'], headers: { 'x-csrf': '' } })).status).toBe(401);
    expect((await api('GET', fileUrl('not-an-id'), { cookie: cookies['admin'] })).json).toMatchObject({ code: ErrorCode.verificationFailed });
    expect((await api('GET', fileUrl('00000000-0000-4000-8000-000000000009'), { cookie: cookies['admin'] })).json).toEqual({
      code: ErrorCode.fileNotFound,
      data: {},
    });
  });

  it('answers 9991 once the file is gone from the store, and once the export is removed', async () => {
    await fileStorageFromEnv(s3.env).remove(`audit-exports/${ready.exportId}.csv`);
    expect((await api('GET', fileUrl(ready.exportId), { cookie: cookies['admin'] })).json).toEqual({ code: ErrorCode.fileNotFound, data: {} });
    expect((await api('DELETE', `/api/admin/logs/exports/${ready.exportId}`, { cookie: cookies['admin'] })).json).toEqual({
      code: 0,
      data: { exportId: ready.exportId },
    });
    expect((await api('GET', fileUrl(ready.exportId), { cookie: cookies['admin'] })).json).toEqual({ code: ErrorCode.fileNotFound, data: {} });
  });
});
