import {
  announcementsMessages,
  API_ROUTES,
  discussionsMessages,
  ERROR_CATALOGUE,
  productsMessages,
  type RouteDef,
  STREAM_ROUTES,
  storesMessages,
  warehouseMessages,
  worldsMessages,
} from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import { as, isolatedScope, type Person, playableWorld, startPeers } from '@simbiz/testing';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type NatsConnection, connect } from 'nats';
import { z } from 'zod';
import { readGatewayConfig } from './config';
import { buildGateway } from './server';
import { httpClient, listenLocally } from './test-support/http-client';

/** The services of a company's decisions, and the engine's budget of them. */
const DECISION_SERVICES = ['products', 'stores', 'warehouse', 'finance', 'simulation-engine'];
const KNOWN_CODES = new Set([0, ...ERROR_CATALOGUE.map((e) => e.code)]);

/** Field names of a route's request (its zod object's shape), so the fuzz hits real fields with wrong values. */
function fieldsOf(route: RouteDef): string[] {
  const schema = route.message.request;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** A body Fastify's JSON parser refuses as prototype poisoning (a `__proto__` key, or `constructor.prototype`). */
function poisoned(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) => key === '__proto__' || (key === 'constructor' && typeof inner === 'object' && inner !== null && 'prototype' in inner) || poisoned(inner),
  );
}

/**
 * What any input must get: the service's answer with a catalogue code other than 1 (code 1 is what
 * a service answers when something unexpected broke), or, for a body the JSON parser refuses, the
 * gateway's HTTP 400 with code 1 (the browser shows its error box).
 */
function expectCodedAnswer(route: RouteDef, body: unknown, answer: { status: number; json: unknown }): void {
  const code = (answer.json as { code?: unknown } | undefined)?.code;
  const seen = { route: `${route.method} ${route.path}`, body, status: answer.status, code, known: KNOWN_CODES.has(Number(code)) && code !== 1 };
  if (poisoned(body)) expect(seen).toMatchObject({ status: 400, code: 1 });
  else expect(seen).toMatchObject({ status: 200, known: true });
}

/** A path segment from any value (objects as their JSON). */
const segment = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'x')) || 'x';

