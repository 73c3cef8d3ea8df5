import { identityMessages, STREAM_ROUTES, teamsMessages, USER_IN_WORLD_TYPE, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import { isolatedScope, startPeers, waitUntil } from '@simbiz/testing';
import type { FastifyInstance } from 'fastify';
import { type NatsConnection, connect } from 'nats';
import { readGatewayConfig } from '../config';
import { buildGateway } from '../server';
import { httpClient, listenLocally } from '../test-support/http-client';

const PASSWORD = 'a long password';

/** An open world stream as a test reads it: everything received so far, and a wait for a pattern. */
async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { 'x-csrf': '1', cookie }, signal: controller.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const stream = { text: '', close: () => controller.abort() };
  const pump = async () => {
    for (let read = await reader.read(); !read.done; read = await reader.read()) stream.text += decoder.decode(read.value, { stream: true });
  };
  void pump().catch(() => undefined);
  return {
    ...stream,
    get text() {
      return stream.text;
    },
    arrives: (pattern: RegExp, timeoutMs = 5_000) =>
      waitUntil(
        async () => stream.text,
        (text) => pattern.test(text),
        timeoutMs,
      ),
  };
}

describe("a world's event stream: its round life to every member, its teams' changes to managers only", () => {
  let nc: NatsConnection;
  let app: FastifyInstance;
  let base = '';
  let stopPeers: () => Promise<void>;
  let worldId = '';
  const cookies: Record<string, string> = {};
  const { api, signIn } = httpClient(() => base);
  const streamUrl = () => `${base}/api${STREAM_ROUTES.worldEvents.path.replace('{worldId}', worldId)}`;

  beforeAll(async () => {
    const scope = await isolatedScope('world-events');
    nc = await connect({ servers: scope.natsUrl });
    const requester = new Requester(nc, scope.subjectPrefix, 5_000);
    stopPeers = await startPeers(scope, requester, ['identity', 'worlds', 'teams', 'products'], { WORLDS_TICK_MS: '100' });
    app = await buildGateway(requester, readGatewayConfig({}, { requestTimeoutMs: 5_000 }));
    base = await listenLocally(app);
    const people: Record<string, { userId: string; roles: ('admin' | 'licensed')[] }> = {};
    for (const name of ['teacher', 'amy', 'ben']) {
      const account = await requester.call(identityMessages.signUp, { email: `${name}@live.example`, displayName: name, password: PASSWORD });
      people[name] = { userId: account.userId, roles: account.roles };
      cookies[name] = (await signIn(`${name}@live.example`, PASSWORD)).cookie;
    }
    const startAt = new Date(Date.now() + 1_000).toISOString();
    ({ worldId } = await requester.call(
      worldsMessages.create,
      { name: 'Live', confirmName: 'Live', screenplayId: 'starter', startAt },
      { caller: people['teacher'] },
    ));
    const emails = ['amy@live.example', 'ben@live.example'];
    await requester.call(worldsMessages.addMembers, { worldId, emails, userInWorldType: USER_IN_WORLD_TYPE.participant }, { caller: people['teacher'] });
    for (const name of ['amy', 'ben'])
      await requester.call(teamsMessages.create, { worldId, teamName: `T ${name}`, companyName: `C ${name}` }, { caller: people[name] });
    await waitUntil(
      () => requester.call(worldsMessages.roundPlan, { worldId }),
      (plan) => plan.status === WORLD_STATUS.running,
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await stopPeers?.();
    await nc?.close();
  });

  it("tells managers, and only them, that a team decided; a participant's stream never names another team", async () => {
    const [teacher, ben] = await Promise.all([openStream(streamUrl(), cookies['teacher'] ?? ''), openStream(streamUrl(), cookies['ben'] ?? '')]);
    await Promise.all([teacher.arrives(/: open/), ben.arrives(/: open/)]);
    const brand = await api('POST', `/api/worlds/${worldId}/brands`, { cookie: cookies['amy'], headers: { 'x-vrid': '1' }, body: { name: 'Skyline' } });
    expect((brand.json as { code: number }).code).toBe(0);
    await teacher.arrives(new RegExp(`event: teams\\ndata: \\{"worldId":"${worldId}"`));
    // An announcement afterwards reaches both in order: had the team's event gone to ben, it would be before it.
    await api('POST', `/api/worlds/${worldId}/announcements`, { cookie: cookies['teacher'], body: { title: 'Next', body: 'Go on.' } });
    await Promise.all([teacher.arrives(/event: announcements/), ben.arrives(/event: announcements/)]);
    expect(ben.text).not.toContain('event: teams');
    expect(ben.text).not.toContain('companyId');
    expect(ben.text).not.toContain('Skyline');
    teacher.close();
    ben.close();
  });

  it('passes a closed round to every open stream after dropping the cached details, so the re-read shows the new stage', async () => {
    const details = () => api('GET', `/api/worlds/${worldId}/details`, { cookie: cookies['amy'] }).then((r) => (r.json as { data: { status: number } }).data);
    // Twice: the second answer comes from the gateway's per-world cache.
    expect((await details()).status).toBe(WORLD_STATUS.running);
    expect((await details()).status).toBe(WORLD_STATUS.running);
    const amy = await openStream(streamUrl(), cookies['amy'] ?? '');
    await amy.arrives(/: open/);
    expect((await api('POST', `/api/worlds/${worldId}/rounds/close`, { cookie: cookies['teacher'] })).status).toBe(200);
    const started = Date.now();
    await amy.arrives(/event: round\ndata: \{[^\n]*"change":"closed"/, 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(amy.text).toContain(`"status":${WORLD_STATUS.awaitingEvaluation},"currentRound":1`);
    expect((await details()).status).toBe(WORLD_STATUS.awaitingEvaluation);
    amy.close();
  });
});
