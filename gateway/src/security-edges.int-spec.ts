import { API_ROUTES, METHOD_OVERRIDE_HEADER } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import { isolatedScope, startPeers } from '@simbiz/testing';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type NatsConnection, connect } from 'nats';
import { REFUSAL_STATUSES } from './api/http-envelopes';
import { type GatewayConfig, readGatewayConfig } from './config';
import { buildGateway } from './server';
import { httpClient, listenLocally, rawRequest } from './test-support/http-client';

/** The probe's open redirects: each normalises to a path starting with `//`. */
const PROBE_ADDRESSES = ['/.//evil.example/x', '/..//evil.example', '/%2e//evil.example', '/%2e%2e//evil.example'];
const MALFORMED_SIDS = ['a.b', 'a'.repeat(201), '%E0%A4%A', 'a b', '"quoted"'];
const PASSWORD = 'a long password';

/** Every refusal of the gateway: a documented status and the envelope `{ code: 1, data: { details } }`. */
function expectEnvelope(what: string, answer: { status: number; body: string }): void {
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    json = answer.body;
  }
  expect({ what, documented: (REFUSAL_STATUSES as readonly number[]).includes(answer.status), json }).toEqual({
    what,
    documented: true,
    json: { code: 1, data: expect.objectContaining({ details: expect.any(String) }) },
  });
}

/** Where a browser would go from a Location header or the sign-in form's return address. */
const landsOn = (path: string) => new URL(path, 'https://school.example/x').origin;
const hiddenReturnUrl = (page: string) => /name="returnUrl" value="([^"]*)"/.exec(page)?.[1]?.replace(/&amp;/g, '&') ?? '';

