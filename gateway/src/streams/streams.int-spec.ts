import { ErrorCode, identityMessages, type Reference, STREAM_ROUTES, USER_IN_WORLD_TYPE, worldsMessages } from '@simbiz/contracts';
import { fileStorageFromEnv } from '@simbiz/file-storage';
import { Requester } from '@simbiz/service-kit';
import { isolatedScope, type S3ServerHandle, startPeers, startS3Server } from '@simbiz/testing';
import type { FastifyInstance } from 'fastify';
import { type NatsConnection, connect } from 'nats';
import { readGatewayConfig } from '../config';
import { buildGateway } from '../server';
import { httpClient, listenLocally, rawRequest } from '../test-support/http-client';

const PASSWORD = 'a long password';
const MiB = 1024 * 1024;

/** A body of `size` bytes made as it is sent, a chunk at a time: the test holds no whole file either. */
function generated(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(256 * 1024).fill(42);
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const next = Math.min(chunk.length, size - sent);
      controller.enqueue(next === chunk.length ? chunk : chunk.subarray(0, next));
      sent += next;
    },
  });
}

describe('the stream routes end to end, over a real S3-compatible store: reference files and a world’s events', () => {
  let nc: NatsConnection;
  let app: FastifyInstance;
  let base: string;
  let s3: S3ServerHandle;
  let stopPeers: () => Promise<void>;
  let worldId = '';
  const cookies: Record<string, string> = {};
  const { api, signIn } = httpClient(() => base);
  const path = (route: { path: string }, params: Record<string, string> = {}) =>
    `/api${route.path.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => params[name] ?? worldId)}`;

  beforeAll(async () => {
    s3 = await startS3Server();
    const scope = await isolatedScope('streams');
    nc = await connect({ servers: scope.natsUrl });
    const requester = new Requester(nc, scope.subjectPrefix, 5_000);
    // worlds confirms and deletes files in the same bucket the gateway streams them to.
    stopPeers = await startPeers(scope, requester, ['identity', 'worlds', 'teams'], s3.env);
    app = await buildGateway(requester, readGatewayConfig({}, { requestTimeoutMs: 5_000 }), undefined, undefined, fileStorageFromEnv(s3.env));
    base = await listenLocally(app);
    const people: Record<string, { userId: string; roles: ('admin' | 'licensed')[] }> = {};
    for (const name of ['teacher', 'amy', 'ben', 'eve']) {
      const account = await requester.call(identityMessages.signUp, { email: `${name}@streams.example`, displayName: name, password: PASSWORD });
      people[name] = { userId: account.userId, roles: account.roles };
      cookies[name] = (await signIn(`${name}@streams.example`, PASSWORD)).cookie;
    }
    const startAt = new Date(Date.now() + 3_600_000).toISOString();
    ({ worldId } = await requester.call(
      worldsMessages.create,
      { name: 'Streams', confirmName: 'Streams', screenplayId: 'starter', startAt },
      { caller: people['teacher'] },
    ));
    await requester.call(
      worldsMessages.addMembers,
      { worldId, emails: ['amy@streams.example', 'ben@streams.example'], userInWorldType: USER_IN_WORLD_TYPE.participant },
      { caller: people['teacher'] },
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await stopPeers?.();
    await nc?.close();
    await s3?.stop();
  });

  async function upload(who: string, name: string, body: NonNullable<RequestInit['body']>, size: number, title?: string) {
    const query = new URLSearchParams({ name, ...(title ? { title } : {}) });
    const response = await fetch(`${base}${path(STREAM_ROUTES.uploadReference)}?${query.toString()}`, {
      method: 'POST',
      headers: { 'x-csrf': '1', cookie: cookies[who] ?? '', 'content-type': 'application/pdf', 'content-length': String(size) },
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: response.status, json: (await response.json()) as { code: number; data: unknown } };
  }

  it('streams a 30 MiB upload into the bucket and back out to a member, byte for byte, with safe download headers', async () => {
    const size = 30 * MiB;
    const before = s3.bytesReceived();
    const answer = await upload('teacher', 'Case study.pdf', generated(size) as unknown as NonNullable<RequestInit['body']>, size, 'The case');
    expect(answer).toMatchObject({ status: 200, json: { code: 0, data: { kind: 'file', title: 'The case', fileName: 'Case study.pdf', size } } });
    expect(s3.bytesReceived() - before).toBeGreaterThanOrEqual(size);
    const reference = answer.json.data as Reference;
    const download = await fetch(`${base}${path(STREAM_ROUTES.downloadReference, { referenceId: reference.id })}`, {
      headers: { 'x-csrf': '1', cookie: cookies['amy'] ?? '' },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Case study.pdf"; filename*=UTF-8''Case%20study.pdf`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    let received = 0;
    let wrong = 0;
    for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
      received += chunk.length;
      wrong += chunk.filter((byte) => byte !== 42).length;
    }
    expect({ received, wrong }).toEqual({ received: size, wrong: 0 });
  }, 60_000);

  it('refuses what references do not take, and keeps nothing of it', async () => {
    const listed = async () =>
      ((await api('GET', path({ path: '/worlds/{worldId}/references' }), { cookie: cookies['teacher'] })).json as { data: { items: unknown[] } }).data.items
        .length;
    const count = await listed();
    expect((await upload('amy', 'case.pdf', new Uint8Array(10), 10)).json.code).toBe(ErrorCode.worldManageNotAuthorized);
    expect((await upload('eve', 'case.pdf', new Uint8Array(10), 10)).json.code).toBe(ErrorCode.notParticipant);
    expect((await upload('teacher', 'run.exe', new Uint8Array(10), 10)).json.code).toBe(ErrorCode.fileTypeNotAllowed);
    // An image declared at 11 MiB is refused before a byte of it is read (no client would send the rest).
    const declared = await rawRequest(
      base,
      `POST ${path(STREAM_ROUTES.uploadReference)}?name=big.png HTTP/1.1\r\nHost: x\r\nx-csrf: 1\r\ncookie: ${cookies['teacher']}\r\n` +
        `content-type: image/png\r\ncontent-length: ${11 * MiB}\r\n\r\n0123456789`,
    );
    expect(JSON.parse(declared.body)).toEqual({ code: ErrorCode.fileTooLarge, data: { params: { size: 10 } } });
    expect(await listed()).toBe(count);
  });

  it('answers 9991 for a file that is gone from the store', async () => {
    const answer = await upload('teacher', 'gone.txt', new TextEncoder().encode('soon gone'), 9);
    const reference = answer.json.data as Reference;
    // Remove the object behind worlds' back, as a lost disk or a bucket policy would.
    const prefix = `references/${worldId}/`;
    const storage = fileStorageFromEnv(s3.env);
    const download = () => api('GET', path(STREAM_ROUTES.downloadReference, { referenceId: reference.id }), { cookie: cookies['ben'] });
    expect((await download()).text).toBe('soon gone');
    const listing = await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
    const keys = [...(await listing.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1] ?? '');
    for (const stored of keys) if ((await storage.stat(stored))?.size === 9) await storage.remove(stored);
    expect((await download()).json).toEqual({ code: ErrorCode.fileNotFound, data: {} });
  });

  it("passes a new announcement and a reply to the world's open event streams within seconds, and none to outsiders", async () => {
    const outsider = await api('GET', path(STREAM_ROUTES.worldEvents), { cookie: cookies['eve'] });
    expect((outsider.json as { code: number }).code).toBe(ErrorCode.notParticipant);
    const controller = new AbortController();
    const stream = await fetch(`${base}${path(STREAM_ROUTES.worldEvents)}`, {
      headers: { 'x-csrf': '1', cookie: cookies['amy'] ?? '' },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const arrives = async (pattern: RegExp) => {
      const deadline = Date.now() + 5_000;
      while (!pattern.test(text) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      return pattern.test(text);
    };
    expect(await arrives(/: open/)).toBe(true);
    await api('POST', path({ path: '/worlds/{worldId}/announcements' }), { cookie: cookies['teacher'], body: { title: 'Rules', body: 'Read them.' } });
    expect(await arrives(/event: announcements\ndata: \{"worldId":"[^"]+","topic":"announcements","id":"[^"]+"\}/)).toBe(true);
    const thread = await api('POST', path({ path: '/worlds/{worldId}/threads' }), { cookie: cookies['ben'], body: { title: 'Q', body: 'x' } });
    const threadId = (thread.json as { data: { id: string } }).data.id;
    await api('POST', path({ path: '/worlds/{worldId}/threads/{threadId}/replies' }, { threadId }), { cookie: cookies['ben'], body: { body: 'A reply' } });
    expect(await arrives(new RegExp(`event: discussions\\ndata: \\{[^\\n]*"id":"[^"]+","threadId":"${threadId}"\\}`))).toBe(true);
    expect(text).not.toContain('Read them.');
    controller.abort();
  });
});
