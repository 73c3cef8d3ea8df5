import {
  API_ROUTES,
  ErrorCode,
  METHOD_OVERRIDE_HEADER,
  pathParameters,
  productsMessages,
  type RouteDef,
  warehouseMessages,
  worldsMessages,
} from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import { isolatedScope, moveToNextRound, type Person, startPeers, waitUntil } from '@simbiz/testing';
import type { FastifyInstance } from 'fastify';
import { connect, type NatsConnection } from 'nats';
import { readGatewayConfig } from './config';
import { buildGateway } from './server';
import { httpClient, listenLocally } from './test-support/http-client';
import { type Answer, type Fixture, itemFixtures, type Made } from './test-support/item-fixtures';

const label = (route: RouteDef) => `${route.method} ${route.path}`;
/** Every update and delete of a company's item: a round-bound route that names one. */
const ITEM_ROUTES = API_ROUTES.filter((route) => route.roundBound && pathParameters(route.path).some((name) => name !== 'worldId'));

describe('two members of one team writing the same item from the same version: one lands, the other is told who (issue 47)', () => {
  let app: FastifyInstance;
  let base = '';
  let nc: NatsConnection;
  let requester: Requester;
  let stopPeers: () => Promise<void>;
  const { api, signIn } = httpClient(() => base);
  const cookies: Record<string, string> = {};
  const people: Record<string, Person> = {};
  let worldId = '';
  let companyId = '';
  let round = '1';

  async function account(name: string): Promise<void> {
    const made = await api('POST', '/api/account/sign-up', { body: { email: `${name}@versions.example`, displayName: name, password: 'a long password' } });
    const { userId, roles } = (made.json as { data: { userId: string; roles: Person['roles'] } }).data;
    people[name] = { userId, roles };
    cookies[name] = (await signIn(`${name}@versions.example`, 'a long password')).cookie;
  }
  /** A call as the page makes it: method override, x-vrid on decisions. */
  async function call(who: string, method: string, path: string, body?: Record<string, unknown>) {
    const override = method === 'PUT' || method === 'PATCH' || method === 'DELETE';
    const answer = await api(override ? 'POST' : method, `/api/worlds/${worldId}${path}`, {
      cookie: cookies[who],
      headers: { 'x-vrid': round, ...(override ? { [METHOD_OVERRIDE_HEADER]: method } : {}) },
      ...(method === 'GET' ? {} : { body: body ?? {} }),
    });
    return answer.json as Answer;
  }

  const fixtures = itemFixtures(call);
  const { THIS_ROUND, NEXT_ROUND, kept, stockRow, product, id } = fixtures;

  beforeAll(async () => {
    const scope = await isolatedScope('item-versions');
    nc = await connect({ servers: scope.natsUrl });
    requester = new Requester(nc, scope.subjectPrefix, 5_000);
    stopPeers = await startPeers(scope, requester, ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance'], { WORLDS_TICK_MS: '100' });
    app = await buildGateway(requester, readGatewayConfig({}, { requestTimeoutMs: 5_000 }));
    base = await listenLocally(app);
    for (const name of ['teacher', 'Mei', 'Jin', 'Ola']) await account(name);
    cookies['mei'] = cookies['Mei'] ?? '';
    cookies['jin'] = cookies['Jin'] ?? '';
    cookies['ola'] = cookies['Ola'] ?? '';
    const startAt = new Date(Date.now() + 1_500).toISOString();
    const created = await api('POST', '/api/worlds', {
      cookie: cookies['teacher'],
      body: { name: 'Versions', confirmName: 'Versions', screenplayId: 'starter', startAt },
    });
    worldId = (created.json as { data: { worldId: string } }).data.worldId;
    await api('POST', `/api/worlds/${worldId}/participants`, {
      cookie: cookies['teacher'],
      body: { emails: ['Mei@versions.example', 'Jin@versions.example', 'Ola@versions.example'] },
    });
    const team = (
      await api('POST', `/api/worlds/${worldId}/teams`, {
        cookie: cookies['mei'],
        body: { teamName: 'Team Mei', companyName: 'Mei Bags', passcode: 'mei-and-jin' },
      })
    ).json as {
      data: { teamId: string; companyId: string };
    };
    companyId = team.data.companyId;
    const joined = await api('POST', `/api/worlds/${worldId}/teams/${team.data.teamId}/join`, { cookie: cookies['jin'], body: { passcode: 'mei-and-jin' } });
    expect((joined.json as { code: number }).code).toBe(0);
    await api('POST', `/api/worlds/${worldId}/teams`, { cookie: cookies['ola'], body: { teamName: 'Team Ola', companyName: 'Ola Bags' } });
    await waitUntil(
      () => requester.call(worldsMessages.details, { worldId }, { caller: people['teacher'] }),
      (d) => d.status === 2,
    );
    await fixtures.setUp();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await stopPeers?.();
    await nc?.close();
  });

  /** Both write from the same version at once: exactly one lands; the other hears who changed it, and lands once it states the new version. */
  async function race(route: RouteDef, fixture: Fixture): Promise<void> {
    const path = pathParameters(route.path)
      .reduce((p, name) => p.replace(`{${name}}`, fixture.params[name] ?? worldId), route.path)
      .replace(`/worlds/${worldId}`, '');
    const write = (who: 'mei' | 'jin', version: number) => call(who, route.method, path, { ...fixture.body(who), version });
    const [mei, jin] = await Promise.all([write('mei', fixture.version), write('jin', fixture.version)]);
    const codes = [mei.code, jin.code].sort((a, b) => a - b);
    expect({ route: label(route), codes, mei: mei.code === 0 ? 0 : mei.data, jin: jin.code === 0 ? 0 : jin.data }).toMatchObject({
      route: label(route),
      codes: [0, ErrorCode.itemChangedMeanwhile],
    });
    const [winner, loser] = mei.code === 0 ? (['Mei', 'jin'] as const) : (['Jin', 'mei'] as const);
    const refusal = (mei.code === 0 ? jin : mei).data;
    const deletes = route.method === 'DELETE' && !route.path.endsWith('/model');
    expect({ route: label(route), params: refusal.params, details: refusal.details }).toEqual({
      route: label(route),
      params: { name: winner, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      details: { version: fixture.version + 1, change: deletes ? 'deleted' : 'changed', fields: expect.any(Array) },
    });
    if (deletes) return;
    // Reloaded, the loser writes from the new version: no teammate stands in the way (the area may still refuse a repeat, as a second stop).
    const again = await write(loser, fixture.version + 1);
    expect({ route: label(route), stale: again.code === ErrorCode.itemChangedMeanwhile }).toEqual({ route: label(route), stale: false });
    if (again.code === 0) expect({ route: label(route), version: (again.data as Made).version }).toEqual({ route: label(route), version: fixture.version + 2 });
  }

  it('has an item to race on for every update and delete of the route table', () => {
    const covered = new Set([...Object.keys(THIS_ROUND), ...Object.keys(NEXT_ROUND)]);
    expect(ITEM_ROUTES.map(label).filter((name) => !covered.has(name))).toEqual([]);
    expect([...covered].filter((name) => !ITEM_ROUTES.some((route) => label(route) === name))).toEqual([]);
  });

  it('lets one of two simultaneous writes of every item of this round land, and names the first to the second', async () => {
    for (const route of ITEM_ROUTES.filter((r) => THIS_ROUND[label(r)])) {
      const fixture = await THIS_ROUND[label(route)]?.();
      if (fixture) await race(route, fixture);
    }
  }, 180_000);

  it('tells another team nothing of a company’s items: no name, no time, whatever version it states', async () => {
    const listed = await product();
    const changed = await call('jin', 'PATCH', `/store-products/${id(listed, 'productId')}`, { price: 4_200, version: listed.version });
    expect(changed.code).toBe(0);
    for (const version of [1, 2, 3]) {
      const answer = await call('ola', 'PATCH', `/store-products/${id(listed, 'productId')}`, { price: 1, version });
      expect({ version, code: answer.code, named: JSON.stringify(answer.data).includes('Jin') }).toEqual({
        version,
        code: version === 1 ? ErrorCode.storeProductNotFound : ErrorCode.verificationFailed,
        named: false,
      });
    }
    const products = (await call('mei', 'GET', '/store-products')).data as unknown as Made[];
    expect(products.find((p) => p['productId'] === listed['productId'])).toMatchObject({ price: 4_200, version: 2 });
  });

  it('does the same in the next round for what outlives a round: plans stopped, storages released, prototypes, stock plans', async () => {
    await fixtures.keepForNextRound();
    // Round 1's results as the engine would hand them: the model's stock, and two prototypes of R&D.
    await requester.call(warehouseMessages.apply, {
      worldId,
      round: 1,
      companies: { [companyId]: { inventory: kept.stockModels.map((modelId) => stockRow(modelId, 'central')) } },
    });
    const prototypes = [1, 2].map((number) => ({ number, attributeId: 'sleeve', grade: 2, round: 1 }));
    const research = { grades: { sleeve: { grade: 2, progress: 0 } }, invested: [], prototypes };
    await requester.call(productsMessages.apply, { worldId, round: 1, companies: { [companyId]: { productions: [], research } } });
    await moveToNextRound(requester, worldId, people['teacher']);
    round = '2';
    await fixtures.startRoundTwo();
    for (const [name, make] of Object.entries(NEXT_ROUND)) {
      const route = ITEM_ROUTES.find((r) => label(r) === name);
      if (route) await race(route, await make());
    }
  }, 120_000);
});