describe('every world route, with a member’s or manager’s session and any input: a coded answer, never an internal error', () => {
  let app: FastifyInstance;
  let base: string;
  let nc: NatsConnection;
  let stopPeers: () => Promise<void>;
  let requester: Requester;
  const { api, signIn } = httpClient(() => base);
  /** The first account of the database (admin and licensed) teaches both worlds. */
  let teacher: Person | undefined;

  beforeAll(async () => {
    const scope = await isolatedScope('decisions-fuzz');
    nc = await connect({ servers: scope.natsUrl });
    requester = new Requester(nc, scope.subjectPrefix, 5_000);
    stopPeers = await startPeers(scope, requester, ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance', 'simulation-engine'], {
      WORLDS_TICK_MS: '100',
    });
    app = await buildGateway(requester, readGatewayConfig({}, { requestTimeoutMs: 5_000 }));
    base = await listenLocally(app);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await stopPeers?.();
    await nc?.close();
  });

  it('answers 150 random decisions with the catalogue’s codes, and the team can still decide afterwards', async () => {
    const world = await playableWorld(requester, { name: 'Fuzz', players: ['pat'] });
    teacher = world.people['teacher'];
    const { cookie } = await signIn('pat.fuzz@school.example', 'a long password');
    const pat = as(world.people['pat']);
    // Real items to aim at, besides made-up ids.
    const brand = await requester.call(productsMessages.createBrand, { worldId: world.worldId, name: 'Target' }, pat);
    const model = await requester.call(
      productsMessages.createModel,
      { worldId: world.worldId, brandId: brand.brandId, name: 'Target One', attributes: [{ attributeId: 'sleeve', grade: 1 }], valuePropositionIds: ['value'] },
      pat,
    );
    const { resources } = (await requester.call(worldsMessages.resources, { worldId: world.worldId }, pat)) as unknown as {
      resources: Record<'platforms' | 'warehouses' | 'attributes' | 'valuePropositions' | 'promotionChannels', { id: string }[]>;
    };
    const store = await requester.call(storesMessages.openStore, { worldId: world.worldId, platformId: resources.platforms[0]?.id ?? '' }, pat);
    const storages = await requester.call(warehouseMessages.listStorages, { worldId: world.worldId }, pat);
    const screenplayIds = (['platforms', 'warehouses', 'attributes', 'valuePropositions', 'promotionChannels'] as const).flatMap((kind) =>
      resources[kind].map((item) => item.id),
    );
    const ids = [brand.brandId, model.modelId, store.storeId, ...screenplayIds, ...storages.map((s) => s.storageId)];
    const routes = API_ROUTES.filter((r) => r.path.startsWith('/worlds/{worldId}/') && DECISION_SERVICES.includes(r.message.subject.split('.')[0] ?? ''));
    expect(routes.length).toBeGreaterThan(15);

    const anyValue = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.constantFrom(...ids, '', ' ', '\u0000', 'x'.repeat(5_000)),
      fc.uuid(),
      fc.integer(),
      fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e300),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.record({ attributeId: fc.string({ maxLength: 10 }), grade: fc.integer() })), {
        maxLength: 6,
      }),
    );
    // Mostly values of the field's kind (so calls get past the schema to the rules and the database), sometimes anything.
    const id = fc.oneof(fc.constantFrom(...ids), fc.uuid(), fc.string({ unit: 'binary', maxLength: 40 }));
    const amount = fc.oneof(fc.integer({ min: -10, max: 5_000 }), fc.constantFrom(0, 1, 2 ** 31, 2 ** 53, 1e12), fc.integer());
    const kinds: Record<string, fc.Arbitrary<unknown>> = {
      name: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 120 }), fc.constantFrom('a\u0000b', ' Target ', 'TARGET', 'x'.repeat(200))),
      attributes: fc.array(fc.record({ attributeId: id, grade: fc.integer({ min: -2, max: 12 }) }), { maxLength: 5 }),
      valuePropositionIds: fc.array(id, { maxLength: 3 }),
      online: fc.boolean(),
      // Items stand at low versions: mostly one an item may be at (so writes get past the version check), sometimes any number.
      version: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 1, arbitrary: amount }),
    };
    const valueOf = (field: string) =>
      fc.oneof({ weight: 4, arbitrary: kinds[field] ?? (field.endsWith('Id') ? id : amount) }, { weight: 1, arbitrary: anyValue });
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 0, max: routes.length - 1 })
          .chain((index) =>
            fc.tuple(
              fc.constant(index),
              fc.array(fc.oneof(id, anyValue), { minLength: 3, maxLength: 3 }),
              fc.tuple(...fieldsOf(routes[index] as RouteDef).map((field) => valueOf(field).map((value) => [field, value] as const))),
            ),
          ),
        async ([index, params, fields]) => {
          const route = routes[index] as RouteDef;
          let n = 0;
          const path = route.path.replace('{worldId}', world.worldId).replace(/\{[a-zA-Z]+\}/g, () => segment(params[n++]));
          const body = Object.fromEntries(fields.filter(([field]) => field !== 'worldId'));
          const override = route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE';
          const answer = await api(route.method === 'GET' ? 'GET' : 'POST', `/api${path}`, {
            cookie,
            headers: { 'x-vrid': '1', ...(override ? { 'x-http-method-override': route.method } : {}) },
            ...(route.method === 'GET' ? {} : { body }),
          });
          expectCodedAnswer(route, body, answer);
        },
      ),
      { numRuns: 150 },
    );
    // Nothing the fuzz sent broke the company: it still decides, and its brand is still there.
    expect((await requester.call(productsMessages.createBrand, { worldId: world.worldId, name: 'After the storm' }, pat)).createdRound).toBe(1);
    expect((await requester.call(productsMessages.listBrands, { worldId: world.worldId }, pat)).map((b) => b.brandId)).toContain(brand.brandId);
  }, 180_000);

  it('answers the course routes (worlds and teams) from their manager and a member the same way', async () => {
    const world = await playableWorld(requester, { name: 'Course fuzz', players: ['quinn'], ...(teacher ? { teacher } : {}) });
    const sessions = [await signIn('teacher.fuzz@school.example', 'a long password'), await signIn('quinn.coursefuzz@school.example', 'a long password')].map(
      (s) => s.cookie,
    );
    const routes = API_ROUTES.filter((r) => r.path.startsWith('/worlds/{worldId}/') && ['worlds', 'teams'].includes(r.message.subject.split('.')[0] ?? ''));
    expect(routes.filter((r) => /announcements|threads|references/.test(r.path)).length).toBeGreaterThanOrEqual(18);
    // Real posts to aim at (announcements, threads, replies), besides made-up ids.
    const manager = { caller: world.people['teacher'] };
    const announcement = await requester.call(announcementsMessages.create, { worldId: world.worldId, title: 'Target', body: 'x' }, manager);
    const thread = await requester.call(discussionsMessages.createThread, { worldId: world.worldId, title: 'Target', body: 'x' }, manager);
    const reply = await requester.call(discussionsMessages.createReply, { worldId: world.worldId, threadId: thread.id, body: 'x' }, manager);
    const postIds = fc.constantFrom(announcement.id, thread.id, reply.id);
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 100 }), fc.constantFrom('a\u0000b', '', ' ', 'x'.repeat(600)));
    const value = fc.oneof(
      text,
      fc.uuid(),
      fc.integer(),
      fc.constantFrom(0, -1, 2 ** 53, 1e300),
      fc.boolean(),
      fc.constant(null),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.array(text, { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 12 }), fc.boolean()),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: routes.length - 1 }),
        fc.integer({ min: 0, max: 1 }),
        fc.array(value, { minLength: 10, maxLength: 10 }),
        fc.array(fc.oneof(postIds, fc.uuid(), text), { minLength: 3, maxLength: 3 }),
        async (index, who, values, params) => {
          const route = routes[index] as RouteDef;
          let n = 0;
          const path = route.path.replace('{worldId}', world.worldId).replace(/\{[a-zA-Z]+\}/g, () => segment(params[n++]));
          const body = Object.fromEntries(
            fieldsOf(route)
              .filter((f) => f !== 'worldId')
              .map((field, i) => [field, values[i]]),
          );
          const override = route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE';
          const answer = await api(route.method === 'GET' ? 'GET' : 'POST', `/api${path}`, {
            cookie: sessions[who],
            headers: { 'x-vrid': '1', ...(override ? { 'x-http-method-override': route.method } : {}) },
            ...(route.method === 'GET' ? {} : { body }),
          });
          expectCodedAnswer(route, body, answer);
        },
      ),
      { numRuns: 250 },
    );
    // An upload with any name, title, type and body gets a coded answer too, and stores nothing it refused.
    const upload = `/api${STREAM_ROUTES.uploadReference.path.replace('{worldId}', world.worldId)}`;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1 }),
        fc.dictionary(
          fc.constantFrom('name', 'title', 'description', 'other'),
          fc.oneof(text, fc.constantFrom('case.pdf', '../../etc/passwd', 'x.exe', 'a/b.png')),
        ),
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('application/pdf', 'image/svg+xml', 'text/html')),
        fc.uint8Array({ maxLength: 2_000 }),
        async (who, query, type, bytes) => {
          const answer = await api('POST', `${upload}?${new URLSearchParams(query as Record<string, string>).toString()}`, {
            cookie: sessions[who],
            headers: { 'content-type': type || 'application/octet-stream' },
            raw: Buffer.from(bytes),
          });
          const code = (answer.json as { code?: unknown } | undefined)?.code;
          // A Content-Type no parser can read (blank, malformed) is the web framework's 415 in the envelope, as on every /api route.
          const refusedType = answer.status === 415 && code === 1;
          expect({ query, type, status: answer.status, known: refusedType || (KNOWN_CODES.has(Number(code)) && code !== 1) }).toMatchObject({
            status: refusedType ? 415 : 200,
            known: true,
          });
        },
      ),
      { numRuns: 60 },
    );
  }, 180_000);
  it('answers every admin route from an admin with any input the same way: a coded answer, never an internal error', async () => {
    // The fuzz's teacher is the database's first account: admin and licensed.
    const { cookie } = await signIn('teacher.fuzz@school.example', 'a long password');
    const routes = API_ROUTES.filter((r) => r.path.startsWith('/admin/'));
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 100 }), fc.constantFrom('a\u0000b', '', ' ', 'x'.repeat(600), 'success', 'failure'));
    const value = fc.oneof(
      text,
      fc.uuid(),
      fc.integer(),
      fc.constantFrom(0, -1, 2 ** 53, 1e300, 'admin', 'licensed', 'disk', 's3', 'starter', '{"schemaVersion":1}', 'id: x\nname: [', 'x.yaml'),
      fc.boolean(),
      fc.constant(null),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.array(text, { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 12 }), fc.boolean()),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: routes.length - 1 }),
        fc.array(value, { minLength: 12, maxLength: 12 }),
        fc.array(fc.oneof(fc.uuid(), text, fc.constantFrom('admin', 'licensed', 'disk', 's3', 'starter')), { minLength: 3, maxLength: 3 }),
        async (index, values, params) => {
          const route = routes[index] as RouteDef;
          let n = 0;
          const path = route.path.replace(/\{[a-zA-Z]+\}/g, () => segment(params[n++]));
          const fields = fieldsOf(route).map((field, i) => [field, values[i]] as const);
          const override = route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE';
          const query =
            route.method === 'GET'
              ? `?${new URLSearchParams(fields.map(([f, v]): [string, string] => [f, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString()}`
              : '';
          const body = Object.fromEntries(fields);
          const answer = await api(route.method === 'GET' ? 'GET' : 'POST', `/api${path}${query}`, {
            cookie,
            headers: override ? { 'x-http-method-override': route.method } : {},
            ...(route.method === 'GET' ? {} : { body }),
          });
          expectCodedAnswer(route, route.method === 'GET' ? {} : body, answer);
        },
      ),
      { numRuns: 200 },
    );
    // The admin is still an admin afterwards, and the console still reads.
    expect((await api('GET', '/api/admin/accounts', { cookie })).status).toBe(200);
  }, 180_000);
});
