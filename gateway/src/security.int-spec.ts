import { API_ROUTES, METHOD_OVERRIDE_HEADER, type RouteDef, STREAM_ROUTES } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import { type TestScope, isolatedScope, startPeers } from '@simbiz/testing';
import type { FastifyInstance } from 'fastify';
import { type NatsConnection, connect } from 'nats';
import { readGatewayConfig } from './config';
import { buildGateway } from './server';
import { httpClient, listenLocally } from './test-support/http-client';

/** A body each world route accepts, so that only authorisation can refuse it. */
const BODIES: Record<string, unknown> = {
  'POST /worlds/{worldId}/join': { passcode: 'guess' },
  'PUT /worlds/{worldId}/schedules/{round}': { at: new Date(Date.now() + 48 * 3_600_000).toISOString() },
  'POST /worlds/{worldId}/schedules/extend': { minutes: 60 },
  'PATCH /worlds/{worldId}/settings': { acceptingMembers: false },
  'POST /worlds/{worldId}/participants': { emails: ['intruder@example.org'] },
  'POST /worlds/{worldId}/teams': { teamName: 'Intruders', companyName: 'Intruder Co' },
  'POST /worlds/{worldId}/teams/{teamId}/join': { passcode: '000000' },
  'PATCH /worlds/{worldId}/team': { teamName: 'Hijacked' },
  'PATCH /worlds/{worldId}/team/settings': { description: 'Hijacked' },
  'PUT /worlds/{worldId}/achievements/weights': { weights: { revenue: 100, netProfit: 0, marketShare: 0, cash: 0, awareness: 0, satisfaction: 0 } },
  'PUT /worlds/{worldId}/achievements/contributions': { userId: '00000000-0000-4000-8000-000000000000', round: 1, contribution: 0 },
  'POST /worlds/{worldId}/announcements': { title: 'Hijacked', body: 'x', pinned: true },
  'PATCH /worlds/{worldId}/announcements/{announcementId}': { title: 'Hijacked' },
  'POST /worlds/{worldId}/announcements/read': { announcementIds: ['00000000-0000-4000-8000-000000000000'] },
  'POST /worlds/{worldId}/threads': { title: 'Hijacked', body: 'x' },
  'PATCH /worlds/{worldId}/threads/{threadId}': { title: 'Hijacked' },
  'PUT /worlds/{worldId}/threads/{threadId}/pin': { pinned: true },
  'POST /worlds/{worldId}/threads/{threadId}/replies': { body: 'x' },
  'PATCH /worlds/{worldId}/threads/{threadId}/replies/{replyId}': { body: 'x' },
  'POST /worlds/{worldId}/references/links': { title: 'Hijacked', url: 'https://example.org' },
  'PATCH /worlds/{worldId}/references/{referenceId}': { title: 'Hijacked' },
};

/** Any other path parameter (an announcement, thread, reply, reference): an id that exists nowhere, so only authorisation refuses. */
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** What a foreign world answers: not a participant (130003), not its manager (130007), wrong passcode (130017). */
const REFUSALS = [130003, 130007, 130017];

