import { ErrorCode, financeMessages, productsMessages as p, storesMessages, teamsMessages } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { as, decisionServiceSuite, itKeepsDecisionPacts, moveToNextRound, type PlayableWorld, playableWorld } from '@simbiz/testing';
import { randomUUID } from 'node:crypto';
import { productsMigrations } from './database/migrations';
import { ProductsModule } from './products.module';

const design = { attributes: [{ attributeId: 'sleeve', grade: 1 }], valuePropositionIds: ['value'] };

describe('brands, models and production plans (identity, worlds, teams, warehouse and finance as processes)', () => {
  let api: Requester;
  let world: PlayableWorld;
  let worldId: string;
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;

  const suite = decisionServiceSuite('products', {
    requester: (nc, prefix) => new Requester(nc, prefix, 5_000),
    peers: ['warehouse', 'finance', 'stores'],
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
    expect((await api.call(p.renameBrand, { worldId, brandId: brand.brandId, version: brand.version, name: 'Summit' }, ann())).name).toBe('Summit');
    expect(await api.call(p.listBrands, { worldId }, ann())).toEqual([{ brandId: brand.brandId, version: 2, name: 'Summit', createdRound: 1, modelCount: 0 }]);
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

  it('keeps a model on sale in a store as it is (170029, section 4), and lets it change once it is offline', async () => {
    const [brand] = await api.call(p.listBrands, { worldId }, ann());
    const model = await api.call(p.createModel, { worldId, brandId: brand?.brandId ?? '', name: 'Listed', ...design }, ann());
    const store = await api.call(storesMessages.openStore, { worldId, platformId: 'shopmall' }, ann());
    const product = await api.call(storesMessages.createProduct, { worldId, storeId: store.storeId, modelId: model.modelId, price: 5_000 }, ann());
    expect(await code(api.send(p.updateModel, { worldId, modelId: model.modelId, version: model.version, name: 'Relisted' }, ann()))).toBe(
      ErrorCode.modelInUse,
    );
    expect(await code(api.send(p.deleteModel, { worldId, modelId: model.modelId, version: model.version }, ann()))).toBe(ErrorCode.modelInUse);
    const offline = await api.call(storesMessages.setProductOnline, { worldId, productId: product.productId, version: product.version, online: false }, ann());
    const relisted = await api.call(p.updateModel, { worldId, modelId: model.modelId, version: model.version, name: 'Relisted' }, ann());
    expect(relisted.name).toBe('Relisted');
    await api.call(storesMessages.deleteProduct, { worldId, productId: product.productId, version: offline.version }, ann());
    expect(await api.call(p.deleteModel, { worldId, modelId: model.modelId, version: relisted.version }, ann())).toEqual({ deleted: true });
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
    const student = await api.call(p.updatePersona, { worldId, personaId: persona.personaId, version: persona.version, segmentIds: ['students'] }, ann());
    expect(student.segmentIds).toEqual(['students']);
    const [model] = await api.call(p.listModels, { worldId }, ann());
    const modelId = model?.modelId ?? '';
    const version = model?.version ?? 1;
    expect(await code(api.send(p.updateModel, { worldId, modelId, version, personaId: randomUUID() }, ann()))).toBe(ErrorCode.personaNotFound);
    const bosPersona = await api.call(p.createPersona, { worldId, name: 'Student', segmentIds: ['students'] }, bo());
    expect(await code(api.send(p.updateModel, { worldId, modelId, version, personaId: bosPersona.personaId }, ann()))).toBe(ErrorCode.personaNotFound);
    expect((await api.call(p.updateModel, { worldId, modelId, version, personaId: persona.personaId }, ann())).personaId).toBe(persona.personaId);
    expect(await code(api.send(p.deletePersona, { worldId, personaId: persona.personaId, version: student.version }, ann()))).toBe(
      ErrorCode.personaBoundToModel,
    );
    expect((await api.call(p.listPersonas, { worldId }, ann())).map((x) => [x.name, x.modelCount])).toEqual([['Student', 1]]);
    const spare = await api.call(p.createPersona, { worldId, name: 'Spare', segmentIds: ['adventurers'] }, ann());
    expect(await api.call(p.deletePersona, { worldId, personaId: spare.personaId, version: spare.version }, ann())).toEqual({ deleted: true });
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
    expect((await api.call(p.updateProduction, { worldId, planId: plan.planId, version: plan.version, quantity: 2_000 }, ann())).quantity).toBe(2_000);
    expect((await api.call(p.listModels, { worldId }, ann()))[0]?.inProduction).toBe(true);
    const version = model?.version ?? 1;
    expect(await code(api.send(p.updateModel, { worldId, modelId, version, name: 'Renamed' }, ann()))).toBe(ErrorCode.modelInUse);
    expect(await code(api.send(p.deleteModel, { worldId, modelId, version }, ann()))).toBe(ErrorCode.modelInUse);
    const brand = (await api.call(p.listBrands, { worldId }, ann())).find((b) => b.brandId === model?.brandId);
    expect(await code(api.send(p.deleteBrand, { worldId, brandId: brand?.brandId ?? '', version: brand?.version ?? 1 }, ann()))).toBe(ErrorCode.brandHasModels);
  });

  it('keeps each company to its own items, and managers and strangers out', async () => {
    const [annBrand] = await api.call(p.listBrands, { worldId }, ann());
    const [annModel] = await api.call(p.listModels, { worldId }, ann());
    expect((await api.call(p.listBrands, { worldId }, bo())).map((b) => b.brandId)).not.toContain(annBrand?.brandId);
    // bo knows no version of ann's brand: a write made up for it states the first.
    expect(await code(api.send(p.renameBrand, { worldId, brandId: annBrand?.brandId ?? '', version: 1, name: 'Mine' }, bo()))).toBe(ErrorCode.brandNotFound);
    expect(await code(api.send(p.createProduction, { worldId, modelId: annModel?.modelId ?? '', quantity: 1, warehouseId: 'central' }, bo()))).toBe(
      ErrorCode.modelNotFound,
    );
    expect(await api.call(p.listProductions, { worldId }, bo())).toEqual([]);
    expect(await code(api.send(p.createBrand, { worldId, name: 'Teacher brand' }, as(world.people['teacher'])))).toBe(ErrorCode.worldNotAuthorized);
    expect(await code(api.send(p.listBrands, { worldId }, as({ userId: randomUUID(), roles: [] })))).toBe(ErrorCode.notParticipant);
  });

  it('plans R&D one plan per attribute, to a grade it can reach, changed only by its company (180001-180017)', async () => {
    const plan = (attributeId: string, targetGrade: number, investmentPerRound: number) => ({ worldId, attributeId, targetGrade, investmentPerRound });
    expect(await code(api.send(p.createRdPlan, plan('nowhere', 3, 1_000), ann()))).toBe(ErrorCode.prototypeNotFound);
    expect(await api.send(p.createRdPlan, plan('sleeve', 7, 1_000), ann())).toMatchObject({
      code: ErrorCode.gradeOutOfRange,
      data: { params: { min: 3, max: 6 } },
    });
    expect(await code(api.send(p.createRdPlan, plan('sleeve', 2, 1_000), ann()))).toBe(ErrorCode.gradeAlreadyReached);
    const sleeve = await api.call(p.createRdPlan, plan('sleeve', 5, 3_000_000), ann());
    expect(sleeve).toMatchObject({ attributeId: 'sleeve', targetGrade: 5, createdRound: 1, stoppedRound: null, status: 'planned', invested: 0 });
    expect(await code(api.send(p.createRdPlan, plan('sleeve', 3, 1_000), ann()))).toBe(ErrorCode.rdPlanExists);
    expect(await code(api.send(p.updateRdPlan, { worldId, planId: sleeve.planId, version: sleeve.version, targetGrade: 9 }, ann()))).toBe(
      ErrorCode.gradeOutOfRange,
    );
    expect((await api.call(p.updateRdPlan, { worldId, planId: sleeve.planId, version: sleeve.version, targetGrade: 4 }, ann())).targetGrade).toBe(4);
    await api.call(p.createRdPlan, plan('weight', 4, 5_000_000), ann());
    await api.call(p.createRdPlan, plan('frame', 2, 2_000_000), ann());
    const spare = await api.call(p.createRdPlan, plan('capacity', 5, 1_000), ann());
    expect(await code(api.send(p.stopRdPlan, { worldId, planId: spare.planId, version: spare.version }, ann()))).toBe(ErrorCode.rdPlanNotFound);
    for (const mine of [p.updateRdPlan, p.deleteRdPlan, p.stopRdPlan]) {
      expect(await code(api.send(mine, { worldId, planId: spare.planId, version: 1 }, bo()))).toBe(ErrorCode.rdPlanNotFound);
    }
    expect(await api.call(p.deleteRdPlan, { worldId, planId: spare.planId, version: spare.version }, ann())).toEqual({ deleted: true });
    const research = await api.call(p.research, { worldId }, ann());
    expect(research.setbackChance).toBe(0.15);
    expect(research.standings.find((s) => s.attributeId === 'sleeve')).toEqual({
      attributeId: 'sleeve',
      grade: 2,
      gradeMax: 6,
      progress: 0,
      stepCosts: [2_250_000, 2_625_000, 3_000_000, 3_375_000],
    });
    expect(research.plans.map((x) => [x.attributeId, x.targetGrade, x.status])).toEqual([
      ['sleeve', 4, 'planned'],
      ['weight', 4, 'planned'],
      ['frame', 2, 'planned'],
    ]);
    expect(await api.call(p.research, { worldId }, bo())).toMatchObject({ plans: [], prototypes: [] });
  });

  it('gives the engine the round’s brands, models, plans and R&D investments, then refuses the round’s decisions (130053)', async () => {
    const snapshot = await api.call(p.snapshot, { worldId, round: 1 });
    const mine = snapshot.companies[world.companies['ann'] ?? ''];
    expect(mine?.brands.map((b) => b.name)).toEqual(['Summit']);
    expect(mine?.models).toEqual([expect.objectContaining({ name: 'Campus', attributes: design.attributes, valuePropositionIds: design.valuePropositionIds })]);
    expect(mine?.production).toEqual([{ modelId: mine?.models[0]?.id, quantity: 2_000, warehouseId: 'central' }]);
    const [persona] = await api.call(p.listPersonas, { worldId }, ann());
    expect(mine?.personas).toEqual([{ id: persona?.personaId, name: 'Student', segmentIds: ['students'] }]);
    expect(mine?.models[0]?.personaIds).toEqual([persona?.personaId]);
    expect(mine?.rnd).toEqual([
      { attributeId: 'sleeve', investment: 3_000_000 },
      { attributeId: 'weight', investment: 4_875_000 },
      { attributeId: 'frame', investment: 1_875_000 },
    ]);
    expect(snapshot.companies[world.companies['bo'] ?? '']?.rnd).toEqual([]);
    expect(await code(api.send(p.createBrand, { worldId, name: 'Too late' }, ann()))).toBe(ErrorCode.decisionsBeingSubmitted);
  });

  it('shows what was made and researched once the round is applied, the same however often it is applied', async () => {
    const [model] = await api.call(p.listModels, { worldId }, ann());
    const productions = [{ modelId: model?.modelId ?? '', warehouseId: 'central', quantity: 1_800, unitCost: 2_150 }];
    const invested = [
      { attributeId: 'sleeve', amount: 3_000_000, setback: false },
      { attributeId: 'weight', amount: 4_875_000, setback: false },
      { attributeId: 'frame', amount: 1_875_000, setback: false },
    ];
    const prototypes = [
      { number: 1, attributeId: 'sleeve', grade: 3, round: 1 },
      { number: 2, attributeId: 'weight', grade: 3, round: 1 },
      { number: 3, attributeId: 'weight', grade: 4, round: 1 },
      { number: 4, attributeId: 'frame', grade: 2, round: 1 },
    ];
    const grades = { sleeve: { grade: 3, progress: 750_000 }, weight: { grade: 4, progress: 0 }, frame: { grade: 2, progress: 0 } };
    const slice = (research: { grades: Record<string, { grade: number; progress: number }>; prototypes: typeof prototypes }) => ({
      worldId,
      round: 1,
      companies: { [world.companies['ann'] ?? '']: { productions, research: { ...research, invested } } },
    });
    // A first run that the re-run replaces: a prototype it no longer lists goes, grades are overwritten.
    await api.call(
      p.apply,
      slice({
        grades: { ...grades, capacity: { grade: 4, progress: 0 } },
        prototypes: [...prototypes, { number: 5, attributeId: 'capacity', grade: 4, round: 1 }],
      }),
    );
    await api.call(p.apply, slice({ grades: { ...grades, capacity: { grade: 3, progress: 0 } }, prototypes }));
    await api.call(p.apply, slice({ grades: { ...grades, capacity: { grade: 3, progress: 0 } }, prototypes }));
    expect(await api.call(p.listProductions, { worldId }, ann())).toEqual([expect.objectContaining({ produced: 1_800, unitCost: 2_150 })]);
    const research = await api.call(p.research, { worldId }, ann());
    expect(research.plans.map((x) => [x.attributeId, x.invested])).toEqual([
      ['sleeve', 3_000_000],
      ['weight', 4_875_000],
      ['frame', 1_875_000],
    ]);
    expect(research.plans.slice(1).map((x) => x.status)).toEqual(['completed', 'completed']);
    expect(research.prototypes.map((x) => [x.number, x.attributeId, x.grade, x.modelId])).toEqual(
      prototypes.map((x) => [x.number, x.attributeId, x.grade, null]),
    );
    expect(research.standings.find((x) => x.attributeId === 'capacity')?.grade).toBe(3);
  });

  it('lets only items of the current round be changed once the next round runs (130049, 130047)', async () => {
    await moveToNextRound(api, worldId, world.people['teacher']);
    const [brand] = await api.call(p.listBrands, { worldId }, ann());
    const [plan] = await api.call(p.listProductions, { worldId }, ann());
    expect(await code(api.send(p.renameBrand, { worldId, brandId: brand?.brandId ?? '', version: brand?.version ?? 1, name: 'Later' }, ann()))).toBe(
      ErrorCode.onlyCurrentRoundEditable,
    );
    expect(await code(api.send(p.deleteProduction, { worldId, planId: plan?.planId ?? '', version: plan?.version ?? 1 }, ann()))).toBe(
      ErrorCode.onlyCurrentRoundDeletable,
    );
    expect((await api.call(p.createBrand, { worldId, name: 'Round two' }, ann())).createdRound).toBe(2);
  });

  it('lets only personas of the current round be changed or deleted (130047, 130049)', async () => {
    const [persona] = await api.call(p.listPersonas, { worldId }, ann());
    const personaId = persona?.personaId ?? '';
    const version = persona?.version ?? 1;
    expect(await code(api.send(p.updatePersona, { worldId, personaId, version, name: 'Later' }, ann()))).toBe(ErrorCode.onlyCurrentRoundEditable);
    expect(await code(api.send(p.deletePersona, { worldId, personaId, version }, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
  });

  it('funds a plan until researched or stopped, one per attribute at a time (180019, 180013, 180011, 130047, 130049)', async () => {
    const annId = world.companies['ann'] ?? '';
    const rnd = async () => (await api.call(p.draft, { worldId, round: 2, companyId: annId })).companies[annId]?.rnd;
    const research = await api.call(p.research, { worldId }, ann());
    const [sleeve] = research.plans;
    const planId = sleeve?.planId ?? '';
    expect(sleeve).toMatchObject({ attributeId: 'sleeve', status: 'inProgress', invested: 3_000_000 });
    expect(research.standings.find((x) => x.attributeId === 'sleeve')).toMatchObject({
      grade: 3,
      progress: 750_000,
      stepCosts: [2_625_000, 3_000_000, 3_375_000],
    });
    const plan = (attributeId: string, targetGrade: number, investmentPerRound: number) => ({ worldId, attributeId, targetGrade, investmentPerRound });
    expect(await code(api.send(p.createRdPlan, plan('sleeve', 5, 1_000), ann()))).toBe(ErrorCode.rdPlanInProgress);
    const version = sleeve?.version ?? 1;
    expect(await code(api.send(p.updateRdPlan, { worldId, planId, version, investmentPerRound: 1_000 }, ann()))).toBe(ErrorCode.onlyCurrentRoundEditable);
    expect(await code(api.send(p.deleteRdPlan, { worldId, planId, version }, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
    expect((await api.call(p.createRdPlan, plan('weight', 6, 1_000_000), ann())).status).toBe('planned');
    expect(await code(api.send(p.createRdPlan, plan('weight', 5, 1_000), ann()))).toBe(ErrorCode.rdPlanExists);
    // The rest of grade 4 is 2,625,000 − 750,000; completed plans fund nothing.
    expect(await rnd()).toEqual([
      { attributeId: 'sleeve', investment: 1_875_000 },
      { attributeId: 'weight', investment: 1_000_000 },
    ]);
    const stopped = await api.call(p.stopRdPlan, { worldId, planId, version }, ann());
    expect(stopped).toMatchObject({ status: 'stopped', stoppedRound: 2 });
    expect(await code(api.send(p.stopRdPlan, { worldId, planId, version: stopped.version }, ann()))).toBe(ErrorCode.rdPlanNotFound);
    await api.call(p.createRdPlan, plan('sleeve', 5, 2_000_000), ann());
    expect(await rnd()).toEqual([
      { attributeId: 'weight', investment: 1_000_000 },
      { attributeId: 'sleeve', investment: 2_000_000 },
    ]);
    expect((await api.call(p.draft, { worldId, round: 2, companyId: world.companies['bo'] ?? '' })).companies[annId]).toBeUndefined();
  });

  it('lets a model have the grades its company researched (180007)', async () => {
    const [brand] = await api.call(p.listBrands, { worldId }, ann());
    const model = { worldId, brandId: brand?.brandId ?? '', valuePropositionIds: ['value'] };
    expect(await api.send(p.createModel, { ...model, name: 'Too far', attributes: [{ attributeId: 'sleeve', grade: 4 }] }, ann())).toMatchObject({
      code: ErrorCode.gradeOutOfRange,
      data: { params: { min: 1, max: 3 } },
    });
    const attributes = [
      { attributeId: 'sleeve', grade: 3 },
      { attributeId: 'weight', grade: 4 },
    ];
    expect((await api.call(p.createModel, { ...model, name: 'Researched', attributes }, ann())).attributes).toEqual(attributes);
    // bo researched nothing: the starting grade is all it has.
    const [bosBrand] = await api.call(p.listBrands, { worldId }, bo());
    expect(await code(api.send(p.createModel, { ...model, brandId: bosBrand?.brandId ?? '', name: 'Copy', attributes }, bo()))).toBe(ErrorCode.gradeOutOfRange);
  });

  it('binds prototypes to models of this round, which take their grade, and frees them (180001-180009, 170021-170029)', async () => {
    const [brand] = await api.call(p.listBrands, { worldId }, ann());
    const newModel = async (name: string, attributes: { attributeId: string; grade: number }[], who = ann(), brandId = brand?.brandId ?? '') =>
      (await api.call(p.createModel, { worldId, brandId, name, attributes, valuePropositionIds: ['value'] }, who)).modelId;
    const { prototypes } = await api.call(p.research, { worldId }, ann());
    const [sleeve3, weight3, weight4, frame2] = prototypes.map((x) => x.prototypeId);
    // The versions ann's pages show: of a prototype (research) and of a model (models); one they do not show (a made-up id) is at 1.
    const prototypeVersion = async (prototypeId: string | undefined) =>
      (await api.call(p.research, { worldId }, ann())).prototypes.find((x) => x.prototypeId === prototypeId)?.version ?? 1;
    const modelOf = async (modelId: string) => (await api.call(p.listModels, { worldId }, ann())).find((m) => m.modelId === modelId);
    const modelVersion = async (modelId: string) => (await modelOf(modelId))?.version ?? 1;
    const bind = async (prototypeId: string | undefined, modelId: string, who = ann(), version?: number) =>
      api.send(p.bindPrototype, { worldId, prototypeId: prototypeId ?? '', version: version ?? (await prototypeVersion(prototypeId)), modelId }, who);
    const attributesOf = async (modelId: string) => (await modelOf(modelId))?.attributes;
    const pathfinder = await newModel('Pathfinder', [{ attributeId: 'capacity', grade: 3 }]);
    const [campus] = await api.call(p.listModels, { worldId }, ann());
    expect(await code(bind(randomUUID(), pathfinder))).toBe(ErrorCode.prototypeNotFound);
    expect(await code(bind(sleeve3, randomUUID()))).toBe(ErrorCode.modelNotFound);
    expect(await code(bind(sleeve3, campus?.modelId ?? ''))).toBe(ErrorCode.onlyCurrentRoundEditable);
    expect((await bind(sleeve3, pathfinder)).data).toMatchObject({ number: 1, modelId: pathfinder });
    await bind(weight3, pathfinder);
    expect(await attributesOf(pathfinder)).toEqual([
      { attributeId: 'capacity', grade: 3 },
      { attributeId: 'sleeve', grade: 3 },
      { attributeId: 'weight', grade: 3 },
    ]);
    expect(await code(bind(weight4, pathfinder))).toBe(ErrorCode.prototypeCombinationUnsupported);
    // The model keeps the bound prototypes' grades (180005); its other attributes change freely.
    const redesign = async (attributes: { attributeId: string; grade: number }[]) =>
      api.send(p.updateModel, { worldId, modelId: pathfinder, version: await modelVersion(pathfinder), attributes }, ann());
    const [sleeve, weight] = [
      { attributeId: 'sleeve', grade: 3 },
      { attributeId: 'weight', grade: 3 },
    ];
    const bound = [sleeve, weight];
    expect(await code(redesign([{ attributeId: 'capacity', grade: 3 }, { attributeId: 'sleeve', grade: 2 }, weight]))).toBe(ErrorCode.prototypeInUse);
    expect(await code(redesign([{ attributeId: 'capacity', grade: 3 }, sleeve]))).toBe(ErrorCode.prototypeInUse);
    expect(await code(redesign([{ attributeId: 'capacity', grade: 2 }, ...bound]))).toBe(0);
    expect(await code(redesign([{ attributeId: 'capacity', grade: 3 }, ...bound]))).toBe(0);
    const ridge = await newModel('Ridge', [
      { attributeId: 'capacity', grade: 3 },
      { attributeId: 'weight', grade: 2 },
      { attributeId: 'sleeve', grade: 2 },
      { attributeId: 'wheels', grade: 1 },
    ]);
    expect(await code(bind(sleeve3, ridge))).toBe(ErrorCode.prototypeBoundElsewhere);
    expect(await code(bind(frame2, ridge))).toBe(ErrorCode.physicalAttributeCount);
    const roller = await newModel('Roller', [{ attributeId: 'wheels', grade: 1 }]);
    expect(await code(bind(frame2, roller))).toBe(ErrorCode.attributeCombinationUnsupported);
    expect((await bind(weight4, ridge)).code).toBe(0);
    await api.call(p.createProduction, { worldId, modelId: ridge, quantity: 100, warehouseId: 'central' }, ann());
    expect(await code(api.send(p.unbindPrototype, { worldId, prototypeId: weight4 ?? '', version: await prototypeVersion(weight4) }, ann()))).toBe(
      ErrorCode.modelInUse,
    );
    await api.call(p.createProduction, { worldId, modelId: roller, quantity: 100, warehouseId: 'central' }, ann());
    expect(await code(bind(frame2, roller))).toBe(ErrorCode.modelInUse);
    expect(await code(api.send(p.deleteModel, { worldId, modelId: pathfinder, version: await modelVersion(pathfinder) }, ann()))).toBe(
      ErrorCode.modelHasPrototypes,
    );
    for (const prototypeId of [sleeve3, weight3]) {
      const version = await prototypeVersion(prototypeId);
      expect(await api.call(p.unbindPrototype, { worldId, prototypeId: prototypeId ?? '', version }, ann())).toMatchObject({ modelId: null });
    }
    expect(await attributesOf(pathfinder)).toEqual([
      { attributeId: 'capacity', grade: 3 },
      { attributeId: 'sleeve', grade: 3 },
      { attributeId: 'weight', grade: 3 },
    ]);
    expect(await api.call(p.deleteModel, { worldId, modelId: pathfinder, version: await modelVersion(pathfinder) }, ann())).toEqual({ deleted: true });
    // Another company can neither see nor bind them, nor bind to ann's models.
    const [bosBrand] = await api.call(p.listBrands, { worldId }, bo());
    const bosModel = await newModel('Bo model', [{ attributeId: 'sleeve', grade: 2 }], bo(), bosBrand?.brandId);
    // bo knows no version of ann's prototypes: a write made up for one states the first.
    expect(await code(bind(sleeve3, bosModel, bo(), 1))).toBe(ErrorCode.prototypeNotFound);
    expect(await code(bind(sleeve3, bosModel))).toBe(ErrorCode.modelNotFound);
    expect(await code(api.send(p.unbindPrototype, { worldId, prototypeId: weight4 ?? '', version: 1 }, bo()))).toBe(ErrorCode.prototypeNotFound);
    expect((await api.call(p.research, { worldId }, bo())).prototypes).toEqual([]);
    expect((await api.call(p.research, { worldId }, ann())).prototypes.map((x) => x.modelId)).toEqual([null, null, ridge, null]);
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

describe('the companies list: every company’s brands of resolved rounds (worldBrands)', () => {
  let api: Requester;
  let world: PlayableWorld;
  let worldId: string;
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;

  const suite = decisionServiceSuite('products-world-brands', {
    requester: (nc, prefix) => new Requester(nc, prefix, 5_000),
    service: (options) => bootstrapService({ name: 'products', module: ProductsModule, migrations: productsMigrations }, options),
    worldName: 'Company list',
  });

  beforeAll(() => {
    ({ api, world } = suite);
    worldId = world.worldId;
  });

  const ann = () => as(world.people['ann']);
  const bo = () => as(world.people['bo']);
  const newModel = (brandId: string, name: string, who = ann()) => api.call(p.createModel, { worldId, brandId, name, ...design }, who);

  it('shows no brand before its round is resolved, not even the reader’s own', async () => {
    const trail = await api.call(p.createBrand, { worldId, name: 'Trail' }, ann());
    await newModel(trail.brandId, 'Trail 1');
    await api.call(p.createBrand, { worldId, name: 'Bo Basics' }, bo());
    expect(await api.call(p.worldBrands, { worldId }, ann())).toEqual([]);
  });

  it('shows every company’s brands of resolved rounds with their models of those rounds, to team members and managers', async () => {
    await moveToNextRound(api, worldId, world.people['teacher']);
    const [trail] = await api.call(p.listBrands, { worldId }, ann());
    // Made in round 2, still open: neither the brand nor the model is public yet.
    await api.call(p.createBrand, { worldId, name: 'Summit' }, ann());
    await newModel(trail?.brandId ?? '', 'Trail 2');
    const [bosBrand] = await api.call(p.listBrands, { worldId }, bo());
    const expected = [
      { companyId: world.companies['ann'], brands: [{ brandId: trail?.brandId, name: 'Trail', createdRound: 1, modelCount: 1 }] },
      { companyId: world.companies['bo'], brands: [{ brandId: bosBrand?.brandId, name: 'Bo Basics', createdRound: 1, modelCount: 0 }] },
    ].sort((a, b) => (String(a.companyId) < String(b.companyId) ? -1 : 1));
    expect(await api.call(p.worldBrands, { worldId }, bo())).toEqual(expected);
    expect(await api.call(p.worldBrands, { worldId }, ann())).toEqual(expected);
    expect(await api.call(p.worldBrands, { worldId }, as(world.people['teacher']))).toEqual(expected);
  });

  it('refuses strangers and another world’s participants as the world’s other reads do (130003), and a participant on no team (130009)', async () => {
    const stranger = as({ userId: randomUUID(), roles: [] });
    expect(await code(api.send(p.worldBrands, { worldId }, stranger))).toBe(ErrorCode.notParticipant);
    expect(await code(api.send(p.listBrands, { worldId }, stranger))).toBe(ErrorCode.notParticipant);
    const elsewhere = await playableWorld(api, { name: 'Elsewhere', players: ['cy'], teacher: world.people['teacher'] });
    const cy = as(elsewhere.people['cy']);
    expect(await code(api.send(p.worldBrands, { worldId }, cy))).toBe(ErrorCode.notParticipant);
    expect(await code(api.send(p.listBrands, { worldId }, cy))).toBe(ErrorCode.notParticipant);
    expect(await api.call(p.worldBrands, { worldId: elsewhere.worldId }, cy)).toEqual([]);
    await api.call(teamsMessages.leave, { worldId }, bo());
    expect(await code(api.send(p.worldBrands, { worldId }, bo()))).toBe(ErrorCode.notInTeam);
  });
});

describe('production plans: the learning curve’s figures (productionCosts) and every refusal (190003-190007)', () => {
  let api: Requester;
  let world: PlayableWorld;
  let worldId: string;
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;

  const suite = decisionServiceSuite('products-productions', {
    requester: (nc, prefix) => new Requester(nc, prefix, 5_000),
    peers: ['warehouse', 'finance'],
    service: (options) => bootstrapService({ name: 'products', module: ProductsModule, migrations: productsMigrations }, options),
    worldName: 'Productions',
  });

  beforeAll(() => {
    ({ api, world } = suite);
    worldId = world.worldId;
  });

  const ann = () => as(world.people['ann']);
  const bo = () => as(world.people['bo']);
  const models: Record<string, string> = {};
  const plans: Record<string, string> = {};
  /** The version of ann's plan her productions page shows (1 for one it does not show). */
  const planVersion = async (planId: string | undefined) =>
    (await api.call(p.listProductions, { worldId }, ann())).find((x) => x.planId === planId)?.version ?? 1;
  const figure = (modelId: string | undefined, baseUnitCost: number, cumulativeProduced: number) => ({
    modelId,
    baseUnitCost: expect.closeTo(baseUnitCost, 6),
    cumulativeProduced,
    unitVolumeM3: 0.03,
    unitWeightKg: 1.4,
  });

  it('answers the factory’s figures and each model’s unit cost before learning, output so far and package, in the engine’s figures', async () => {
    const { brandId } = await api.call(p.createBrand, { worldId, name: 'Ridge' }, ann());
    models['basic'] = (await api.call(p.createModel, { worldId, brandId, name: 'Ridge 1', ...design }, ann())).modelId;
    const stylish = { attributes: [{ attributeId: 'sleeve', grade: 2 }], valuePropositionIds: ['stylish'] };
    models['stylish'] = (await api.call(p.createModel, { worldId, brandId, name: 'Ridge 2', ...stylish }, ann())).modelId;
    // The backpack's 1,400 plus the sleeve's grades at 70 each, the second 1.5 times the first; "stylish" adds 6%.
    expect(await api.call(p.productionCosts, { worldId }, ann())).toEqual({
      capacityPerRound: 40_000,
      setupCost: 500_000,
      leadDays: 5,
      firstBatch: 2_000,
      learning: 0.15,
      models: [figure(models['basic'], 1_470, 0), figure(models['stylish'], (1_400 + 70 * 2.5) * 1.06, 0)],
    });
  });

  it('refuses fewer than one unit (190007) and more than the round’s capacity across plans (190005), on making and on changing a plan', async () => {
    const plan = (modelId: string | undefined, quantity: number) => ({ worldId, modelId: modelId ?? '', quantity, warehouseId: 'central' });
    for (const quantity of [0, -3])
      expect(await code(api.send(p.createProduction, plan(models['basic'], quantity), ann()))).toBe(ErrorCode.productionQuantityInvalid);
    expect(await code(api.send(p.createProduction, plan(models['basic'], 1.5), ann()))).toBe(ErrorCode.verificationFailed);
    plans['basic'] = (await api.call(p.createProduction, plan(models['basic'], 30_000), ann())).planId;
    expect(await api.send(p.createProduction, plan(models['stylish'], 10_001), ann())).toMatchObject({
      code: ErrorCode.productionCapacityExceeded,
      data: { params: { capacity: 40_000 } },
    });
    plans['stylish'] = (await api.call(p.createProduction, plan(models['stylish'], 10_000), ann())).planId;
    const change = async (planId: string | undefined, quantity: number) =>
      api.send(p.updateProduction, { worldId, planId: planId ?? '', version: await planVersion(planId), quantity }, ann());
    expect(await code(change(plans['basic'], 30_001))).toBe(ErrorCode.productionCapacityExceeded);
    expect(await code(change(plans['basic'], 0))).toBe(ErrorCode.productionQuantityInvalid);
    expect((await change(plans['basic'], 29_000)).data).toMatchObject({ quantity: 29_000 });
    expect((await change(plans['basic'], 30_000)).data).toMatchObject({ quantity: 30_000 });
    expect((await api.call(p.listProductions, { worldId }, ann())).map((x) => x.quantity)).toEqual([30_000, 10_000]);
  });

  it('refuses a plan that is not the company’s own, to change or delete (190003)', async () => {
    for (const message of [p.updateProduction, p.deleteProduction]) {
      // No plan has the made-up id, and bo knows no version of ann's plan: both writes state the first.
      expect(await code(api.send(message, { worldId, planId: randomUUID(), version: 1 }, ann()))).toBe(ErrorCode.productionPlanNotFound);
      expect(await code(api.send(message, { worldId, planId: plans['basic'] ?? '', version: 1 }, bo()))).toBe(ErrorCode.productionPlanNotFound);
    }
    expect((await api.call(p.listProductions, { worldId }, ann())).map((x) => x.quantity)).toEqual([30_000, 10_000]);
  });

  it('answers each company its own figures, and refuses the others as the other company reads do', async () => {
    const annId = world.companies['ann'] ?? '';
    expect((await api.call(p.productionCosts, { worldId }, bo())).models).toEqual([]);
    const teacher = as(world.people['teacher']);
    expect((await api.call(p.productionCosts, { worldId, companyId: annId }, teacher)).models.map((m) => m.modelId)).toEqual([
      models['basic'],
      models['stylish'],
    ]);
    const stranger = as({ userId: randomUUID(), roles: [] });
    for (const [request, who, refusal] of [
      [{ worldId, companyId: annId }, bo(), ErrorCode.worldNotAuthorized],
      [{ worldId }, stranger, ErrorCode.notParticipant],
      [{ worldId }, teacher, ErrorCode.notInTeam],
      [{ worldId: randomUUID() }, ann(), ErrorCode.worldNotFound],
    ] as const) {
      expect(await code(api.send(p.productionCosts, request, who))).toBe(refusal);
      expect(await code(api.send(p.listProductions, request, who))).toBe(refusal);
    }
  });

  it('starts the curve from the units made in resolved rounds, and keeps earlier rounds’ plans (130047, 130049)', async () => {
    await api.call(p.snapshot, { worldId, round: 1 });
    // The engine made less of the first plan than asked (its space ran out, say): what was made counts.
    const productions = [
      { modelId: models['basic'] ?? '', warehouseId: 'central', quantity: 25_000, unitCost: 1_200 },
      { modelId: models['stylish'] ?? '', warehouseId: 'central', quantity: 10_000, unitCost: 1_500 },
    ];
    await api.call(p.apply, { worldId, round: 1, companies: { [world.companies['ann'] ?? '']: { productions } } });
    // Round 1 left ann $160,000 in cash (minor units), on equity of $600,000.
    const sheet = { cash: 16_000_000, totalEquity: 60_000_000 };
    const statement = { incomeStatement: {}, balanceSheet: sheet, cashFlow: {}, revenueByModel: [] };
    await api.call(financeMessages.apply, { worldId, round: 1, companies: { [world.companies['ann'] ?? '']: { statement, loans: [] } } });
    await moveToNextRound(api, worldId, world.people['teacher']);
    await api.call(p.createProduction, { worldId, modelId: models['basic'] ?? '', quantity: 5_000, warehouseId: 'central' }, ann());
    const costs = await api.call(p.productionCosts, { worldId }, ann());
    expect(costs.models).toEqual([figure(models['basic'], 1_470, 25_000), figure(models['stylish'], (1_400 + 70 * 2.5) * 1.06, 10_000)]);
    const version = await planVersion(plans['basic']);
    expect(await code(api.send(p.updateProduction, { worldId, planId: plans['basic'] ?? '', version, quantity: 10 }, ann()))).toBe(
      ErrorCode.onlyCurrentRoundEditable,
    );
    expect(await code(api.send(p.deleteProduction, { worldId, planId: plans['basic'] ?? '', version }, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
    // The capacity is the round's: last round's 40,000 units take none of this round's; but the cash is short.
    const stylish = { worldId, modelId: models['stylish'] ?? '', quantity: 35_000, warehouseId: 'central' };
    expect(await code(api.send(p.createProduction, stylish, ann()))).toBe(ErrorCode.productionInsufficientCash);
  });

  it('pays the round’s production from the cash at the round’s start and the round’s loans (190009)', async () => {
    const stylish = { worldId, modelId: models['stylish'] ?? '', quantity: 35_000, warehouseId: 'central' };
    // About $454,000 in all against $160,000: a loan of $300,000 covers it.
    await api.call(financeMessages.takeLoan, { worldId, amount: 30_000_000 }, ann());
    const plan = await api.call(p.createProduction, stylish, ann());
    const change = async (quantity: number) =>
      api.send(p.updateProduction, { worldId, planId: plan.planId, version: await planVersion(plan.planId), quantity }, ann());
    expect(await code(change(39_000))).toBe(ErrorCode.productionCapacityExceeded);
    expect(await code(change(34_999))).toBe(0);
    const [loan] = await api.call(financeMessages.listLoans, { worldId }, ann());
    await api.call(financeMessages.cancelLoan, { worldId, loanId: loan?.loanId ?? '', version: loan?.version ?? 1 }, ann());
    // Without the loan, a smaller plan passes (it costs less) and a larger one is refused.
    expect(await code(change(34_000))).toBe(0);
    expect(await code(change(34_500))).toBe(ErrorCode.productionInsufficientCash);
    expect((await api.call(p.listProductions, { worldId }, ann())).filter((x) => x.round === 2).map((x) => x.quantity)).toEqual([5_000, 34_000]);
  });
});
