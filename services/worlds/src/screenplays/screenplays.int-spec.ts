import { adminScreenplaysMessages as s, type Caller, ErrorCode, identityMessages, type MessageDef, worldsMessages as w } from '@simbiz/contracts';
import { SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { type Requester, worldScreenplay } from '@simbiz/service-kit';
import { suiteLicense } from '@simbiz/testing';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { stringify } from 'yaml';
import type { WorldsTables } from '../database/tables';
import { worldsSuite } from '../test-support/worlds-suite';

const HOUR = 3_600_000;
const harbourName = { en: 'Harbour bags', 'zh-Hans': '港口背包', th: 'กระเป๋าท่าเรือ' };
/** The starter screenplay under another id and name, with five rounds instead of six. */
const harbour = (changes: Record<string, unknown> = {}) => ({
  ...structuredClone(SHIPPED_SCREENPLAYS.starter),
  id: 'harbour',
  name: harbourName,
  rounds: 5,
  ...changes,
});

describe('imported screenplays (identity and teams as processes, licensed for two simulations)', () => {
  let api: Requester;
  let db: Kysely<WorldsTables>;
  let admin: Partial<Caller>;
  const teacher: Partial<Caller> = { userId: randomUUID(), roles: ['licensed'] };
  const student: Partial<Caller> = { userId: randomUUID(), roles: [] };
  let worldId: string;
  const license = suiteLicense({ licensee: 'Screenplay School', seats: 10, simulations: 2, membersPerInstructor: 50 });
  const suite = worldsSuite('screenplays', { peerEnv: license.peerEnv, prepare: license.prepare });
  const send = (def: MessageDef, payload: object, caller: Partial<Caller> | undefined = admin) => api.send(def, payload, { caller });
  const importFile = (fileName: string, content: string, caller = admin) => send(s.import, { fileName, content }, caller);
  const stored = () => db.selectFrom('screenplay').select(['id', 'version']).orderBy('id').execute();
  const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

  beforeAll(async () => {
    api = suite.api;
    db = suite.service.db as Kysely<WorldsTables>;
    // The first account of an installation is its admin.
    const account = await api.call(identityMessages.signUp, { email: 'ada@screenplays.example', displayName: 'Ada Admin', password: 'a long password' });
    admin = { userId: account.userId, roles: account.roles };
  }, 90_000);

  it('answers admins only (110123), and lists the shipped screenplays as version 1', async () => {
    expect((await send(s.list, {}, teacher)).code).toBe(ErrorCode.participantNotAuthorized);
    expect((await importFile('harbour.yaml', stringify(harbour()), teacher)).code).toBe(ErrorCode.participantNotAuthorized);
    expect((await send(s.remove, { screenplayId: 'harbour' }, teacher)).code).toBe(ErrorCode.participantNotAuthorized);
    expect(await api.call(s.list, {}, { caller: admin })).toEqual([
      expect.objectContaining({ id: 'starter', origin: 'shipped', version: 1, rounds: 6, markets: 1, worlds: 0, worldNames: [], importedBy: null }),
      expect.objectContaining({ id: 'global', origin: 'shipped', version: 1, rounds: 8, markets: 3 }),
    ]);
    expect(await stored()).toEqual([]);
  });

  it('refuses a broken file with every problem by path, and changes nothing', async () => {
    const [students, ...others] = SHIPPED_SCREENPLAYS.starter.segments;
    const segments = [{ ...students, marketId: 'atlantis' }, ...others];
    const broken = harbour({ name: { en: 'Harbour bags', 'zh-Hans': '港口背包' }, segments });
    const answer = await importFile('harbour.yaml', stringify(broken));
    expect(answer.code).toBe(ErrorCode.verificationFailed);
    expect((answer.data as { details: unknown[] }).details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['name', 'th'], code: 'missingTranslation', locale: 'th' }),
        expect.objectContaining({
          path: ['segments', '0', 'marketId'],
          code: 'custom',
          message: 'unknown market "atlantis"',
          problem: 'unknownReference',
          kind: 'market',
          id: 'atlantis',
        }),
      ]),
    );
    const syntax = await importFile('harbour.json', '{ "id": "harbour",\n  "rounds": }');
    expect(syntax).toMatchObject({ code: ErrorCode.verificationFailed, data: { details: [{ path: [], code: 'syntax', format: 'json', line: 2 }] } });
    const shipped = await importFile('starter.json', JSON.stringify(SHIPPED_SCREENPLAYS.starter));
    expect(shipped).toMatchObject({ code: ErrorCode.verificationFailed, data: { details: [{ path: ['id'], code: 'shippedScreenplayId', id: 'starter' }] } });
    expect(await stored()).toEqual([]);
    expect((await api.call(w.screenplays, {}, { caller: teacher })).map((p) => p.id)).toEqual(['starter', 'global']);
  });

  it('imports a valid file: listed for admins and in the create-a-world form, its document for every service', async () => {
    const summary = await api.call(s.import, { fileName: 'harbour.yaml', content: stringify(harbour()) }, { caller: admin });
    expect(summary).toEqual(
      expect.objectContaining({
        id: 'harbour',
        name: harbourName,
        origin: 'imported',
        version: 1,
        rounds: 5,
        markets: 1,
        worlds: 0,
        worldNames: [],
        importedBy: 'Ada Admin',
      }),
    );
    expect((await api.call(s.list, {}, { caller: admin })).map((p) => `${p.id}:${p.origin}:${p.version}`)).toEqual([
      'starter:shipped:1',
      'global:shipped:1',
      'harbour:imported:1',
    ]);
    expect(await api.call(w.screenplays, {}, { caller: teacher })).toContainEqual({
      id: 'harbour',
      name: harbourName,
      description: SHIPPED_SCREENPLAYS.starter.description,
      rounds: 5,
    });
    // Not an admin's call: any service reads an imported document (and only an imported one).
    expect((await api.call(s.document, { screenplayId: 'harbour' })).document).toEqual(harbour());
    expect((await send(s.document, { screenplayId: 'starter' }, undefined)).code).toBe(ErrorCode.screenplayNotFound);
  });

  it('replaces an imported screenplay no world plays yet, one version up', async () => {
    const renamed = { ...harbourName, en: 'Harbour backpacks' };
    const summary = await api.call(s.import, { fileName: 'harbour.json', content: JSON.stringify(harbour({ name: renamed })) }, { caller: admin });
    expect(summary).toMatchObject({ id: 'harbour', version: 2, name: renamed });
    expect(await stored()).toEqual([{ id: 'harbour', version: 2 }]);
  });

  it('creates a world from an imported screenplay, whose details, resources and settings read it', async () => {
    const create = (input: object) =>
      api.send(w.create, { name: 'Harbour class', confirmName: 'Harbour class', screenplayId: 'harbour', startAt: inAnHour(), ...input }, { caller: teacher });
    expect((await create({ screenplayId: 'nowhere' })).code).toBe(ErrorCode.screenplayNotFound);
    expect(await create({ rounds: 6 })).toEqual({ code: ErrorCode.roundCountOutOfRange, data: { params: { min: 1, max: 5 } } });
    const created = await create({});
    expect(created.code).toBe(0);
    worldId = (created.data as { worldId: string }).worldId;
    await api.call(w.join, { worldId }, { caller: student });
    expect(await api.call(w.details, { worldId }, { caller: student })).toMatchObject({ name: 'Harbour class' });
    const { config, resources } = await api.call(w.resources, { worldId }, { caller: student });
    expect(config).toMatchObject({ rounds: 5, baseCurrency: 'USD' });
    expect(resources['screenplay']).toMatchObject({ id: 'harbour', name: { en: 'Harbour backpacks' } });
    expect(await api.call(w.settings, { worldId }, { caller: teacher })).toMatchObject({ rounds: 5 });
    expect(await api.call(w.updateSettings, { worldId, rounds: 4 }, { caller: teacher })).toMatchObject({ rounds: 4 });
    expect((await api.send(w.updateSettings, { worldId, rounds: 6 }, { caller: teacher })).code).toBe(ErrorCode.roundCountOutOfRange);
    expect(await api.call(w.roundPlan, { worldId })).toMatchObject({ screenplayId: 'harbour', rounds: 4 });
    // As every other service finds it: asked of worlds by the world's id, then by the screenplay's.
    expect(await worldScreenplay(api, worldId)).toMatchObject({ id: 'harbour', rounds: 5, name: { en: 'Harbour backpacks' } });
  });

  it('keeps a screenplay a world plays: neither replaced nor removed, and listed with its world', async () => {
    const again = await importFile('harbour.yaml', stringify(harbour()));
    const inUse = (path: string[], action: string) => ({
      code: ErrorCode.verificationFailed,
      data: { details: [{ path, code: 'screenplayInUse', worlds: 1, action }] },
    });
    expect(again).toMatchObject(inUse(['id'], 'reimport'));
    const removal = await send(s.remove, { screenplayId: 'harbour' });
    expect(removal).toMatchObject(inUse(['screenplayId'], 'remove'));
    expect(await stored()).toEqual([{ id: 'harbour', version: 2 }]);
    const listed = (await api.call(s.list, {}, { caller: admin })).find((p) => p.id === 'harbour');
    expect(listed).toMatchObject({ version: 2, worlds: 1, worldNames: ['Harbour class'] });
  });

  it('removes an imported screenplay no world plays (130011 for a shipped or unknown one)', async () => {
    await api.call(s.import, { fileName: 'spare.yml', content: stringify(harbour({ id: 'spare' })) }, { caller: admin });
    expect(await api.call(s.remove, { screenplayId: 'spare' }, { caller: admin })).toEqual({ screenplayId: 'spare' });
    expect((await send(s.document, { screenplayId: 'spare' })).code).toBe(ErrorCode.screenplayNotFound);
    expect((await send(s.remove, { screenplayId: 'starter' })).code).toBe(ErrorCode.screenplayNotFound);
    expect((await send(s.remove, { screenplayId: 'spare' })).code).toBe(ErrorCode.screenplayNotFound);
    expect(await stored()).toEqual([{ id: 'harbour', version: 2 }]);
  });

  it("counts only worlds not archived against the license, and leaves archived ones out of their members' lists", async () => {
    const create = (name: string) => api.send(w.create, { name, confirmName: name, screenplayId: 'starter', startAt: inAnHour() }, { caller: teacher });
    expect((await create('Second')).code).toBe(0);
    expect(await create('Third')).toEqual({ code: ErrorCode.licenseSimulationLimit, data: { params: { count: 2 } } });
    await db.updateTable('world').set({ archived_at: new Date() }).where('id', '=', worldId).execute();
    expect((await create('Third')).code).toBe(0);
    expect((await api.call(w.listMine, {}, { caller: teacher })).map((x) => x.name)).toEqual(['Third', 'Second']);
    expect(await api.call(w.listMine, {}, { caller: student })).toEqual([]);
  });

  it('records imports and removals in the audit log, under no world', async () => {
    const rows = await db
      .selectFrom('audit')
      .select(['action', 'result_code', 'world_id'])
      .where('action', 'like', 'admin.screenplay.%')
      .orderBy('id')
      .execute();
    expect(rows.every((r) => r.world_id === null)).toBe(true);
    expect(rows.map((r) => `${r.action}:${r.result_code}`)).toEqual([
      'admin.screenplay.import:110123',
      'admin.screenplay.remove:110123',
      'admin.screenplay.import:9001',
      'admin.screenplay.import:9001',
      'admin.screenplay.import:9001',
      'admin.screenplay.import:0',
      'admin.screenplay.import:0',
      'admin.screenplay.import:9001',
      'admin.screenplay.remove:9001',
      'admin.screenplay.import:0',
      'admin.screenplay.remove:0',
      'admin.screenplay.remove:130011',
      'admin.screenplay.remove:130011',
    ]);
  });
});