describe('security through the gateway: CSRF, isolation between worlds, injection-looking input', () => {
  let app: FastifyInstance;
  let base: string;
  let nc: NatsConnection;
  let scope: TestScope;
  let stopPeers: () => Promise<void>;
  const { api, signIn } = httpClient(() => base);
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let worldA = '';
  let worldB = '';
  let teamB = '';

  async function account(name: string): Promise<void> {
    const created = await api('POST', '/api/account/sign-up', { body: { email: `${name}@example.org`, displayName: name, password: 'a long password' } });
    ids[name] = (created.json as { data: { userId: string } }).data.userId;
    cookies[name] = (await signIn(`${name}@example.org`, 'a long password')).cookie;
  }
  const data = <T>(answer: { json: unknown }) => (answer.json as { data: T }).data;

  beforeAll(async () => {
    scope = await isolatedScope('security');
    nc = await connect({ servers: scope.natsUrl });
    const requester = new Requester(nc, scope.subjectPrefix, 2_000);
    stopPeers = await startPeers(scope, requester, ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance', 'simulation-engine']);
    app = await buildGateway(requester, readGatewayConfig({}, { requestTimeoutMs: 2_000 }));
    base = await listenLocally(app);
    for (const name of ['admin', 'teacherA', 'studentA', 'studentB', 'studentC', 'studentD', 'intruder']) await account(name);
    await api('POST', `/api/admin/accounts/${ids['teacherA']}/roles`, { cookie: cookies['admin'], body: { role: 'licensed' } });
    cookies['teacherA'] = (await signIn('teacherA@example.org', 'a long password')).cookie;
    // World A (teacherA manages, studentA takes part) and world B (the admin's, studentB on a team): the worlds the attacks aim at.
    worldA = data<{ worldId: string }>(
      await api('POST', '/api/worlds', {
        cookie: cookies['teacherA'],
        body: { name: 'World A', confirmName: 'World A', screenplayId: 'starter', startAt: new Date(Date.now() + 3_600_000).toISOString() },
      }),
    ).worldId;
    worldB = data<{ worldId: string }>(
      await api('POST', '/api/worlds', {
        cookie: cookies['admin'],
        body: {
          name: 'World B',
          confirmName: 'World B',
          screenplayId: 'starter',
          passcode: 'b-secret',
          startAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      }),
    ).worldId;
    await api('POST', `/api/worlds/${worldA}/participants`, { cookie: cookies['teacherA'], body: { emails: ['studentA@example.org'] } });
    await api('POST', `/api/worlds/${worldB}/participants`, { cookie: cookies['admin'], body: { emails: ['studentB@example.org'] } });
    teamB = data<{ teamId: string }>(
      await api('POST', `/api/worlds/${worldB}/teams`, { cookie: cookies['studentB'], body: { teamName: 'B team', companyName: 'B Co' } }),
    ).teamId;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await stopPeers?.();
    await nc?.close();
  });

  it('refuses every /api route without x-csrf: 1 (401), before anything else happens', async () => {
    for (const route of API_ROUTES) {
      const path = `/api${route.path.replace(/\{[a-zA-Z]+\}/g, '00000000-0000-4000-8000-000000000000')}`;
      const override = route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE';
      const answer = await api(override ? 'POST' : route.method, path, {
        cookie: cookies['admin'],
        headers: { 'x-csrf': '', ...(override ? { [METHOD_OVERRIDE_HEADER]: route.method } : {}) },
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect({ route: `${route.method} ${route.path}`, status: answer.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
    }
  });

  it('keeps a participant and a manager of world A out of world B on every world route, and B unchanged', async () => {
    const snapshot = async () =>
      Promise.all(
        ['details', 'settings', 'schedules', 'participants', 'teams', 'announcements', 'threads', 'references'].map(
          async (page) => (await api('GET', `/api/worlds/${worldB}/${page}`, { cookie: cookies['admin'] })).text,
        ),
      );
    const before = await snapshot();
    const worldRoutes = API_ROUTES.filter((route: RouteDef) => route.path.includes('{worldId}') && !route.path.startsWith('/admin/'));
    expect(worldRoutes.length).toBeGreaterThan(20);
    for (const attacker of ['studentA', 'teacherA', 'intruder']) {
      for (const route of worldRoutes) {
        const path = `/api${route.path}`
          .replace('{worldId}', worldB)
          .replace('{teamId}', teamB)
          .replace('{userId}', ids['studentB'] ?? '')
          .replace('{round}', '1')
          .replace('{view}', 'sales')
          .replace(/\{[a-zA-Z]+\}/g, SAMPLE_ID);
        const override = route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE';
        const answer = await api(override ? 'POST' : route.method, path, {
          cookie: cookies[attacker],
          headers: override ? { [METHOD_OVERRIDE_HEADER]: route.method } : {},
          ...(route.method === 'GET' ? {} : { body: BODIES[`${route.method} ${route.path}`] ?? {} }),
        });
        const code = (answer.json as { code: number }).code;
        expect({ attacker, route: `${route.method} ${route.path}`, refused: REFUSALS.includes(code) }).toEqual({
          attacker,
          route: `${route.method} ${route.path}`,
          refused: true,
        });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the stream routes (reference files, a world’s events) to the rules of /api: x-csrf, a session, the world’s members, its managers for uploads', async () => {
    const pathOf = (path: string, worldId: string) => `/api${path.replace('{worldId}', worldId).replace(/\{[a-zA-Z]+\}/g, SAMPLE_ID)}`;
    const send = (route: (typeof STREAM_ROUTES)[keyof typeof STREAM_ROUTES], worldId: string, who: string | undefined, csrf = '1') =>
      api(route.method, `${pathOf(route.path, worldId)}${route.kind === 'upload' ? '?name=case.pdf' : ''}`, {
        ...(who ? { cookie: cookies[who] } : {}),
        headers: { 'x-csrf': csrf, ...(route.kind === 'upload' ? { 'content-type': 'application/pdf' } : {}) },
        ...(route.kind === 'upload' ? { raw: Buffer.from('%PDF-1.7') } : {}),
      });
    for (const route of Object.values(STREAM_ROUTES).filter((r) => r.path.startsWith('/worlds/'))) {
      const label = `${route.method} ${route.path}`;
      expect({ label, status: (await send(route, worldB, 'admin', '')).status }).toEqual({ label, status: 401 });
      expect({ label, status: (await send(route, worldB, undefined)).status }).toEqual({ label, status: 401 });
      for (const attacker of ['studentA', 'teacherA', 'intruder']) {
        const answer = await send(route, worldB, attacker);
        expect({ label, attacker, code: (answer.json as { code: number }).code }).toEqual({ label, attacker, code: 130003 });
      }
    }
    // A participant of world A reads its files but attaches none.
    const upload = await send(STREAM_ROUTES.uploadReference, worldA, 'studentA');
    expect((upload.json as { code: number }).code).toBe(130007);
    const references = data<{ items: unknown[] }>(await api('GET', `/api/worlds/${worldB}/references`, { cookie: cookies['admin'] }));
    expect(references.items).toEqual([]);
  });

  it('opens a company read to its world’s managers and its own team only, whatever company a request names', async () => {
    await api('POST', `/api/worlds/${worldA}/participants`, {
      cookie: cookies['teacherA'],
      body: { emails: ['studentC@example.org', 'studentD@example.org'] },
    });
    const team = async (who: string) =>
      data<{ companyId: string }>(
        await api('POST', `/api/worlds/${worldA}/teams`, { cookie: cookies[who], body: { teamName: `${who} team`, companyName: `${who} Co` } }),
      ).companyId;
    const [companyA, companyC] = [await team('studentD'), await team('studentC')];
    const companyB = data<{ companyId: string } | null>(await api('GET', `/api/worlds/${worldB}/team`, { cookie: cookies['studentB'] }))?.companyId ?? '';
    const reads = API_ROUTES.filter((route: RouteDef) => route.companyRead);
    expect(reads.length).toBeGreaterThanOrEqual(15);
    const codeOf = async (who: string, route: RouteDef, companyId?: string) => {
      const query = companyId ? `?companyId=${companyId}` : '';
      const answer = await api('GET', `/api${route.path.replace('{worldId}', worldA).replace('{view}', 'sales')}${query}`, { cookie: cookies[who] });
      return (answer.json as { code: number }).code;
    };
    for (const route of reads) {
      const refuses = async (who: string, companyId: string | undefined, code: number) =>
        expect({ route: route.path, who, companyId, code: await codeOf(who, route, companyId) }).toEqual({ route: route.path, who, companyId, code });
      // Refused: another team's company, another world's, a company that does not exist.
      await refuses('studentD', companyC, 130005);
      await refuses('teacherA', companyB, 130005);
      await refuses('teacherA', '00000000-0000-4000-8000-0000000000ff', 130005);
      await refuses('intruder', companyA, 130003);
      // Managers name none of their own: no team (130009), as before the picker.
      await refuses('teacherA', undefined, 130009);
      // Allowed: a manager reviewing a team of their world, a participant reading their own company.
      for (const [who, companyId] of [
        ['teacherA', companyA],
        ['studentD', companyA],
      ] as const) {
        const code = await codeOf(who, route, companyId);
        expect({ route: route.path, who, allowed: ![130003, 130005, 130009].includes(code) }).toEqual({ route: route.path, who, allowed: true });
      }
    }
  });

  it('keeps every admin route (and the audit export download) to admins: 401 signed out, 403 for anyone else, nothing changed', async () => {
    const adminRoutes = API_ROUTES.filter((route: RouteDef) => typeof route.auth === 'object' && route.auth.role === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(25);
    expect(adminRoutes.every((route) => route.path.startsWith('/admin/'))).toBe(true);
    const snapshot = async () =>
      Promise.all(
        ['/api/admin/accounts', '/api/admin/worlds', '/api/admin/screenplays', '/api/admin/license', '/api/admin/logs/exports'].map(
          async (path) => (await api('GET', path, { cookie: cookies['admin'] })).text,
        ),
      );
    const before = await snapshot();
    const pathOf = (path: string) =>
      `/api${path}`
        .replace('{worldId}', worldB)
        .replace('{userId}', ids['admin'] ?? '')
        .replace('{role}', 'admin')
        .replace('{screenplayId}', 'starter')
        .replace('{name}', 'disk')
        .replace(/\{[a-zA-Z]+\}/g, SAMPLE_ID);
    const bodies: Record<string, unknown> = {
      'PUT /admin/license': { document: '{}' },
      'POST /admin/invitations': { email: 'intruder2@example.org' },
      'POST /admin/accounts/{userId}/roles': { role: 'admin' },
      'POST /admin/screenplays': { fileName: 'x.json', content: '{}' },
    };
    for (const who of [undefined, 'teacherA', 'studentA', 'intruder']) {
      for (const route of adminRoutes) {
        const override = route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE';
        const answer = await api(override ? 'POST' : route.method, pathOf(route.path), {
          ...(who ? { cookie: cookies[who] } : {}),
          headers: override ? { [METHOD_OVERRIDE_HEADER]: route.method } : {},
          ...(route.method === 'GET' ? {} : { body: bodies[`${route.method} ${route.path}`] ?? {} }),
        });
        const label = `${who ?? 'nobody'} ${route.method} ${route.path}`;
        expect({ label, status: answer.status }).toEqual({ label, status: who ? 403 : 401 });
      }
      const download = await api('GET', pathOf(STREAM_ROUTES.downloadAuditExport.path), { ...(who ? { cookie: cookies[who] } : {}) });
      expect({ who, status: download.status }).toEqual({ who, status: who ? 403 : 401 });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('stores SQL- and script-looking input verbatim, and it does no harm', async () => {
    const name = `Robert'); DROP TABLE world;--`;
    const created = await api('POST', '/api/worlds', {
      cookie: cookies['teacherA'],
      body: { name: `x' OR '1'='1`, confirmName: `x' OR '1'='1`, screenplayId: 'starter', startAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(data<{ worldId: string }>(created).worldId).toMatch(/^[0-9a-f-]{36}$/);
    const worlds = data<{ worldId: string; name: string }[]>(await api('GET', '/api/worlds', { cookie: cookies['teacherA'] }));
    expect(worlds.map((w) => w.name)).toContain(`x' OR '1'='1`);
    const renamed = await api('POST', `/api/worlds/${worldA}/settings`, {
      cookie: cookies['teacherA'],
      headers: { [METHOD_OVERRIDE_HEADER]: 'PATCH' },
      body: { name },
    });
    expect(data<{ name: string }>(renamed).name).toBe(name);
    const team = await api('POST', `/api/worlds/${worldA}/teams`, {
      cookie: cookies['studentA'],
      body: { teamName: `'; DELETE FROM team; --`, companyName: `<script>alert(1)</script>` },
    });
    expect(data(team)).toMatchObject({ name: `'; DELETE FROM team; --`, companyName: `<script>alert(1)</script>` });
    expect(data<{ name: string }[]>(await api('GET', '/api/worlds', { cookie: cookies['teacherA'] })).map((w) => w.name)).toContain(name);
    expect(data<{ name: string }[]>(await api('GET', `/api/worlds/${worldA}/teams`, { cookie: cookies['studentA'] }))).toContainEqual(
      expect.objectContaining({ name: `'; DELETE FROM team; --` }),
    );
  });
});
