import { identityMessages, METHOD_OVERRIDE_HEADER, STREAM_ROUTES, teamsMessages, USER_IN_WORLD_TYPE, worldsMessages } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import { isolatedScope, startPeers, waitUntil } from '@simbiz/testing';
import type { FastifyInstance } from 'fastify';
import { type NatsConnection, connect } from 'nats';
import { readGatewayConfig } from '../../config';
import { buildGateway } from '../../server';
import { httpClient, listenLocally } from '../../test-support/http-client';

const PASSWORD = 'a long password';
const PAGE = '/worlds/w/operating/stores/platform/products';

/** A world stream as a test reads it: the `presence` messages so far, and a wait for one that fits. */
async function openStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { 'x-csrf': '1', cookie }, signal: controller.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value, { stream: true });
  })().catch(() => undefined);
  type Teammate = { tab: string; name: string; page: string; editing: string | null };
  const presences = () => [...text.matchAll(/event: presence\ndata: (.*)\n\n/g)].map((m) => (JSON.parse(m[1] ?? '{}') as { teammates: Teammate[] }).teammates);
  return {
    close: () => controller.abort(),
    text: () => text,
    presences,
    /** Waits for the latest presence message to fit. */
    shows: (fits: (teammates: Teammate[]) => boolean, timeoutMs = 5_000) =>
      waitUntil(
        async () => presences().at(-1),
        (last) => last !== undefined && fits(last),
        timeoutMs,
      ),
  };
}

