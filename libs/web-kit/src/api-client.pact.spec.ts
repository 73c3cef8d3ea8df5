import { API } from '@simbiz/contracts';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './api-client';

const { boolean, eachLike, fromProviderState, integer, like, string } = MatchersV3;

/**
 * The browser's pact with the gateway: what the API client sends and what it relies on in the
 * answers. The file is kept in pacts/ and verified against the running gateway
 * (gateway/src/web.pact.int-spec.ts); when the client changes, run with PACT_UPDATE=1.
 */
const committed = join(__dirname, '../../../pacts/web-gateway.json');
const WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';

/**
 * A client of one test's mock server. Each test's server may get the port a closed one had, and
 * fetch would send the request down the kept-alive connection to that one (never received here):
 * every request goes on a connection of its own.
 */
const clientOf = (baseUrl: string) =>
  new ApiClient({
    baseUrl,
    fetch: ((url: string, init: RequestInit) => fetch(url, { ...init, headers: { ...init.headers, connection: 'close' } })) as typeof fetch,
  });

describe('the web client’s pact with the gateway', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pact-web-'));
  const pact = new PactV3({ consumer: 'web', provider: 'gateway', dir, logLevel: 'warn' });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the profile of nobody signed in', async () => {
    pact
      .given('nobody is signed in')
      .uponReceiving('a profile request without a session')
      .withRequest({ method: 'GET', path: '/api/account/profile', headers: { 'x-csrf': '1' } })
      .willRespondWith({
        status: 200,
        headers: { 'content-type': like('application/json; charset=utf-8') },
        body: { code: 0, data: { isAuthenticated: false, claims: { userId: '', sid: '', roles: [] } } },
      });
    await pact.executeTest(async (mock) => {
      const answer = await clientOf(mock.url).request(API.identity.profile, {});
      expect(answer).toEqual({ status: 200, envelope: { code: 0, data: { isAuthenticated: false, claims: { userId: '', sid: '', roles: [] } } } });
    });
  });

  it('reads a world’s details as its manager', async () => {
    pact
      .given('an instructor is signed in with a world', { worldId: WORLD })
      .uponReceiving('a request for the details of the instructor’s world')
      .withRequest({ method: 'GET', path: fromProviderState('/api/worlds/${worldId}/details', `/api/worlds/${WORLD}/details`), headers: { 'x-csrf': '1' } })
      .willRespondWith({
        status: 200,
        body: {
          code: 0,
          data: {
            status: integer(1),
            currentRoundId: null,
            userInWorldType: 2,
            teamDetails: { companyId: null, companies: [] },
            enabledDiscussions: boolean(true),
            canManageWorld: true,
            joinedTeam: false,
          },
        },
      });
    await pact.executeTest(async (mock) => {
      const answer = await clientOf(mock.url).request(API.worlds.details, { worldId: WORLD });
      expect(answer.envelope).toMatchObject({ code: 0, data: { canManageWorld: true, userInWorldType: 2 } });
    });
  });

  it('is refused a world it is not in, with 130003', async () => {
    pact
      .given('a signed-in account outside a world', { worldId: WORLD })
      .uponReceiving('a request for the details of someone else’s world')
      .withRequest({ method: 'GET', path: fromProviderState('/api/worlds/${worldId}/details', `/api/worlds/${WORLD}/details`), headers: { 'x-csrf': '1' } })
      .willRespondWith({ status: 200, body: { code: 130003, data: {} } });
    await pact.executeTest(async (mock) => {
      const answer = await clientOf(mock.url).request(API.worlds.details, { worldId: WORLD });
      expect(answer.envelope).toEqual({ code: 130003, data: {} });
    });
  });

  it('changes settings with PATCH sent as POST and the method override', async () => {
    pact
      .given('an instructor is signed in with a world', { worldId: WORLD })
      .uponReceiving('a settings change sent as POST with x-http-method-override: PATCH')
      .withRequest({
        method: 'POST',
        path: fromProviderState('/api/worlds/${worldId}/settings', `/api/worlds/${WORLD}/settings`),
        headers: { 'x-csrf': '1', 'x-http-method-override': 'PATCH', 'content-type': 'application/json' },
        body: { acceptingMembers: false },
      })
      .willRespondWith({
        status: 200,
        body: {
          code: 0,
          data: { name: string('Spring class'), acceptingMembers: false, memberLimit: integer(200), rounds: integer(6), teamRules: like({ createTeam: true }) },
        },
      });
    await pact.executeTest(async (mock) => {
      const answer = await clientOf(mock.url).request(API.worlds.updateSettings, { worldId: WORLD, acceptingMembers: false });
      expect(answer.envelope).toMatchObject({ code: 0, data: { acceptingMembers: false } });
    });
  });

  it('lists its worlds', async () => {
    pact
      .given('an instructor is signed in with a world', { worldId: WORLD })
      .uponReceiving('a request for my worlds')
      .withRequest({ method: 'GET', path: '/api/worlds', headers: { 'x-csrf': '1' } })
      .willRespondWith({
        status: 200,
        body: { code: 0, data: eachLike({ worldId: string(WORLD), name: string('Spring class'), status: integer(1), userInWorldType: integer(2) }) },
      });
    await pact.executeTest(async (mock) => {
      const answer = await clientOf(mock.url).request(API.worlds.listMine, {});
      expect(answer.envelope.code).toBe(0);
    });
  });

  it('matches the pact kept in pacts/ (PACT_UPDATE=1 rewrites it)', () => {
    const generated = readFileSync(join(dir, 'web-gateway.json'), 'utf8');
    if (process.env['PACT_UPDATE'] === '1') writeFileSync(committed, generated);
    const interactions = (text: string) => (JSON.parse(text) as { interactions: unknown }).interactions;
    expect(interactions(generated)).toEqual(interactions(readFileSync(committed, 'utf8')));
  });
});
