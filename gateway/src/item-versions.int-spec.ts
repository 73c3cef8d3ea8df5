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

/** An item the race is run on: the write's path parameters, its body, and the version the page shows. */
interface Fixture {
  params: Record<string, string>;
  body: (who: 'mei' | 'jin') => Record<string, unknown>;
  version: number;
}
type Made = Record<string, unknown> & { version: number };
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
  let n = 0;
  const unique = (prefix: string) => `${prefix} ${++n}`;

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
    return answer.json as { code: number; data: Record<string, unknown> & { params?: Record<string, unknown>; details?: Record<string, unknown> } };
  }
  async function made(path: string, body: Record<string, unknown>): Promise<Made> {
    const answer = await call('mei', 'POST', path, body);
    if (answer.code !== 0) throw new Error(`POST ${path} ${JSON.stringify(body)} answered ${JSON.stringify(answer)}`);
    return answer.data as Made;
  }
  const id = (item: Made, key: string) => String(item[key]);

  // What the items hang on, made once: a brand, a store on each platform.
  const world = { brandId: '', shopmall: '', quickbuy: '' };
  const model = async () =>
    made('/models', { brandId: world.brandId, name: unique('Model'), attributes: [{ attributeId: 'sleeve', grade: 1 }], valuePropositionIds: ['value'] });
  const product = async (storeId = world.shopmall) => made('/store-products', { storeId, modelId: id(await model(), 'modelId'), price: 4_000 });
  const rename = (who: string) => ({ name: unique(`Renamed by ${who}`) });

  /** Round 1: items made this round, changed or deleted by both at once. */
  const THIS_ROUND: Record<string, () => Promise<Fixture>> = {
    'PATCH /worlds/{worldId}/brands/{brandId}': async () => {
      const brand = await made('/brands', { name: unique('Brand') });
      return { params: { brandId: id(brand, 'brandId') }, body: rename, version: brand.version };
    },
    'DELETE /worlds/{worldId}/brands/{brandId}': async () => {
      const brand = await made('/brands', { name: unique('Brand') });
      return { params: { brandId: id(brand, 'brandId') }, body: () => ({}), version: brand.version };
    },
    'PATCH /worlds/{worldId}/models/{modelId}': async () => {
      const made = await model();
      return { params: { modelId: id(made, 'modelId') }, body: rename, version: made.version };
    },
    'DELETE /worlds/{worldId}/models/{modelId}': async () => {
      const made = await model();
      return { params: { modelId: id(made, 'modelId') }, body: () => ({}), version: made.version };
    },
    'PATCH /worlds/{worldId}/personas/{personaId}': async () => {
      const persona = await made('/personas', { name: unique('Persona'), segmentIds: ['students'] });
      return { params: { personaId: id(persona, 'personaId') }, body: rename, version: persona.version };
    },
    'DELETE /worlds/{worldId}/personas/{personaId}': async () => {
      const persona = await made('/personas', { name: unique('Persona'), segmentIds: ['commuters'] });
      return { params: { personaId: id(persona, 'personaId') }, body: () => ({}), version: persona.version };
    },
    'PATCH /worlds/{worldId}/productions/{planId}': async () => {
      const plan = await made('/productions', { modelId: id(await model(), 'modelId'), quantity: 10, warehouseId: 'central' });
      return { params: { planId: id(plan, 'planId') }, body: (who) => ({ quantity: who === 'mei' ? 11 : 12 }), version: plan.version };
    },
    'DELETE /worlds/{worldId}/productions/{planId}': async () => {
      const plan = await made('/productions', { modelId: id(await model(), 'modelId'), quantity: 10, warehouseId: 'central' });
      return { params: { planId: id(plan, 'planId') }, body: () => ({}), version: plan.version };
    },
    'PATCH /worlds/{worldId}/research/plans/{planId}': async () => {
      const plan = await made('/research/plans', { attributeId: 'capacity', targetGrade: 10, investmentPerRound: 1_000_000 });
      return { params: { planId: id(plan, 'planId') }, body: (who) => ({ investmentPerRound: who === 'mei' ? 1_100_000 : 1_200_000 }), version: plan.version };
    },
    'DELETE /worlds/{worldId}/research/plans/{planId}': async () => {
      const plan = await made('/research/plans', { attributeId: 'weight', targetGrade: 10, investmentPerRound: 1_000_000 });
      return { params: { planId: id(plan, 'planId') }, body: () => ({}), version: plan.version };
    },
    'PATCH /worlds/{worldId}/storages/{storageId}': async () => {
      const storage = await made('/storages', { warehouseId: 'city', capacityM3: 100 });
      return { params: { storageId: id(storage, 'storageId') }, body: (who) => ({ capacityM3: who === 'mei' ? 110 : 120 }), version: storage.version };
    },
    'DELETE /worlds/{worldId}/storages/{storageId}': async () => {
      const storages = (await call('mei', 'GET', '/storages')).data as unknown as Made[];
      const city = storages.find((s) => s['warehouseId'] === 'city' && s['releasedRound'] === null);
      if (!city) throw new Error('no storage at city to delete');
      return { params: { storageId: id(city, 'storageId') }, body: () => ({}), version: city.version };
    },
    'PATCH /worlds/{worldId}/store-products/{productId}': async () => {
      const listed = await product();
      return { params: { productId: id(listed, 'productId') }, body: (who) => ({ price: who === 'mei' ? 4_100 : 3_800 }), version: listed.version };
    },
    'PUT /worlds/{worldId}/store-products/{productId}/online': async () => {
      const listed = await product();
      return { params: { productId: id(listed, 'productId') }, body: () => ({ online: false }), version: listed.version };
    },
    'DELETE /worlds/{worldId}/store-products/{productId}': async () => {
      const listed = await product();
      return { params: { productId: id(listed, 'productId') }, body: () => ({}), version: listed.version };
    },
    'PATCH /worlds/{worldId}/company-promotions/{promotionId}': async () => {
      const promotion = await made('/company-promotions', {
        channelId: 'social',
        brandId: id(await made('/brands', { name: unique('Brand') }), 'brandId'),
        budget: 100_000,
      });
      return {
        params: { promotionId: id(promotion, 'promotionId') },
        body: (who) => ({ budget: who === 'mei' ? 110_000 : 120_000 }),
        version: promotion.version,
      };
    },
    'DELETE /worlds/{worldId}/company-promotions/{promotionId}': async () => {
      const promotion = await made('/company-promotions', {
        channelId: 'search',
        brandId: id(await made('/brands', { name: unique('Brand') }), 'brandId'),
        budget: 100_000,
      });
      return { params: { promotionId: id(promotion, 'promotionId') }, body: () => ({}), version: promotion.version };
    },
    'PATCH /worlds/{worldId}/product-promotions/{promotionId}': async () => {
      const promotion = await made('/product-promotions', { productId: id(await product(), 'productId'), discount: 10 });
      return { params: { promotionId: id(promotion, 'promotionId') }, body: (who) => ({ discount: who === 'mei' ? 11 : 12 }), version: promotion.version };
    },
    'DELETE /worlds/{worldId}/product-promotions/{promotionId}': async () => {
      const promotion = await made('/product-promotions', { productId: id(await product(), 'productId'), discount: 10 });
      return { params: { promotionId: id(promotion, 'promotionId') }, body: () => ({}), version: promotion.version };
    },
    'DELETE /worlds/{worldId}/showcase-choices/{choiceId}': async () => {
      const choice = await made('/showcase-choices', { storeId: world.shopmall, showcaseDesignId: 'studio' });
      return { params: { choiceId: id(choice, 'choiceId') }, body: () => ({}), version: choice.version };
    },
    'PATCH /worlds/{worldId}/store-packages/{packageId}': async () => {
      const productIds = [id(await product(), 'productId'), id(await product(), 'productId')];
      const pack = await made('/store-packages', { storeId: world.shopmall, name: unique('Pack'), productIds, price: 7_000 });
      return {
        params: { packageId: id(pack, 'packageId') },
        body: (who) => ({ name: unique(`Pack of ${who}`), productIds, price: 6_900 }),
        version: pack.version,
      };
    },
    'DELETE /worlds/{worldId}/store-packages/{packageId}': async () => {
      const productIds = [id(await product(), 'productId'), id(await product(), 'productId')];
      const pack = await made('/store-packages', { storeId: world.shopmall, name: unique('Pack'), productIds, price: 7_000 });
      return { params: { packageId: id(pack, 'packageId') }, body: () => ({}), version: pack.version };
    },
    'DELETE /worlds/{worldId}/traffic-purchases/{purchaseId}': async () => {
      const purchase = await made('/traffic-purchases', { productId: id(await product(), 'productId'), trafficPackageId: 'boost-s' });
      return { params: { purchaseId: id(purchase, 'purchaseId') }, body: () => ({}), version: purchase.version };
    },
    'PATCH /worlds/{worldId}/ad-bids/{bidId}': async () => {
      const bid = await made('/ad-bids', { productId: id(await product(), 'productId'), segmentId: 'students', costPerClick: 100, dailyBudget: 50_000 });
      return { params: { bidId: id(bid, 'bidId') }, body: (who) => ({ costPerClick: who === 'mei' ? 110 : 120, dailyBudget: 50_000 }), version: bid.version };
    },
    'DELETE /worlds/{worldId}/ad-bids/{bidId}': async () => {
      const bid = await made('/ad-bids', { productId: id(await product(), 'productId'), segmentId: 'students', costPerClick: 100, dailyBudget: 50_000 });
      return { params: { bidId: id(bid, 'bidId') }, body: () => ({}), version: bid.version };
    },
    'PATCH /worlds/{worldId}/ad-recharges/{rechargeId}': async () => {
      const recharge = await made('/ad-recharges', { storeId: world.shopmall, amount: 1_000_000 });
      return {
        params: { rechargeId: id(recharge, 'rechargeId') },
        body: (who) => ({ amount: who === 'mei' ? 1_100_000 : 1_200_000 }),
        version: recharge.version,
      };
    },
    'DELETE /worlds/{worldId}/ad-recharges/{rechargeId}': async () => {
      const recharge = await made('/ad-recharges', { storeId: world.shopmall, amount: 1_000_000 });
      return { params: { rechargeId: id(recharge, 'rechargeId') }, body: () => ({}), version: recharge.version };
    },
    'PATCH /worlds/{worldId}/merchant-livestreams/{livestreamId}': async () => {
      const productIds = [id(await product(), 'productId')];
      const stream = await made('/merchant-livestreams', { storeId: world.shopmall, hours: 2, productIds });
      return { params: { livestreamId: id(stream, 'livestreamId') }, body: (who) => ({ hours: who === 'mei' ? 3 : 1, productIds }), version: stream.version };
    },
    'DELETE /worlds/{worldId}/merchant-livestreams/{livestreamId}': async () => {
      const stream = await made('/merchant-livestreams', { storeId: world.shopmall, hours: 2, productIds: [id(await product(), 'productId')] });
      return { params: { livestreamId: id(stream, 'livestreamId') }, body: () => ({}), version: stream.version };
    },
    'PATCH /worlds/{worldId}/influencer-livestreams/{livestreamId}': async () => {
      const [first, second] = [id(await product(world.quickbuy), 'productId'), id(await product(world.quickbuy), 'productId')];
      const stream = await made('/influencer-livestreams', { storeId: world.quickbuy, influencerId: 'mia', productIds: [first] });
      return {
        params: { livestreamId: id(stream, 'livestreamId') },
        body: (who) => ({ productIds: who === 'mei' ? [first, second] : [second] }),
        version: stream.version,
      };
    },
    'DELETE /worlds/{worldId}/influencer-livestreams/{livestreamId}': async () => {
      const stream = await made('/influencer-livestreams', {
        storeId: world.quickbuy,
        influencerId: 'trailjoe',
        productIds: [id(await product(world.quickbuy), 'productId')],
      });
      return { params: { livestreamId: id(stream, 'livestreamId') }, body: () => ({}), version: stream.version };
    },
    'DELETE /worlds/{worldId}/loans/{loanId}': async () => {
      const loan = await made('/loans', { amount: 25_000_000 });
      return { params: { loanId: id(loan, 'loanId') }, body: () => ({}), version: loan.version };
    },
  };

  /** What round 2's races stand on, made in round 1: a plan in progress, a rented storage, a model's stock. */
  const kept = { planId: '', storageId: '', stockModels: [] as string[] };
  /** Each stock plan on a model of its own: one plan of a kind per model a round (300019, 300027). */
  const stocked = () => kept.stockModels.pop() ?? '';
  const stockRow = (modelId: string, warehouseId: string) => ({
    modelId,
    warehouseId,
    opening: 0,
    produced: 100,
    sold: 0,
    cleared: 0,
    transferIn: 0,
    transferOut: 0,
    closing: 100,
    inTransitOut: 0,
    unitCost: 2_000,
  });
  const prototype = async (number: number) => {
    const research = (await call('mei', 'GET', '/research')).data as unknown as { prototypes: Made[] };
    const found = research.prototypes.find((p) => p['number'] === number);
    if (!found) throw new Error(`no prototype RD-${number}`);
    return found;
  };

  /** Round 2: items of round 1 stopped or released, prototypes bound and freed, stock cleared and moved. */
  const NEXT_ROUND: Record<string, () => Promise<Fixture>> = {
    'POST /worlds/{worldId}/research/plans/{planId}/stop': async () => {
      const research = (await call('mei', 'GET', '/research')).data as unknown as { plans: Made[] };
      const plan = research.plans.find((p) => p['planId'] === kept.planId);
      return { params: { planId: kept.planId }, body: () => ({}), version: plan?.version ?? 0 };
    },
    'PUT /worlds/{worldId}/prototypes/{prototypeId}/model': async () => {
      const found = await prototype(1);
      return { params: { prototypeId: id(found, 'prototypeId') }, body: () => ({ modelId: id(roundTwoModel, 'modelId') }), version: found.version };
    },
    'DELETE /worlds/{worldId}/prototypes/{prototypeId}/model': async () => {
      const found = await prototype(2);
      // A model of its own: one prototype of an attribute per model (180009).
      const bound = await call('mei', 'PUT', `/prototypes/${id(found, 'prototypeId')}/model`, {
        version: found.version,
        modelId: id(await model(), 'modelId'),
      });
      if (bound.code !== 0) throw new Error(`binding RD-2 answered ${JSON.stringify(bound)}`);
      return { params: { prototypeId: id(found, 'prototypeId') }, body: () => ({}), version: (bound.data as Made).version };
    },
    'PATCH /worlds/{worldId}/clearance-plans/{planId}': async () => {
      const plan = await made('/clearance-plans', { modelId: stocked(), warehouseId: 'central', quantity: 5 });
      return { params: { planId: id(plan, 'planId') }, body: (who) => ({ quantity: who === 'mei' ? 6 : 7 }), version: plan.version };
    },
    'DELETE /worlds/{worldId}/clearance-plans/{planId}': async () => {
      const plan = await made('/clearance-plans', { modelId: stocked(), warehouseId: 'central', quantity: 5 });
      return { params: { planId: id(plan, 'planId') }, body: () => ({}), version: plan.version };
    },
    'PATCH /worlds/{worldId}/reallocation-plans/{planId}': async () => {
      const plan = await made('/reallocation-plans', { modelId: stocked(), fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: 5 });
      return { params: { planId: id(plan, 'planId') }, body: (who) => ({ quantity: who === 'mei' ? 6 : 7 }), version: plan.version };
    },
    'DELETE /worlds/{worldId}/reallocation-plans/{planId}': async () => {
      const plan = await made('/reallocation-plans', { modelId: stocked(), fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: 5 });
      return { params: { planId: id(plan, 'planId') }, body: () => ({}), version: plan.version };
    },
    // Last: reallocations go into this space (300047).
    'POST /worlds/{worldId}/storages/{storageId}/release': async () => {
      // Space that stock is headed for cannot be given up (200011): the reallocation left by the race above goes first.
      for (const plan of (await call('mei', 'GET', '/reallocation-plans')).data as unknown as Made[])
        await call('mei', 'DELETE', `/reallocation-plans/${id(plan, 'planId')}`, { version: plan.version });
      const storages = (await call('mei', 'GET', '/storages')).data as unknown as Made[];
      return { params: { storageId: kept.storageId }, body: () => ({}), version: storages.find((s) => s['storageId'] === kept.storageId)?.version ?? 0 };
    },
  };
  let roundTwoModel: Made = { version: 0 };

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
    world.brandId = id(await made('/brands', { name: 'Trailhead' }), 'brandId');
    world.shopmall = id(await made('/stores', { platformId: 'shopmall' }), 'storeId');
    world.quickbuy = id(await made('/stores', { platformId: 'quickbuy' }), 'storeId');
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
    kept.planId = id(await made('/research/plans', { attributeId: 'wheels', targetGrade: 6, investmentPerRound: 1_000_000 }), 'planId');
    kept.storageId = id(await made('/storages', { warehouseId: 'city', capacityM3: 100 }), 'storageId');
    for (let i = 0; i < 4; i++) kept.stockModels.push(id(await model(), 'modelId'));
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
    roundTwoModel = await model();
    for (const [name, make] of Object.entries(NEXT_ROUND)) {
      const route = ITEM_ROUTES.find((r) => label(r) === name);
      if (route) await race(route, await make());
    }
  }, 120_000);
});
