import { ErrorCode, productsMessages as p } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { as, decisionServiceSuite, itKeepsDecisionPacts, moveToNextRound, type PlayableWorld } from '@simbiz/testing';
import { randomUUID } from 'node:crypto';
import { productsMigrations } from './database/migrations';
import { ProductsModule } from './products.module';

const design = { attributes: [{ attributeId: 'sleeve', grade: 1 }], valuePropositionIds: ['value'] };

describe('brands, models and production plans (identity, worlds, teams and warehouse as processes)', () => {
  let api: Requester;
  let world: PlayableWorld;
  let worldId: string;
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;

  const suite = decisionServiceSuite('products', {
    requester: (nc, prefix) => new Requester(nc, prefix, 5_000),
    peers: ['warehouse'],
    service: (options) => bootstrapService({ name: 'products', module: ProductsModule, migrations: productsMigrations }, options),
    worldName: 'Products',
  });

  beforeAll(() => {
    ({ api, world } = suite);
    worldId = world.worldId;
  });

  const ann = () => as(world.people['ann']);
  const bo = () => as(world.people['bo']);

  it('keeps brand names unique in a company, whatever the case, and renames brands of this round', async () => {
    const brand = await api.call(p.createBrand, { worldId, name: 'Trailhead' }, ann());
    expect(await code(api.send(p.createBrand, { worldId, name: 'TRAILHEAD' }, ann()))).toBe(ErrorCode.brandNameExists);
    expect((await api.call(p.createBrand, { worldId, name: 'Trailhead' }, bo())).name).toBe('Trailhead');
    expect((await api.call(p.renameBrand, { worldId, brandId: brand.brandId, name: 'Summit' }, ann())).name).toBe('Summit');
    expect(await api.call(p.listBrands, { worldId }, ann())).toEqual([{ brandId: brand.brandId, name: 'Summit', createdRound: 1, modelCount: 0 }]);
  });

  it('designs models by the rules of section 5, with unique names, on the company’s own brands', async () => {
    const [brand] = await api.call(p.listBrands, { worldId }, ann());
    const brandId = brand?.brandId ?? '';
    expect(await code(api.send(p.createModel, { worldId, brandId: randomUUID(), name: 'X', ...design }, ann()))).toBe(ErrorCode.brandNotFound);
    expect(await code(api.send(p.createModel, { worldId, brandId, name: 'X', ...design, attributes: [] }, ann()))).toBe(ErrorCode.physicalAttributeCount);
    expect(await code(api.send(p.createModel, { worldId, brandId, name: 'X', ...design, valuePropositionIds: ['value', 'eco', 'stylish'] }, ann()))).toBe(
      ErrorCode.valuePropositionCount,
    );
    expect(await api.send(p.createModel, { worldId, brandId, name: 'X', ...design, attributes: [{ attributeId: 'sleeve', grade: 9 }] }, ann())).toMatchObject({
      code: ErrorCode.gradeOutOfRange,
      data: { params: { min: 1 } },
    });
    const model = await api.call(p.createModel, { worldId, brandId, name: 'Campus', ...design }, ann());
    expect(model).toMatchObject({ brandId, name: 'Campus', createdRound: 1, inProduction: false });
    expect(await code(api.send(p.createModel, { worldId, brandId, name: 'campus', ...design }, ann()))).toBe(ErrorCode.modelNameExists);
    expect((await api.call(p.listBrands, { worldId }, ann()))[0]?.modelCount).toBe(1);
  });

  it('keeps user personas bound to market segments, with unique names, and binds one to a model (280001-280009)', async () => {
    const persona = await api.call(p.createPersona, { worldId, name: 'Student', segmentIds: ['students', 'commuters'] }, ann());
    expect(persona).toMatchObject({ name: 'Student', segmentIds: ['students', 'commuters'], createdRound: 1, modelCount: 0 });
    expect(await code(api.send(p.createPersona, { worldId, name: 'STUDENT', segmentIds: ['students'] }, ann()))).toBe(ErrorCode.personaNameExists);
    expect(await code(api.send(p.createPersona, { worldId, name: 'Hiker', segmentIds: ['adventurers', 'adventurers'] }, ann()))).toBe(
      ErrorCode.personaSegmentRepeated,
    );
    expect(await code(api.send(p.createPersona, { worldId, name: 'Hiker', segmentIds: [] }, ann()))).toBe(ErrorCode.personaSegmentRequired);
    expect(await code(api.send(p.createPersona, { worldId, name: 'Hiker', segmentIds: ['nowhere'] }, ann()))).toBe(ErrorCode.personaSegmentRequired);
    expect((await api.call(p.updatePersona, { worldId, personaId: persona.personaId, segmentIds: ['students'] }, ann())).segmentIds).toEqual(['students']);
    const [model] = await api.call(p.listModels, { worldId }, ann());
    const modelId = model?.modelId ?? '';
    expect(await code(api.send(p.updateModel, { worldId, modelId, personaId: randomUUID() }, ann()))).toBe(ErrorCode.personaNotFound);
    const bosPersona = await api.call(p.createPersona, { worldId, name: 'Student', segmentIds: ['students'] }, bo());
    expect(await code(api.send(p.updateModel, { worldId, modelId, personaId: bosPersona.personaId }, ann()))).toBe(ErrorCode.personaNotFound);
    expect((await api.call(p.updateModel, { worldId, modelId, personaId: persona.personaId }, ann())).personaId).toBe(persona.personaId);
    expect(await code(api.send(p.deletePersona, { worldId, personaId: persona.personaId }, ann()))).toBe(ErrorCode.personaBoundToModel);
    expect((await api.call(p.listPersonas, { worldId }, ann())).map((x) => [x.name, x.modelCount])).toEqual([['Student', 1]]);
    const spare = await api.call(p.createPersona, { worldId, name: 'Spare', segmentIds: ['adventurers'] }, ann());
    expect(await api.call(p.deletePersona, { worldId, personaId: spare.personaId }, ann())).toEqual({ deleted: true });
  });

  it('plans production within the round’s capacity, into a storage the company has, and then locks the model', async () => {
    const [model] = await api.call(p.listModels, { worldId }, ann());
    const modelId = model?.modelId ?? '';
    expect(await api.send(p.createProduction, { worldId, modelId, quantity: 10_000_000, warehouseId: 'central' }, ann())).toMatchObject({
      code: ErrorCode.productionCapacityExceeded,
      data: { params: { capacity: expect.any(Number) } },
    });
    expect(await code(api.send(p.createProduction, { worldId, modelId, quantity: 100, warehouseId: 'city' }, ann()))).toBe(ErrorCode.storageNotFound);
    const plan = await api.call(p.createProduction, { worldId, modelId, quantity: 1_500, warehouseId: 'central' }, ann());
    expect(plan).toMatchObject({ modelId, quantity: 1_500, warehouseId: 'central', round: 1, produced: null });
    expect((await api.call(p.updateProduction, { worldId, planId: plan.planId, quantity: 2_000 }, ann())).quantity).toBe(2_000);
    expect((await api.call(p.listModels, { worldId }, ann()))[0]?.inProduction).toBe(true);
    expect(await code(api.send(p.updateModel, { worldId, modelId, name: 'Renamed' }, ann()))).toBe(ErrorCode.modelInUse);
    expect(await code(api.send(p.deleteModel, { worldId, modelId }, ann()))).toBe(ErrorCode.modelInUse);
    expect(await code(api.send(p.deleteBrand, { worldId, brandId: model?.brandId ?? '' }, ann()))).toBe(ErrorCode.brandHasModels);
  });

  it('keeps each company to its own items, and managers and strangers out', async () => {
    const [annBrand] = await api.call(p.listBrands, { worldId }, ann());
    const [annModel] = await api.call(p.listModels, { worldId }, ann());
    expect((await api.call(p.listBrands, { worldId }, bo())).map((b) => b.brandId)).not.toContain(annBrand?.brandId);
    expect(await code(api.send(p.renameBrand, { worldId, brandId: annBrand?.brandId ?? '', name: 'Mine' }, bo()))).toBe(ErrorCode.brandNotFound);
    expect(await code(api.send(p.createProduction, { worldId, modelId: annModel?.modelId ?? '', quantity: 1, warehouseId: 'central' }, bo()))).toBe(
      ErrorCode.modelNotFound,
    );
    expect(await api.call(p.listProductions, { worldId }, bo())).toEqual([]);
    expect(await code(api.send(p.createBrand, { worldId, name: 'Teacher brand' }, as(world.people['teacher'])))).toBe(ErrorCode.worldNotAuthorized);
    expect(await code(api.send(p.listBrands, { worldId }, as({ userId: randomUUID(), roles: [] })))).toBe(ErrorCode.notParticipant);
  });

  it('gives the engine the round’s brands, models and plans, then refuses the round’s decisions (130053)', async () => {
    const snapshot = await api.call(p.snapshot, { worldId, round: 1 });
    const mine = snapshot.companies[world.companies['ann'] ?? ''];
    expect(mine?.brands.map((b) => b.name)).toEqual(['Summit']);
    expect(mine?.models).toEqual([expect.objectContaining({ name: 'Campus', attributes: design.attributes, valuePropositionIds: design.valuePropositionIds })]);
    expect(mine?.production).toEqual([{ modelId: mine?.models[0]?.id, quantity: 2_000, warehouseId: 'central' }]);
    const [persona] = await api.call(p.listPersonas, { worldId }, ann());
    expect(mine?.personas).toEqual([{ id: persona?.personaId, name: 'Student', segmentIds: ['students'] }]);
    expect(mine?.models[0]?.personaIds).toEqual([persona?.personaId]);
    expect(await code(api.send(p.createBrand, { worldId, name: 'Too late' }, ann()))).toBe(ErrorCode.decisionsBeingSubmitted);
  });

  it('shows what was made once the round is applied, the same however often it is applied', async () => {
    const [model] = await api.call(p.listModels, { worldId }, ann());
    const companies = {
      [world.companies['ann'] ?? '']: { productions: [{ modelId: model?.modelId ?? '', warehouseId: 'central', quantity: 1_800, unitCost: 2_150 }] },
    };
    await api.call(p.apply, { worldId, round: 1, companies });
    await api.call(p.apply, { worldId, round: 1, companies });
    expect(await api.call(p.listProductions, { worldId }, ann())).toEqual([expect.objectContaining({ produced: 1_800, unitCost: 2_150 })]);
  });

  it('lets only items of the current round be changed once the next round runs (130049, 130047)', async () => {
    await moveToNextRound(api, worldId, world.people['teacher']);
    const [brand] = await api.call(p.listBrands, { worldId }, ann());
    const [plan] = await api.call(p.listProductions, { worldId }, ann());
    expect(await code(api.send(p.renameBrand, { worldId, brandId: brand?.brandId ?? '', name: 'Later' }, ann()))).toBe(ErrorCode.onlyCurrentRoundEditable);
    expect(await code(api.send(p.deleteProduction, { worldId, planId: plan?.planId ?? '' }, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
    expect((await api.call(p.createBrand, { worldId, name: 'Round two' }, ann())).createdRound).toBe(2);
  });

  it('lets only personas of the current round be changed or deleted (130047, 130049)', async () => {
    const [persona] = await api.call(p.listPersonas, { worldId }, ann());
    const personaId = persona?.personaId ?? '';
    expect(await code(api.send(p.updatePersona, { worldId, personaId, name: 'Later' }, ann()))).toBe(ErrorCode.onlyCurrentRoundEditable);
    expect(await code(api.send(p.deletePersona, { worldId, personaId }, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
  });

  it('refuses a decision that names a round no longer current (130059), even when it did not come through the gateway', async () => {
    const inRound = (roundId: string) => ({ caller: { ...(world.people['ann'] ?? { roles: [] }), roundId } });
    expect(await code(api.send(p.createBrand, { worldId, name: 'Meant for round one' }, inRound('1')))).toBe(ErrorCode.roundNotLatest);
    expect((await api.call(p.createBrand, { worldId, name: 'Meant for round two' }, inRound('2'))).createdRound).toBe(2);
    expect((await api.call(p.listBrands, { worldId }, ann())).map((b) => b.name)).not.toContain('Meant for round one');
  });

  itKeepsDecisionPacts(suite, {
    provider: 'products',
    gateway: { 'the brands of a team': p.listBrands, 'a stranger creating a brand': p.createBrand },
    engine: {
      'the products snapshot of round 1': p.snapshot,
      'the products draft of a company in round 1': p.draft,
      'the products slice of round 1': p.apply,
    },
  });
});
