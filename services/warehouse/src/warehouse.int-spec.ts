import { ErrorCode, warehouseMessages as w } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { as, decisionServiceSuite, itKeepsDecisionPacts, moveToNextRound, type PlayableWorld } from '@simbiz/testing';
import { randomUUID } from 'node:crypto';
import { warehouseMigrations } from './database/migrations';
import { WarehouseModule } from './warehouse.module';

describe('storages and inventory (identity, worlds and teams as processes)', () => {
  let api: Requester;
  let world: PlayableWorld;
  let worldId: string;
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;
  const ann = () => as(world.people['ann']);
  const bo = () => as(world.people['bo']);

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
    expect(home).toMatchObject({ warehouseId: 'central', isDefault: true, createdRound: 0 });
    expect(await code(api.send(w.updateStorage, { worldId, storageId: home?.storageId ?? '', capacityM3: 10 }, ann()))).toBe(ErrorCode.defaultStorageLocked);
    expect(await code(api.send(w.deleteStorage, { worldId, storageId: home?.storageId ?? '' }, ann()))).toBe(ErrorCode.defaultStorageLocked);
  });

  it('rents space in the screenplay’s warehouses, once each, within their capacity', async () => {
    expect(await code(api.send(w.createStorage, { worldId, warehouseId: 'moon', capacityM3: 10 }, ann()))).toBe(ErrorCode.storageWarehouseNotFound);
    expect(await api.send(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 999_999 }, ann())).toMatchObject({
      code: ErrorCode.storageCapacityExceeded,
      data: { params: { capacity: expect.any(Number) } },
    });
    const city = await api.call(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 200 }, ann());
    expect(city).toMatchObject({ warehouseId: 'city', capacityM3: 200, isDefault: false, createdRound: 1 });
    expect(await code(api.send(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 50 }, ann()))).toBe(ErrorCode.storageNameExists);
    expect((await api.call(w.updateStorage, { worldId, storageId: city.storageId, capacityM3: 300 }, ann())).capacityM3).toBe(300);
  });

  it('keeps each company to its own storages, and managers and strangers out', async () => {
    const annStorages = await api.call(w.listStorages, { worldId }, ann());
    const city = annStorages.find((s) => s.warehouseId === 'city');
    expect((await api.call(w.listStorages, { worldId }, bo())).map((s) => s.warehouseId)).toEqual(['central']);
    expect(await code(api.send(w.deleteStorage, { worldId, storageId: city?.storageId ?? '' }, bo()))).toBe(ErrorCode.storageNotFound);
    expect(await code(api.send(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 10 }, as(world.people['teacher'])))).toBe(
      ErrorCode.worldNotAuthorized,
    );
    expect(await code(api.send(w.listStorages, { worldId }, as({ userId: randomUUID(), roles: [] })))).toBe(ErrorCode.notParticipant);
  });

  it('gives the engine the rented space, then refuses the round’s decisions (130053)', async () => {
    const snapshot = await api.call(w.snapshot, { worldId, round: 1 });
    expect(snapshot.companies).toEqual({ [world.companies['ann'] ?? '']: { storages: [{ warehouseId: 'city', capacityM3: 300 }] } });
    expect(await code(api.send(w.createStorage, { worldId, warehouseId: 'city', capacityM3: 10 }, bo()))).toBe(ErrorCode.decisionsBeingSubmitted);
  });

  it('shows the stock of the last applied round, the same however often it is applied', async () => {
    const row = {
      modelId: randomUUID(),
      warehouseId: 'central',
      opening: 0,
      produced: 2_000,
      sold: 1_200,
      cleared: 0,
      transferIn: 0,
      transferOut: 0,
      closing: 800,
      unitCost: 2_100.5,
    };
    const companies = { [world.companies['ann'] ?? '']: { inventory: [row] } };
    expect(await api.call(w.listInventory, { worldId }, ann())).toEqual([]);
    await api.call(w.apply, { worldId, round: 1, companies });
    await api.call(w.apply, { worldId, round: 1, companies });
    expect(await api.call(w.listInventory, { worldId }, ann())).toEqual([{ round: 1, ...row }]);
    expect(await api.call(w.listInventory, { worldId }, bo())).toEqual([]);
  });

  it('lets only storages of the current round be changed once the next round runs (130049, 130047)', async () => {
    await moveToNextRound(api, worldId, world.people['teacher']);
    const city = (await api.call(w.listStorages, { worldId }, ann())).find((s) => s.warehouseId === 'city');
    expect(await code(api.send(w.updateStorage, { worldId, storageId: city?.storageId ?? '', capacityM3: 20 }, ann()))).toBe(
      ErrorCode.onlyCurrentRoundEditable,
    );
    expect(await code(api.send(w.deleteStorage, { worldId, storageId: city?.storageId ?? '' }, ann()))).toBe(ErrorCode.onlyCurrentRoundDeletable);
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
