import { API_ROUTES, defineMessage, defineRoute, teamsMessages, worldsMessages } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import { type TestScope, isolatedScope, startPeers } from '@simbiz/testing';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type NatsConnection, connect } from 'nats';
import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { z } from 'zod';
import { readGatewayConfig } from './config';
import { type GatewayHealth, startGatewayHealth } from './metrics/gateway-health';
import { buildGateway } from './server';
import { httpClient, listenLocally } from './test-support/http-client';

/** Routes only this test serves: a write bound to the round, and a service nobody runs. */
const TEST_ROUTES = [
  ...API_ROUTES,
  defineRoute({ method: 'POST', path: '/test/worlds/{worldId}/pause', message: worldsMessages.pause, auth: 'signedIn', roundBound: true }),
  defineRoute({
    method: 'GET',
    path: '/test/finance',
    message: defineMessage('finance', 'nobody', 'serves', z.object({}), z.object({})),
    auth: 'signedIn',
    roundBound: false,
  }),
];

describe('the gateway over HTTP, with identity, worlds and teams in their own processes', () => {
  let app: FastifyInstance;
  let base: string;
  let nc: NatsConnection;
  let scope: TestScope;
  let stopPeers: () => Promise<void>;
  let requester: Requester;
  let health: GatewayHealth | null;

  beforeAll(async () => {
    scope = await isolatedScope('gateway');
    nc = await connect({ servers: scope.natsUrl });
    requester = new Requester(nc, scope.subjectPrefix, 2_000);
    stopPeers = await startPeers(scope, requester, ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance', 'simulation-engine']);
    const config = readGatewayConfig({}, { signInAttempts: 5, requestTimeoutMs: 1_000, healthPort: 0, healthHost: '127.0.0.1' });
    health = await startGatewayHealth(config, nc);
    app = await buildGateway(requester, config, TEST_ROUTES, health?.metrics);
    base = await listenLocally(app);
    const signUp = await api('POST', '/api/account/sign-up', { body: { email: 'admin@example.org', displayName: 'Admin', password: 'a long password' } });
    expect(signUp.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await health?.server.close();
    await stopPeers?.();
    await nc?.close();
  });

  const { api, signIn } = httpClient(() => base);

  it('refuses an /api call without x-csrf: 1, and a GET with a body', async () => {
    expect(await api('GET', '/api/account/profile', { headers: { 'x-csrf': '0' } })).toMatchObject({ status: 401, json: { code: 1 } });
    const withBody = await fetch(`${base}/api/account/profile`, {
      method: 'OPTIONS',
      headers: { 'x-csrf': '1', 'content-type': 'application/json', 'content-length': '2' },
      body: '{}',
    });
    expect(withBody.status).toBe(400);
  });

  it('answers unknown routes 404 and wrong methods 405, with envelopes', async () => {
    expect(await api('GET', '/api/nowhere')).toMatchObject({ status: 404, json: { code: 1 } });
    expect(await api('DELETE', '/api/account/profile')).toMatchObject({ status: 405, json: { code: 1 } });
  });

  it('dispatches POST with a method override as the real method, and refuses overrides on GET', async () => {
    const asPut = await api('POST', '/api/admin/license', { body: { document: 'x' }, headers: { 'x-http-method-override': 'PUT' } });
    expect(asPut.status).toBe(401);
    expect((await api('GET', '/api/admin/license', { headers: { 'x-http-method-override': 'PUT' } })).status).toBe(400);
  });

  it('validates input with the route schema: 9001 with the issues, nothing created', async () => {
    const bad = await api('POST', '/api/account/sign-up', { body: { email: 'nope', displayName: '', password: 'x' } });
    expect(bad.status).toBe(200);
    expect((bad.json as { code: number }).code).toBe(9001);
    const junk = await fetch(`${base}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'x-csrf': '1', 'content-type': 'application/json' },
      body: '{"email": oops',
    });
    expect(junk.status).toBe(400);
    expect(await junk.json()).toMatchObject({ code: 1 });
  });

  it('serves the sign-in page in the browser’s language, and refuses a return address off the site', async () => {
    const zh = await fetch(`${base}/bff/login?returnUrl=/worlds`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(zh.status).toBe(200);
    expect(await zh.text()).toContain('登录');
    for (const evil of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const refused = await fetch(`${base}/bff/login?returnUrl=${encodeURIComponent(evil)}`, { redirect: 'manual' });
      expect(refused.status).toBe(400);
    }
  });

  it('serves the sign-in page in the language of its link, and keeps the email typed after identity refuses the password', async () => {
    const thai = await fetch(`${base}/bff/login?lang=th&returnUrl=%2Fworlds`, { headers: { 'accept-language': 'en' } });
    expect(await thai.text()).toContain('<html lang="th"');
    const refused = await fetch(`${base}/bff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'Admin@Example.org', password: 'not this one', returnUrl: '/worlds', lang: 'zh-Hans' }).toString(),
    });
    const page = await refused.text();
    expect(refused.status).toBe(401);
    expect(page).toContain('<p class="alert" role="alert">邮箱或密码错误。</p>');
    expect(page).toMatch(/<input id="email"[^>]* value="Admin@Example.org"/);
    expect(page).not.toContain('not this one');
  });

  it('signs in with a new HttpOnly, SameSite=Strict session at every sign-in, and shows the profile', async () => {
    const wrong = await signIn('admin@example.org', 'wrong password!');
    expect(wrong.status).toBe(401);
    const first = await signIn('admin@example.org', 'a long password');
    expect(first).toMatchObject({ status: 303, location: '/worlds' });
    expect(first.setCookie).toMatch(/HttpOnly/i);
    expect(first.setCookie).toMatch(/SameSite=Strict/i);
    const profile = await api('GET', '/api/account/profile', { cookie: first.cookie });
    expect(profile.json).toMatchObject({ code: 0, data: { isAuthenticated: true, claims: { roles: ['admin', 'licensed'] } } });
    // Session fixation: signing in again (even carrying the old cookie) issues another sid and ends the old one.
    const second = await signIn('admin@example.org', 'a long password', first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await api('GET', '/api/account/profile', { cookie: first.cookie })).json).toMatchObject({ data: { isAuthenticated: false } });
    expect((await api('GET', '/api/account/profile')).json).toEqual({
      code: 0,
      data: { isAuthenticated: false, claims: { userId: '', sid: '', roles: [] }, user: null },
    });
  });

  it('signs out only with the session’s own sid, and returns only to local paths', async () => {
    const session = await signIn('admin@example.org', 'a long password');
    const sid = session.cookie.split('=')[1] ?? '';
    const foreign = await fetch(`${base}/bff/logout?sid=someone-else&returnUrl=/`, { redirect: 'manual', headers: { cookie: session.cookie } });
    expect(foreign.status).toBe(303);
    expect((await api('GET', '/api/account/profile', { cookie: session.cookie })).json).toMatchObject({ data: { isAuthenticated: true } });
    expect((await fetch(`${base}/bff/logout?sid=${sid}&returnUrl=//evil.example`, { redirect: 'manual', headers: { cookie: session.cookie } })).status).toBe(
      400,
    );
    const own = await fetch(`${base}/bff/logout?sid=${sid}&returnUrl=/bye`, { redirect: 'manual', headers: { cookie: session.cookie } });
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('/bye');
    expect((await api('GET', '/api/account/profile', { cookie: session.cookie })).json).toMatchObject({ data: { isAuthenticated: false } });
  });

  it('requires the role a route names', async () => {
    await api('POST', '/api/account/sign-up', { body: { email: 'student@example.org', displayName: 'Student', password: 'a long password' } });
    const student = await signIn('student@example.org', 'a long password');
    expect((await api('GET', '/api/admin/license', { cookie: student.cookie })).status).toBe(403);
    const admin = await signIn('admin@example.org', 'a long password');
    expect((await api('GET', '/api/admin/license', { cookie: admin.cookie })).json).toMatchObject({ code: 0, data: { state: 'community' } });
  });

  it('answers 503 with an envelope when no service serves a route, instead of hanging', async () => {
    const admin = await signIn('admin@example.org', 'a long password');
    const started = Date.now();
    expect(await api('GET', '/api/test/finance', { cookie: admin.cookie })).toMatchObject({ status: 503, json: { code: 1 } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('keeps a world to its members through the gateway too, and its cached details fresh', async () => {
    const admin = await signIn('admin@example.org', 'a long password');
    const created = await api('POST', '/api/worlds', {
      cookie: admin.cookie,
      body: { name: 'Private', confirmName: 'Private', screenplayId: 'starter', startAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const { worldId } = (created.json as { data: { worldId: string } }).data;
    await api('POST', '/api/account/sign-up', { body: { email: 'outsider@example.org', displayName: 'Outsider', password: 'a long password' } });
    const outsider = await signIn('outsider@example.org', 'a long password');
    expect((await api('GET', `/api/worlds/${worldId}/details`, { cookie: outsider.cookie })).json).toMatchObject({ code: 130003 });
    expect((await api('GET', `/api/worlds/${worldId}/details`, { cookie: admin.cookie })).json).toMatchObject({ code: 0, data: { canManageWorld: true } });
    await cachedDetailsStayFresh(worldId, admin.cookie, 'outsider@example.org', outsider.cookie);
    await answersGzipped(worldId, admin.cookie);
  });

  /** A large answer goes gzipped to a client that takes gzip, the same bytes once unzipped, cached or not; a small one as it is. */
  async function answersGzipped(worldId: string, cookie: string) {
    const path = `/api/worlds/${worldId}/resources`;
    const zipped: Buffer[] = [];
    const zippedGet = async () => {
      const answer = await rawGet(path, { cookie, 'accept-encoding': 'gzip, deflate, br' });
      expect({ encoding: answer.headers['content-encoding'], vary: answer.headers['vary'] }).toEqual({ encoding: 'gzip', vary: 'accept-encoding' });
      zipped.push(answer.body);
      return answer.headers['x-cache'];
    };
    expect(await zippedGet()).toBeUndefined();
    // Then from the cache (a late worldChanged of the team left just before may drop the first once).
    let cache = await zippedGet();
    for (let i = 0; i < 40 && cache !== 'hit'; i++) cache = await zippedGet();
    expect(cache).toBe('hit');
    const plain = await rawGet(path, { cookie, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1_024);
    expect(JSON.parse(plain.body.toString())).toMatchObject({ code: 0 });
    for (const body of zipped) {
      expect(gunzipSync(body).toString()).toBe(plain.body.toString());
      expect(body.length).toBeLessThan(plain.body.length / 2);
    }
    // A small answer goes as it is.
    const small = await rawGet('/api/account/profile', { cookie, 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ code: 0 });
  }

  /** A GET that keeps the answer's bytes as they came (fetch would unzip them). */
  function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      get(`${base}${path}`, { headers: { 'x-csrf': '1', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      }).on('error', reject);
    });
  }

  /** World details come from the gateway's cache, and never stale once the world changed here or in any service. */
  async function cachedDetailsStayFresh(worldId: string, managerCookie: string, email: string, cookie: string) {
    const details = () => api('GET', `/api/worlds/${worldId}/details`, { cookie });
    // Added through the gateway: the refusal was never cached, the member sees the world at once.
    expect((await api('POST', `/api/worlds/${worldId}/participants`, { cookie: managerCookie, body: { emails: [email] } })).json).toMatchObject({ code: 0 });
    let first = await details();
    expect(first.json).toMatchObject({ code: 0, data: { joinedTeam: false } });
    expect(first.headers.get('x-cache')).toBeNull();
    // The read after it comes from the cache. worlds' own worldChanged of the addition may reach the
    // gateway only after the first read (under load), and rightly drop it: then a later pair shows it.
    let second = await details();
    for (let i = 0; i < 40 && second.headers.get('x-cache') !== 'hit'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      first = second;
      second = await details();
    }
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
    // A team made behind the gateway's back (straight to the teams service): its event drops the cache.
    const { data: profile } = (await api('GET', '/api/account/profile', { cookie })).json as { data: { claims: { userId: string } } };
    await requester.call(
      teamsMessages.create,
      { worldId, teamName: 'Backstage', companyName: 'Backstage Co' },
      { caller: { userId: profile.claims.userId, roles: [] } },
    );
    let fresh = await details();
    for (let i = 0; i < 40 && !(fresh.json as { data: { joinedTeam: boolean } }).data.joinedTeam; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      fresh = await details();
    }
    expect(fresh.json).toMatchObject({ code: 0, data: { joinedTeam: true, teamDetails: { companies: [{ status: 1 }] } } });
    // Leaving through the gateway: the very next read is fresh.
    expect((await api('POST', `/api/worlds/${worldId}/team/leave`, { cookie, body: {} })).json).toMatchObject({ code: 0 });
    expect((await details()).json).toMatchObject({ code: 0, data: { joinedTeam: false } });
  }

  it('binds round writes to x-vrid: 130039 before the first round, 130059 once the round has moved on', async () => {
    const admin = await signIn('admin@example.org', 'a long password');
    const created = await api('POST', '/api/worlds', {
      cookie: admin.cookie,
      body: { name: 'Rounds', confirmName: 'Rounds', screenplayId: 'starter', startAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const { worldId } = (created.json as { data: { worldId: string } }).data;
    const pause = (vrid?: string) =>
      api('POST', `/api/test/worlds/${worldId}/pause`, { cookie: admin.cookie, body: {}, headers: vrid ? { 'x-vrid': vrid } : {} });
    expect((await pause()).json).toEqual({ code: 130039, data: {} });
    // The engine would move the world on; here the test does, in the worlds schema.
    const db = new Client({ connectionString: scope.databaseUrl });
    await db.connect();
    await db.query('update worlds.world set status = 2, current_round = 3 where id = $1', [worldId]);
    await db.end();
    expect((await pause('2')).json).toEqual({ code: 130059, data: {} });
    expect((await pause('3')).json).toEqual({ code: 0, data: { status: 3 } });
  });

  it('answers every route, whatever the input, with an envelope and never a 500 (fast-check)', async () => {
    await api('POST', '/api/account/sign-up', { body: { email: 'fuzz@example.org', displayName: 'Fuzz', password: 'a long password' } });
    const fuzz = await signIn('fuzz@example.org', 'a long password');
    const routes = API_ROUTES.filter((r) => !r.path.startsWith('/admin/license'));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: routes.length - 1 }),
        fc.array(fc.oneof(fc.uuid(), fc.string({ maxLength: 20 }), fc.constant('..')), { minLength: 3, maxLength: 3 }),
        fc.oneof(fc.json({ maxDepth: 3 }), fc.string({ maxLength: 60 })),
        fc.boolean(),
        async (index, segments, body, signedIn) => {
          const route = routes[index] ?? routes[0];
          if (!route) return true;
          let n = 0;
          const path = route.path.replace(/\{[a-zA-Z]+\}/g, () => encodeURIComponent(segments[n++] ?? 'x') || 'x');
          const response = await fetch(`${base}/api${path}`, {
            method: route.method === 'GET' ? 'GET' : 'POST',
            headers: {
              'x-csrf': '1',
              ...(route.method === 'GET'
                ? {}
                : { 'content-type': 'application/json', ...(route.method !== 'POST' ? { 'x-http-method-override': route.method } : {}) }),
              ...(signedIn ? { cookie: fuzz.cookie } : {}),
            },
            ...(route.method === 'GET' ? {} : { body }),
          });
          const json = (await response.json()) as { code?: unknown };
          return response.status < 500 && typeof json.code === 'number';
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('limits sign-in attempts per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn('target@example.org', 'guess guess guess')).status);
    expect(statuses.slice(-1)).toEqual([429]);
  });

  it('serves an OpenAPI document of the route table', async () => {
    const doc = (await (await fetch(`${base}/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/account/profile', '/api/worlds/{worldId}/details', '/api/account/sign-up']));
  });

  it('serves /readyz and /metrics on its health port, labelling requests by route template, never by address', async () => {
    const healthBase = `http://127.0.0.1:${health?.server.port ?? 0}`;
    expect((await fetch(`${healthBase}/healthz`)).status).toBe(200);
    expect((await fetch(`${healthBase}/readyz`)).status).toBe(200);
    const worldId = '0b9a5a3c-5f7e-4c39-9a0e-2f4f1c6d8e71';
    await api('GET', `/api/worlds/${worldId}/details`);
    await api('GET', '/api/nowhere');
    const text = await (await fetch(`${healthBase}/metrics`)).text();
    const series = (name: string, ...labels: string[]) =>
      text.split('\n').filter((line) => line.startsWith(`${name}{`) && labels.every((l) => line.includes(l)));
    // Refused for want of a session, yet counted under the route it matched.
    expect(series('simbiz_http_requests_total', 'method="GET"', 'route="/api/worlds/{worldId}/details"', 'status="401"')).toHaveLength(1);
    expect(series('simbiz_http_requests_total', 'method="GET"', 'route="/api/*"', 'status="404"')).toHaveLength(1);
    expect(series('simbiz_http_request_duration_seconds_count', 'route="/bff/login"').length).toBeGreaterThan(0);
    expect(text).not.toContain(worldId);
  });
});
