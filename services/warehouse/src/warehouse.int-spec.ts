import { ErrorCode, type InventoryRowView, warehouseMessages as w } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { as, decisionServiceSuite, itKeepsDecisionPacts, moveToNextRound, type PlayableWorld } from '@simbiz/testing';
import { randomUUID } from 'node:crypto';
import { warehouseMigrations } from './database/migrations';
import { WarehouseModule } from './warehouse.module';

describe('storages, inventory, clearance and reallocation (identity, worlds and teams as processes)', () => {
  let api: Requester;
  let world: PlayableWorld;
  let worldId: string;
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;
  const ann = () => as(world.people['ann']);
  const bo = () => as(world.people['bo']);
  const annId = () => world.companies['ann'] ?? '';
  const bag = randomUUID();
  const belt = randomUUID();
  type StockRow = Omit<InventoryRowView, 'round' | 'openingUnitCost'>;
  const stockRow = (over: Partial<StockRow>): StockRow => ({
    modelId: bag,
    warehouseId: 'central',
    opening: 0,
    produced: 0,
    sold: 0,
    cleared: 0,
    transferIn: 0,
    transferOut: 0,
    closing: 0,
    inTransitOut: 0,
    unitCost: 2_100.5,
    ...over,
  });
  const applyAnn = (round: number, inventory: StockRow[]) => api.call(w.apply, { worldId, round, companies: { [annId()]: { inventory } } });
  const storageAt = async (warehouseId: string) =>
    (await api.call(w.listStorages, { worldId }, ann())).find((s) => s.warehouseId === warehouseId && s.releasedRound === null);
  const trunk = { modelId: bag, fromWarehouseId: 'central', logisticsServiceId: 'trunk' };
  let clearanceId = '';
  let reallocationId = '';

  const suite = decisionServiceSuite('warehouse', {
    requester: (nc, prefix) => new Requester(nc, prefix, 5_000),
    service: (options) => bootstrapService({ name: 'warehouse', module: WarehouseModule, migrations: warehouseMigrations }, options),
    worldName: 'Warehouse',
  });

  beforeAll(() => {
    ({ api, world } = suite);
    worldId = world.worldId;
  });

  it('gives every company a default storage at its home warehouse that cannot be changed (200007)', async () => {
    const [home] = await api.call(w.listStorages, { worldId }, ann());
    expect(home).toMatchObject({ warehouseId: 'central', isDefault: true, createdRound: 0, releasedRound: null });
    const storage = { worldId, storageId: home?.storageId ?? '', version: home?.version ?? 1 };
    expect(await code(api.send(w.updateStorage, { ...storage, capacityM3: 10 }, ann()))).toBe(ErrorCode.defaultStorageLocked);
    expect(await code(api.send(w.deleteStorage, storage, ann()))).toBe(ErrorCode.defaultStorageLocked);
    expect(await code(api.send(w.releaseStorage, storage, ann()))).toBe(ErrorCode.defaultStorageLocked);
  });

  it('rents space in the screenplay’s warehouses, once each, within their capacity', async () => {
    expect(await code(api.send(w.createStorage, { worldId, warehouseId: 'moon', capacityM3: 10 }, ann()))).toBe(ErrorCode.storageWarehouseNotFound);
    expect(await api.send(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 999_999 }, ann())).toMatchObject({
      code: ErrorCode.storageCapacityExceeded,
      data: { params: { capacity: expect.any(Number) } },
    });
    const city = await api.call(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 200 }, ann());
    expect(city).toMatchObject({ warehouseId: 'city', capacityM3: 200, isDefault: false, createdRound: 1, releasedRound: null });
    expect(await code(api.send(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 50 }, ann()))).toBe(ErrorCode.storageNameExists);
    expect((await api.call(w.updateStorage, { worldId, storageId: city.storageId, version: city.version, capacityM3: 300 }, ann())).capacityM3).toBe(300);
  });

  it('keeps each company to its own storages, and managers and strangers out', async () => {
    const city = await storageAt('city');
    expect((await api.call(w.listStorages, { worldId }, bo())).map((s) => s.warehouseId)).toEqual(['central']);
    // bo knows no version of ann's storage: a write made up for it states the first.
    expect(await code(api.send(w.deleteStorage, { worldId, storageId: city?.storageId ?? '', version: 1 }, bo()))).toBe(ErrorCode.storageNotFound);
    expect(await code(api.send(w.releaseStorage, { worldId, storageId: city?.storageId ?? '', version: 1 }, bo()))).toBe(ErrorCode.storageNotFound);
    expect(await code(api.send(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 10 }, as(world.people['teacher'])))).toBe(
      ErrorCode.worldNotAuthorized,
    );
    expect(await code(api.send(w.listStorages, { worldId }, as({ userId: randomUUID(), roles: [] })))).toBe(ErrorCode.notParticipant);
  });

  it('gives the engine the rented space, then refuses the round’s decisions (130053)', async () => {
    const snapshot = await api.call(w.snapshot, { worldId, round: 1 });
    expect(snapshot.companies).toEqual({ [annId()]: { storages: [{ warehouseId: 'city', capacityM3: 300 }], clearance: [], reallocation: [] } });
    expect(await code(api.send(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 10 }, bo()))).toBe(ErrorCode.decisionsBeingSubmitted);
    expect(await code(api.send(w.createClearancePlan, { worldId, modelId: bag, warehouseId: 'central', quantity: 1 }, ann()))).toBe(
      ErrorCode.decisionsBeingSubmitted,
    );
  });

  it('shows the stock of the last applied round, the same however often it is applied', async () => {
    const row = stockRow({ produced: 2_000, sold: 1_200, closing: 800 });
    expect(await api.call(w.listInventory, { worldId }, ann())).toEqual([]);
    await applyAnn(1, [row]);
    await applyAnn(1, [row]);
    expect(await api.call(w.listInventory, { worldId }, ann())).toEqual([{ round: 1, ...row, openingUnitCost: 0 }]);
    expect(await api.call(w.listInventory, { worldId }, bo())).toEqual([]);
  });

  it('lets only storages of the current round be changed once the next round runs (130049, 130047)', async () => {
    await moveToNextRound(api, worldId, world.people['teacher']);
    const city = await storageAt('city');
    const storage = { worldId, storageId: city?.storageId ?? '', version: city?.version ?? 1 };
    expect(await code(api.send(w.updateStorage, { ...storage, capacityM3: 20 }, ann()))).toBe(ErrorCode.onlyCurrentRoundEditable);
    expect(await code(api.send(w.deleteStorage, storage, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
  });

  it('plans clearance sales of what the last round left (300017, 300005, 300009, 300015, 300019)', async () => {
    const create = (input: { modelId?: string; warehouseId: string; quantity: number }) => api.send(w.createClearancePlan, { worldId, ...input }, ann());
    expect(await code(create({ warehouseId: 'central', quantity: 10 }))).toBe(ErrorCode.clearanceProductsRequired);
    expect(await code(create({ modelId: bag, warehouseId: 'moon', quantity: 10 }))).toBe(ErrorCode.warehouseNotFound);
    expect(await code(create({ modelId: bag, warehouseId: 'city', quantity: 10 }))).toBe(ErrorCode.inventoryNotFound);
    expect(await code(create({ modelId: belt, warehouseId: 'central', quantity: 10 }))).toBe(ErrorCode.inventoryNotFound);
    expect(await create({ modelId: bag, warehouseId: 'central', quantity: 801 })).toMatchObject({
      code: ErrorCode.clearanceQuantityOutOfRange,
      data: { params: { max: 800 } },
    });
    expect(await code(create({ modelId: bag, warehouseId: 'central', quantity: 0 }))).toBe(ErrorCode.clearanceQuantityOutOfRange);
    const plan = await api.call(w.createClearancePlan, { worldId, modelId: bag, warehouseId: 'central', quantity: 300 }, ann());
    expect(plan).toMatchObject({ round: 2, modelId: bag, warehouseId: 'central', quantity: 300 });
    clearanceId = plan.planId;
    expect(await code(create({ modelId: bag, warehouseId: 'central', quantity: 1 }))).toBe(ErrorCode.clearanceProductRepeated);
    const raised = await api.call(w.updateClearancePlan, { worldId, planId: clearanceId, version: plan.version, quantity: 800 }, ann());
    expect(raised.quantity).toBe(800);
    expect(await code(api.send(w.updateClearancePlan, { worldId, planId: clearanceId, version: raised.version, quantity: 801 }, ann()))).toBe(
      ErrorCode.clearanceQuantityOutOfRange,
    );
    const back = await api.call(w.updateClearancePlan, { worldId, planId: clearanceId, version: raised.version, quantity: 300 }, ann());
    // As it was made, two changes on.
    expect(await api.call(w.listClearancePlans, { worldId }, ann())).toEqual([{ ...plan, version: 3 }]);
    expect(back).toEqual({ ...plan, version: 3 });
  });

  it('plans reallocations through a logistics service to a warehouse with a storage (300025, 300005, 300031, 300033, 300035, 300023, 300027)', async () => {
    const create = (input: { modelId?: string; fromWarehouseId: string; logisticsServiceId?: string; quantity: number }) =>
      api.send(w.createReallocationPlan, { worldId, ...input }, ann());
    expect(await code(create({ fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: 10 }))).toBe(ErrorCode.reallocationProductsRequired);
    expect(await code(create({ ...trunk, fromWarehouseId: 'moon', quantity: 10 }))).toBe(ErrorCode.warehouseNotFound);
    expect(await code(create({ modelId: bag, fromWarehouseId: 'central', quantity: 10 }))).toBe(ErrorCode.reallocationLogisticsRequired);
    expect(await code(create({ ...trunk, logisticsServiceId: 'teleport', quantity: 10 }))).toBe(ErrorCode.logisticsServiceNotFound);
    expect(await code(create({ ...trunk, fromWarehouseId: 'city', quantity: 10 }))).toBe(ErrorCode.logisticsRouteUnavailable);
    expect(await code(create({ ...trunk, logisticsServiceId: 'standard', quantity: 10 }))).toBe(ErrorCode.logisticsRouteUnavailable);
    // 800 left by round 1, 300 of them already on the clearance plan.
    expect(await create({ ...trunk, quantity: 501 })).toMatchObject({ code: ErrorCode.reallocationQuantityOutOfRange, data: { params: { max: 500 } } });
    const plan = await api.call(w.createReallocationPlan, { worldId, ...trunk, quantity: 500 }, ann());
    expect(plan).toEqual({ planId: expect.any(String), version: 1, round: 2, ...trunk, toWarehouseId: 'city', quantity: 500 });
    reallocationId = plan.planId;
    expect(await code(create({ ...trunk, quantity: 1 }))).toBe(ErrorCode.reallocationProductRepeated);
    const [clearance] = await api.call(w.listClearancePlans, { worldId }, ann());
    expect(await api.send(w.updateClearancePlan, { worldId, planId: clearanceId, version: clearance?.version ?? 1, quantity: 301 }, ann())).toMatchObject({
      code: ErrorCode.clearanceQuantityOutOfRange,
      data: { params: { max: 300 } },
    });
    expect(await api.send(w.updateReallocationPlan, { worldId, planId: reallocationId, version: plan.version, quantity: 501 }, ann())).toMatchObject({
      code: ErrorCode.reallocationQuantityOutOfRange,
      data: { params: { max: 500 } },
    });
    expect(await api.call(w.listReallocationPlans, { worldId }, ann())).toEqual([plan]);
  });

  it('keeps each company to its own plans, and managers and strangers out', async () => {
    // bo knows no version of ann's plans: a write made up for one states the first.
    expect(await code(api.send(w.updateClearancePlan, { worldId, planId: clearanceId, version: 1, quantity: 1 }, bo()))).toBe(ErrorCode.clearancePlanNotFound);
    expect(await code(api.send(w.deleteClearancePlan, { worldId, planId: clearanceId, version: 1 }, bo()))).toBe(ErrorCode.clearancePlanNotFound);
    expect(await code(api.send(w.updateReallocationPlan, { worldId, planId: reallocationId, version: 1, quantity: 1 }, bo()))).toBe(
      ErrorCode.reallocationPlanNotFound,
    );
    expect(await code(api.send(w.deleteReallocationPlan, { worldId, planId: reallocationId, version: 1 }, bo()))).toBe(ErrorCode.reallocationPlanNotFound);
    expect(await api.call(w.listClearancePlans, { worldId }, bo())).toEqual([]);
    expect(await api.call(w.listReallocationPlans, { worldId }, bo())).toEqual([]);
    const teacher = as(world.people['teacher']);
    expect(await code(api.send(w.createClearancePlan, { worldId, modelId: bag, warehouseId: 'central', quantity: 1 }, teacher))).toBe(
      ErrorCode.worldNotAuthorized,
    );
    expect(await code(api.send(w.deleteReallocationPlan, { worldId, planId: reallocationId, version: 1 }, teacher))).toBe(ErrorCode.worldNotAuthorized);
    expect(await api.call(w.listClearancePlans, { worldId, companyId: annId() }, teacher)).toHaveLength(1);
    const stranger = as({ userId: randomUUID(), roles: [] });
    expect(await code(api.send(w.listReallocationPlans, { worldId }, stranger))).toBe(ErrorCode.notParticipant);
    expect(await code(api.send(w.createReallocationPlan, { worldId, ...trunk, quantity: 1 }, stranger))).toBe(ErrorCode.notParticipant);
  });

  it('keeps a storage stock is moved to this round, and deletes one given up in the round that made it (200011, 200005)', async () => {
    const city = await storageAt('city');
    expect(await code(api.send(w.releaseStorage, { worldId, storageId: city?.storageId ?? '', version: city?.version ?? 1 }, ann()))).toBe(
      ErrorCode.storageNotEmpty,
    );
    const bos = await api.call(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 50 }, bo());
    const released = await api.call(w.releaseStorage, { worldId, storageId: bos.storageId, version: bos.version }, bo());
    expect(released).toEqual({ ...bos, version: 2, releasedRound: 2 });
    expect((await api.call(w.listStorages, { worldId }, bo())).map((s) => s.warehouseId)).toEqual(['central']);
    expect(await code(api.send(w.releaseStorage, { worldId, storageId: bos.storageId, version: released.version }, bo()))).toBe(ErrorCode.storageNotFound);
  });

  it('hands the engine the round’s storages, clearance and reallocation plans', async () => {
    expect(await api.call(w.draft, { worldId, round: 2, companyId: world.companies['bo'] ?? '' })).toEqual({ companies: {} });
    expect((await api.call(w.snapshot, { worldId, round: 2 })).companies).toEqual({
      [annId()]: {
        storages: [{ warehouseId: 'city', capacityM3: 300 }],
        clearance: [{ modelId: bag, warehouseId: 'central', quantity: 300 }],
        reallocation: [{ modelId: bag, fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: 500 }],
      },
    });
  });

  it('keeps the goods in transit and the cost layer each row opened with, the same however often applied', async () => {
    const moved = stockRow({ opening: 800, produced: 200, cleared: 300, transferOut: 500, closing: 200, inTransitOut: 500, unitCost: 2_050 });
    const fresh = stockRow({ modelId: belt, produced: 100, closing: 100, unitCost: 1_500 });
    await applyAnn(2, [moved, fresh]);
    await applyAnn(2, [moved, fresh]);
    const rows = await api.call(w.listInventory, { worldId }, ann());
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        { round: 2, ...moved, openingUnitCost: 2_100.5 },
        { round: 2, ...fresh, openingUnitCost: 0 },
      ]),
    );
    expect(await api.call(w.listInventory, { worldId, round: 1 }, ann())).toEqual([
      { round: 1, ...stockRow({ produced: 2_000, sold: 1_200, closing: 800 }), openingUnitCost: 0 },
    ]);
    await moveToNextRound(api, worldId, world.people['teacher']);
  });

  it('keeps a storage stock is arriving at, plans of an earlier round, and units in transit out of reach (200011, 130049, 130047)', async () => {
    const city = await storageAt('city');
    expect(await code(api.send(w.releaseStorage, { worldId, storageId: city?.storageId ?? '', version: city?.version ?? 1 }, ann()))).toBe(
      ErrorCode.storageNotEmpty,
    );
    // Each plan from the version ann's pages show of it.
    const [clearance] = await api.call(w.listClearancePlans, { worldId }, ann());
    const [reallocation] = await api.call(w.listReallocationPlans, { worldId }, ann());
    const cleared = { worldId, planId: clearanceId, version: clearance?.version ?? 1 };
    const moved = { worldId, planId: reallocationId, version: reallocation?.version ?? 1 };
    expect(await code(api.send(w.updateClearancePlan, { ...cleared, quantity: 1 }, ann()))).toBe(ErrorCode.onlyCurrentRoundEditable);
    expect(await code(api.send(w.deleteClearancePlan, cleared, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
    expect(await code(api.send(w.updateReallocationPlan, { ...moved, quantity: 1 }, ann()))).toBe(ErrorCode.onlyCurrentRoundEditable);
    expect(await code(api.send(w.deleteReallocationPlan, moved, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
    expect(await code(api.send(w.createClearancePlan, { worldId, modelId: bag, warehouseId: 'city', quantity: 1 }, ann()))).toBe(ErrorCode.inventoryNotFound);
    expect(await api.send(w.createClearancePlan, { worldId, modelId: bag, warehouseId: 'central', quantity: 201 }, ann())).toMatchObject({
      code: ErrorCode.clearanceQuantityOutOfRange,
      data: { params: { max: 200 } },
    });
    expect((await api.call(w.snapshot, { worldId, round: 3 })).companies).toEqual({
      [annId()]: { storages: [{ warehouseId: 'city', capacityM3: 300 }], clearance: [], reallocation: [] },
    });
    await applyAnn(3, [stockRow({ opening: 200, closing: 200 }), stockRow({ warehouseId: 'city', transferIn: 500, closing: 500 })]);
    await moveToNextRound(api, worldId, world.people['teacher']);
  });

  it('gives a storage up from the current round once its stock is gone (200011, 200005, 200009, 300047)', async () => {
    const city = await storageAt('city');
    const storageId = city?.storageId ?? '';
    expect(await code(api.send(w.releaseStorage, { worldId, storageId, version: city?.version ?? 1 }, ann()))).toBe(ErrorCode.storageNotEmpty);
    // A re-run of round 3 in which the city's units were sold.
    await applyAnn(3, [stockRow({ opening: 200, closing: 200 }), stockRow({ warehouseId: 'city', transferIn: 500, sold: 500 })]);
    const released = await api.call(w.releaseStorage, { worldId, storageId, version: city?.version ?? 1 }, ann());
    expect(released).toMatchObject({ storageId, capacityM3: 300, releasedRound: 4 });
    expect(await code(api.send(w.releaseStorage, { worldId, storageId, version: released.version }, ann()))).toBe(ErrorCode.storageNotFound);
    expect(await code(api.send(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 10 }, ann()))).toBe(ErrorCode.storageNameExists);
    expect((await api.call(w.listStorages, { worldId }, ann())).map((s) => [s.warehouseId, s.releasedRound])).toEqual([
      ['central', null],
      ['city', 4],
    ]);
    expect((await api.call(w.companyStorages, { worldId, companyId: annId() })).map((s) => s.warehouseId)).toEqual(['central']);
    expect(await code(api.send(w.createReallocationPlan, { worldId, ...trunk, quantity: 1 }, ann()))).toBe(ErrorCode.storageRequired);
    expect((await api.call(w.snapshot, { worldId, round: 4 })).companies).toEqual({
      [annId()]: { storages: [{ warehouseId: 'city', capacityM3: 0 }], clearance: [], reallocation: [] },
    });
  });

  it('forgets a storage given up in an earlier round, rents that warehouse again, and keeps it while stock is moved there (200011)', async () => {
    await moveToNextRound(api, worldId, world.people['teacher']);
    expect(await api.call(w.draft, { worldId, round: 5, companyId: annId() })).toEqual({ companies: {} });
    const again = await api.call(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 100 }, ann());
    expect(again).toMatchObject({ warehouseId: 'city', createdRound: 5, releasedRound: null });
    // Round 4 left nothing applied here, so plans draw on round 3's 200 units at central.
    const plan = await api.call(w.createReallocationPlan, { worldId, ...trunk, quantity: 10 }, ann());
    expect(await code(api.send(w.deleteStorage, { worldId, storageId: again.storageId, version: again.version }, ann()))).toBe(ErrorCode.storageNotEmpty);
    expect(await code(api.send(w.releaseStorage, { worldId, storageId: again.storageId, version: again.version }, ann()))).toBe(ErrorCode.storageNotEmpty);
    expect((await api.call(w.draft, { worldId, round: 5, companyId: annId() })).companies).toEqual({
      [annId()]: {
        storages: [{ warehouseId: 'city', capacityM3: 100 }],
        clearance: [],
        reallocation: [{ modelId: bag, fromWarehouseId: 'central', logisticsServiceId: 'trunk', quantity: 10 }],
      },
    });
    expect(await api.call(w.deleteReallocationPlan, { worldId, planId: plan.planId, version: plan.version }, ann())).toEqual({ deleted: true });
    expect(await api.call(w.deleteStorage, { worldId, storageId: again.storageId, version: again.version }, ann())).toEqual({ deleted: true });
  });

  itKeepsDecisionPacts(suite, {
    provider: 'warehouse',
    gateway: { 'the storages of a team': w.listStorages },
    engine: {
      'the warehouse snapshot of round 1': w.snapshot,
      'the warehouse draft of a company in round 1': w.draft,
      'the warehouse slice of round 1': w.apply,
    },
  });
});
