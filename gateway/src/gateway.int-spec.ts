import { Requester } from '@simbiz/service-kit';
import { isolatedScope } from '@simbiz/testing';
import type { FastifyInstance } from 'fastify';
import { type NatsConnection, connect } from 'nats';
import { generateKeyPairSync } from 'node:crypto';
import { readGatewayConfig } from './config';
import { buildGateway } from './server';
import { startIdentity } from './test-support/identity-process';

describe('the gateway over HTTP, with the identity service in its own process', () => {
  let app: FastifyInstance;
  let base: string;
  let nc: NatsConnection;
  let stopIdentity: () => Promise<void>;

  beforeAll(async () => {
    const scope = await isolatedScope('gateway');
    nc = await connect({ servers: scope.natsUrl });
    const requester = new Requester(nc, scope.subjectPrefix, 2_000);
    const licensePublicKey = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    stopIdentity = await startIdentity(
      { DATABASE_URL: scope.databaseUrl, NATS_URL: scope.natsUrl, NATS_SUBJECT_PREFIX: scope.subjectPrefix, LICENSE_PUBLIC_KEY: licensePublicKey },
      requester,
    );
    app = await buildGateway(requester, readGatewayConfig({}, { signInAttempts: 5, requestTimeoutMs: 1_000 }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const signUp = await api('POST', '/api/account/sign-up', { body: { email: 'admin@example.org', displayName: 'Admin', password: 'a long password' } });
    expect(signUp.status).toBe(200);
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await stopIdentity?.();
    await nc?.close();
  });

  async function api(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; cookie?: string } = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'x-csrf': '1',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  async function signIn(email: string, password: string, cookie?: string) {
    const response = await fetch(`${base}/bff/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ email, password, returnUrl: '/worlds' }).toString(),
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    return { status: response.status, location: response.headers.get('location'), setCookie, cookie: setCookie.split(';')[0] ?? '' };
  }

  it('refuses an /api call without x-csrf: 1, and a GET with a body', async () => {
    expect(await api('GET', '/api/account/profile', { headers: { 'x-csrf': '0' } })).toMatchObject({ status: 401, json: { code: 1 } });
    const withBody = await fetch(`${base}/api/account/profile`, { method: 'OPTIONS', headers: { 'x-csrf': '1', 'content-type': 'application/json', 'content-length': '2' }, body: '{}' });
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
    const junk = await fetch(`${base}/api/account/sign-up`, { method: 'POST', headers: { 'x-csrf': '1', 'content-type': 'application/json' }, body: '{"email": oops' });
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
    expect((await api('GET', '/api/account/profile')).json).toEqual({ code: 0, data: { isAuthenticated: false, claims: { userId: '', sid: '', roles: [] } } });
  });

  it('signs out only with the session’s own sid, and returns only to local paths', async () => {
    const session = await signIn('admin@example.org', 'a long password');
    const sid = session.cookie.split('=')[1] ?? '';
    const foreign = await fetch(`${base}/bff/logout?sid=someone-else&returnUrl=/`, { redirect: 'manual', headers: { cookie: session.cookie } });
    expect(foreign.status).toBe(303);
    expect((await api('GET', '/api/account/profile', { cookie: session.cookie })).json).toMatchObject({ data: { isAuthenticated: true } });
    expect((await fetch(`${base}/bff/logout?sid=${sid}&returnUrl=//evil.example`, { redirect: 'manual', headers: { cookie: session.cookie } })).status).toBe(400);
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
    const details = await api('GET', '/api/worlds/w1/details', { cookie: admin.cookie });
    expect(details).toMatchObject({ status: 503, json: { code: 1 } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

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
});