describe('security at the gateway’s edges: return addresses, session cookies, framework errors, client addresses', () => {
  let nc: NatsConnection;
  let requester: Requester;
  let stopPeers: () => Promise<void>;
  const gateways: FastifyInstance[] = [];
  let base = '';
  const { api, signIn } = httpClient(() => base);

  async function gateway(overrides: Partial<GatewayConfig> = {}): Promise<string> {
    const app = await buildGateway(requester, readGatewayConfig({}, { requestTimeoutMs: 2_000, webRoot: '/nonexistent', ...overrides }));
    gateways.push(app);
    return listenLocally(app);
  }

  beforeAll(async () => {
    const scope = await isolatedScope('security-edges');
    nc = await connect({ servers: scope.natsUrl });
    requester = new Requester(nc, scope.subjectPrefix, 2_000);
    stopPeers = await startPeers(scope, requester, ['identity']);
    base = await gateway();
    await api('POST', '/api/account/sign-up', { body: { email: 'edge@example.org', displayName: 'Edge', password: PASSWORD } });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(gateways.map((app) => app.close()));
    await stopPeers?.();
    await nc?.close();
  });

  describe('return addresses', () => {
    it('refuses the probe’s addresses on sign-in and sign-out, and never redirects off the site', async () => {
      for (const returnUrl of PROBE_ADDRESSES) {
        const logout = await api('GET', `/bff/logout?returnUrl=${encodeURIComponent(returnUrl)}`);
        const raw = await rawRequest(base, `GET /bff/logout?returnUrl=${returnUrl} HTTP/1.1\r\nHost: x\r\n\r\n`);
        const page = await api('GET', `/bff/login?returnUrl=${encodeURIComponent(returnUrl)}`);
        const login = await fetch(`${base}/bff/login`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: 'edge@example.org', password: PASSWORD, returnUrl }).toString(),
        });
        expect({ returnUrl, statuses: [logout.status, raw.status, page.status, login.status] }).toEqual({ returnUrl, statuses: [400, 400, 400, 400] });
        expect(hiddenReturnUrl(page.text)).toBe('/');
        expect(hiddenReturnUrl(await login.text())).toBe('/');
      }
    });

    it('sends the browser only to a same-origin path, whatever return address it is given', async () => {
      const structural = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E%2E', '%2f', '%5c');
      const piece = fc.oneof(
        { arbitrary: structural, weight: 3 },
        { arbitrary: fc.constantFrom('%09', '@', 'evil.example', 'https:', '?', '#', '世界', '%', 'x'), weight: 1 },
      );
      const returnAddress = fc.oneof(
        fc.array(piece, { maxLength: 7 }).map((parts) => `/${parts.join('')}`),
        fc.string({ maxLength: 20 }),
      );
      await fc.assert(
        fc.asyncProperty(returnAddress, async (returnUrl) => {
          const logout = await api('GET', `/bff/logout?returnUrl=${encodeURIComponent(returnUrl)}`);
          const location = logout.headers.get('location');
          if (location !== null) expect({ returnUrl, location, lands: landsOn(location) }).toMatchObject({ lands: 'https://school.example' });
          else expect(logout.status).toBe(400);
          const page = await api('GET', `/bff/login?returnUrl=${encodeURIComponent(returnUrl)}`);
          const hidden = hiddenReturnUrl(page.text);
          expect({ returnUrl, hidden, lands: landsOn(hidden), plain: /^\/(?![/\\])/.test(hidden) }).toMatchObject({
            lands: 'https://school.example',
            plain: true,
          });
        }),
        { numRuns: 150 },
      );
    });
  });

  describe('session cookies', () => {
    it('treats a malformed sid as no session on every /api route: 401 where one is needed, never 5xx', async () => {
      for (const sid of MALFORMED_SIDS) {
        for (const route of API_ROUTES) {
          const path = `/api${route.path.replace(/\{[a-zA-Z]+\}/g, '00000000-0000-4000-8000-000000000000')}`;
          const override = route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE';
          const answer = await api(override ? 'POST' : route.method, path, {
            cookie: `sid=${sid}`,
            headers: override ? { [METHOD_OVERRIDE_HEADER]: route.method } : {},
            ...(route.method === 'GET' ? {} : { body: {} }),
          });
          const seen = { sid, route: `${route.method} ${route.path}`, status: answer.status };
          if (route.auth === 'public') expect(seen).toEqual({ ...seen, status: 200 });
          else expect(seen).toEqual({ ...seen, status: 401 });
        }
      }
      const profile = await api('GET', '/api/account/profile', { cookie: 'sid=a.b' });
      expect(profile.json).toMatchObject({ code: 0, data: { isAuthenticated: false } });
    });

    it('signs out and signs in over a malformed sid: the right password works, replaces it, and counts no failure', async () => {
      for (const sid of MALFORMED_SIDS) {
        const logout = await api('GET', '/bff/logout?sid=a.b&returnUrl=/worlds', { cookie: `sid=${sid}` });
        expect({ sid, status: logout.status, location: logout.headers.get('location') }).toEqual({ sid, status: 303, location: '/worlds' });
      }
      // More sign-ins than the per-account limit of failures: none of them is counted as one.
      for (let attempt = 0; attempt < 12; attempt++) {
        const signedIn = await signIn('edge@example.org', PASSWORD, `sid=${MALFORMED_SIDS[attempt % MALFORMED_SIDS.length]}`);
        expect({ attempt, status: signedIn.status, location: signedIn.location }).toEqual({ attempt, status: 303, location: '/worlds' });
        const profile = await api('GET', '/api/account/profile', { cookie: signedIn.cookie });
        expect(profile.json).toMatchObject({ code: 0, data: { isAuthenticated: true } });
      }
    });

    it('answers a cookie of any bytes with no 5xx, on the API and on sign-out', async () => {
      const bytes = fc.uint8Array({ minLength: 1, maxLength: 300 }).map((array) => Buffer.from(array.filter((b) => b !== 13 && b !== 10)));
      await fc.assert(
        fc.asyncProperty(bytes, fc.constantFrom('/api/account/profile', '/api/worlds', '/bff/logout?sid=x'), async (cookie, path) => {
          const request = Buffer.concat([Buffer.from(`GET ${path} HTTP/1.1\r\nHost: x\r\nx-csrf: 1\r\nCookie: sid=`), cookie, Buffer.from('\r\n\r\n')]);
          const answer = await rawRequest(base, request);
          expect({ path, cookie: cookie.toString('hex'), status: answer.status, ok: answer.status > 0 && answer.status < 500 }).toMatchObject({ ok: true });
        }),
        { numRuns: 200 },
      );
    });
  });

  describe('the web framework’s own refusals are envelopes with documented statuses', () => {
    it('a bad escape in a path, an unknown method, and a malformed request line (raw socket)', async () => {
      const badEscape = await rawRequest(base, 'GET /api/worlds/%E0%A4%A/details HTTP/1.1\r\nHost: x\r\nx-csrf: 1\r\n\r\n');
      expect(badEscape.status).toBe(400);
      expectEnvelope('bad escape', badEscape);
      // FOO is no method Node's parser knows; the others it knows, and no route of the gateway has them.
      for (const [method, status] of [
        ['FOO', 400],
        ['PROPFIND', 405],
        ['TRACE', 405],
        ['CONNECT', 405],
      ] as const) {
        for (const path of ['/api/account/profile', '/worlds']) {
          const answer = await rawRequest(base, `${method} ${path} HTTP/1.1\r\nHost: x\r\nx-csrf: 1\r\n\r\n`);
          expect({ method, path, status: answer.status }).toEqual({ method, path, status });
          expectEnvelope(`${method} ${path}`, answer);
        }
      }
      expectEnvelope('garbage', await rawRequest(base, 'NOT HTTP AT ALL\r\n\r\n'));
      expectEnvelope('headers too large', await rawRequest(base, `GET /api/account/profile HTTP/1.1\r\nHost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`));
    });

    it('unsupported media types (415), a body too large (413), malformed JSON (400), an unknown address (404)', async () => {
      const post = (headers: Record<string, string>, body: string) =>
        fetch(`${base}/api/account/sign-up`, { method: 'POST', headers: { 'x-csrf': '1', ...headers }, body });
      const answers: [string, number, Response][] = [
        ['xml', 415, await post({ 'content-type': 'application/xml' }, '<a/>')],
        ['multipart', 415, await post({ 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\n\r\n--x--')],
        ['no content type', 415, await fetch(`${base}/api/account/sign-up`, { method: 'POST', headers: { 'x-csrf': '1' }, body: new Uint8Array([1, 2, 3]) })],
        ['too large', 413, await post({ 'content-type': 'application/json' }, JSON.stringify({ displayName: 'x'.repeat(2_000_000) }))],
        ['malformed JSON', 400, await post({ 'content-type': 'application/json' }, '{"email":')],
        ['empty JSON', 400, await post({ 'content-type': 'application/json' }, '')],
        ['unknown address', 404, await fetch(`${base}/nowhere`)],
        ['unknown bff address', 404, await fetch(`${base}/bff/nowhere`, { headers: { accept: 'text/html' } })],
      ];
      for (const [what, status, response] of answers) {
        expect({ what, status: response.status }).toEqual({ what, status });
        expectEnvelope(what, { status: response.status, body: await response.text() });
      }
    });
  });

  describe('client addresses for the per-address sign-in limit', () => {
    const failFrom = async (at: string, forwardedFor: string, account: number) =>
      (
        await fetch(`${at}/bff/login`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
          body: new URLSearchParams({ email: `nobody${account}@example.org`, password: 'wrong password', returnUrl: '/' }).toString(),
        })
      ).status;

    it('ignores X-Forwarded-For from a client that is no trusted proxy, so naming new addresses escapes nothing', async () => {
      const at = await gateway({ signInAttemptsPerAddress: 3 });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push(await failFrom(at, `203.0.113.${i}`, i));
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });

    it('believes X-Forwarded-For from a configured trusted proxy, counting each client on its own', async () => {
      const at = await gateway({ signInAttemptsPerAddress: 3, trustedProxies: ['127.0.0.1', '::1'] });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push(await failFrom(at, `203.0.113.${i}`, i));
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      for (let i = 0; i < 3; i++) await failFrom(at, '198.51.100.7', 10 + i);
      expect(await failFrom(at, '198.51.100.7', 20)).toBe(429);
    });

    it('through one trusted hop (Kong), counts the address the proxy saw, even a trusted one, whatever the client wrote before it', async () => {
      const at = await gateway({ signInAttemptsPerAddress: 3, trustedProxies: ['loopback', '198.51.100.0/24'], trustedProxyHops: 1 });
      const forged = [];
      for (let i = 0; i < 5; i++) forged.push(await failFrom(at, `203.0.113.${i}, 198.51.100.20`, 30 + i));
      expect(forged).toEqual([401, 401, 401, 429, 429]);
      expect(await failFrom(at, '198.51.100.21', 40)).toBe(401);
    });
  });
});