describe("a team's presence: teammates see who else is on a decision page, other teams never do", () => {
  let nc: NatsConnection;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  let stopPeers: () => Promise<void>;
  let worldId = '';
  const cookies: Record<string, string> = {};
  const clients = [httpClient(() => bases[0] ?? ''), httpClient(() => bases[1] ?? '')];
  const streamUrl = (replica: number, tab?: string) =>
    `${bases[replica]}/api${STREAM_ROUTES.worldEvents.path.replace('{worldId}', worldId)}${tab ? `?tab=${tab}` : ''}`;
  /** A tab's report, as the browser sends it (a POST with the method override), to one replica. */
  const report = (replica: number, who: string, body: unknown) =>
    clients[replica]?.api('POST', `/api${STREAM_ROUTES.presence.path.replace('{worldId}', worldId)}`, {
      cookie: cookies[who],
      headers: { [METHOD_OVERRIDE_HEADER]: 'PUT' },
      body,
    });

  beforeAll(async () => {
    const scope = await isolatedScope('presence');
    nc = await connect({ servers: scope.natsUrl });
    const requester = new Requester(nc, scope.subjectPrefix, 5_000);
    stopPeers = await startPeers(scope, requester, ['identity', 'worlds', 'teams'], { WORLDS_TICK_MS: '100' });
    // Two replicas on one NATS, as behind a load balancer: a tab's stream and its reports may reach different ones.
    for (let i = 0; i < 2; i++) {
      const app = await buildGateway(requester, readGatewayConfig({}, { requestTimeoutMs: 5_000 }));
      apps.push(app);
      bases.push(await listenLocally(app));
    }
    const people: Record<string, { userId: string; roles: ('admin' | 'licensed')[] }> = {};
    for (const name of ['teacher', 'Mei', 'Jin', 'Ana', 'Zed']) {
      const account = await requester.call(identityMessages.signUp, { email: `${name}@presence.example`, displayName: name, password: PASSWORD });
      people[name] = { userId: account.userId, roles: account.roles };
      cookies[name] = (await clients[0]?.signIn(`${name}@presence.example`, PASSWORD))?.cookie ?? '';
    }
    ({ worldId } = await requester.call(
      worldsMessages.create,
      { name: 'Presence', confirmName: 'Presence', screenplayId: 'starter', startAt: new Date(Date.now() + 60_000).toISOString() },
      { caller: people['teacher'] },
    ));
    const emails = ['Mei', 'Jin', 'Ana'].map((name) => `${name}@presence.example`);
    await requester.call(worldsMessages.addMembers, { worldId, emails, userInWorldType: USER_IN_WORLD_TYPE.participant }, { caller: people['teacher'] });
    const team = await requester.call(
      teamsMessages.create,
      { worldId, teamName: 'Bags', companyName: 'Bags Co', passcode: 'bags-pass' },
      { caller: people['Mei'] },
    );
    await requester.call(teamsMessages.join, { worldId, teamId: team.teamId, passcode: 'bags-pass' }, { caller: people['Jin'] });
    await requester.call(teamsMessages.create, { worldId, teamName: 'Others', companyName: 'Others Co' }, { caller: people['Ana'] });
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await stopPeers?.();
    await nc?.close();
  });

  it("passes a tab's page and edited item to its teammates' streams on any replica, never to another team's, and ends it with the stream", async () => {
    const [jin, ana, teacher] = await Promise.all([
      openStream(streamUrl(1, 'tab-of-jin-1'), cookies['Jin'] ?? ''),
      openStream(streamUrl(0, 'tab-of-ana-1'), cookies['Ana'] ?? ''),
      openStream(streamUrl(0, 'tab-of-teacher'), cookies['teacher'] ?? ''),
    ]);
    // A member's stream opens with the team's presence (nobody else yet).
    await Promise.all([jin.shows((t) => t.length === 0), ana.shows((t) => t.length === 0)]);
    const mei = await openStream(streamUrl(0, 'tab-of-mei-1'), cookies['Mei'] ?? '');
    await mei.shows((t) => t.length === 0);
    // Her stream is at replica 0, her report reaches replica 1.
    expect((await report(1, 'Mei', { tab: 'tab-of-mei-1', page: PAGE, editing: null }))?.json).toEqual({ code: 0, data: { reported: true } });
    await jin.shows((t) => t.length === 1 && t[0]?.name === 'Mei' && t[0].page === PAGE && t[0].editing === null);
    await report(0, 'Mei', { tab: 'tab-of-mei-1', page: PAGE, editing: 'product-1' });
    await jin.shows((t) => t[0]?.editing === 'product-1');
    expect(jin.presences().at(-1)).toEqual([{ tab: 'tab-of-mei-1', name: 'Mei', page: PAGE, editing: 'product-1' }]);

    // A stream opened later, at the other replica, hears the team's presence at once.
    const jinAgain = await openStream(streamUrl(0, 'tab-of-jin-2'), cookies['Jin'] ?? '');
    await jinAgain.shows((t) => t[0]?.editing === 'product-1');
    expect(jinAgain.presences()).toHaveLength(1);
    // Mei sees Jin's tabs once they report, and never her own.
    await report(0, 'Jin', { tab: 'tab-of-jin-2', page: PAGE, editing: null });
    await mei.shows((t) => t.map((x) => x.tab).join() === 'tab-of-jin-2');

    // Someone else's tab id changes nothing: Jin cannot move Mei's tab.
    await report(1, 'Jin', { tab: 'tab-of-mei-1', page: '/elsewhere', editing: null });
    // Ana, of the other team, opens the page too; then Jin starts editing. NATS keeps the order of
    // one connection, so once Mei hears Jin's edit, Ana's announcement has been heard everywhere.
    await report(0, 'Ana', { tab: 'tab-of-ana-1', page: PAGE, editing: null });
    await report(1, 'Jin', { tab: 'tab-of-jin-2', page: PAGE, editing: 'product-2' });
    await mei.shows((t) => t[0]?.editing === 'product-2');
    for (const text of [mei.text(), jin.text(), jinAgain.text()]) {
      expect(text).not.toContain('Ana');
      expect(text).not.toContain('/elsewhere');
    }
    for (const text of [ana.text(), teacher.text()]) {
      expect(text).not.toContain('Mei');
      expect(text).not.toContain('Jin');
      expect(text).not.toContain('product-');
    }
    expect(teacher.text()).not.toContain('event: presence');

    // The stream's end ends the tab's presence.
    mei.close();
    await jin.shows((t) => t.map((x) => x.tab).join() === '');
    for (const s of [jin, ana, teacher, jinAgain]) s.close();
  });

  it("refuses a report from someone not in the world, and one that does not fit; drops a manager's", async () => {
    const strangers = await report(1, 'Zed', { tab: 'tab-of-zed-1', page: PAGE, editing: null });
    expect((strangers?.json as { code: number }).code).toBe(130003);
    const malformed = await report(0, 'Mei', { tab: 'x', page: 'not a path', editing: null, extra: 1 });
    expect((malformed?.json as { code: number }).code).toBe(9001);
    const put = await clients[0]?.api('PUT', `/api${STREAM_ROUTES.presence.path.replace('{worldId}', worldId)}`, {
      cookie: cookies['teacher'],
      body: { tab: 'tab-of-teacher', page: PAGE, editing: null },
    });
    // The world's manager is a member, with no team to be seen by: taken (a real PUT as well), and dropped.
    expect(put?.json).toEqual({ code: 0, data: { reported: false } });
    const noCsrf = await clients[0]?.api('PUT', `/api${STREAM_ROUTES.presence.path.replace('{worldId}', worldId)}`, {
      cookie: cookies['Mei'],
      headers: { 'x-csrf': '' },
      body: { tab: 'tab-of-mei-1', page: PAGE, editing: null },
    });
    expect(noCsrf?.status).toBe(401);
  });
});
