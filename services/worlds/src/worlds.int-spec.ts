import { ErrorCode, type Role, USER_IN_WORLD_TYPE, WORLD_STATUS, worldsMessages as m } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { WorldsTables } from './database/tables';
import { worldsSuite } from './test-support/worlds-suite';

const person = (roles: Role[] = []) => ({ userId: randomUUID(), roles });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('the worlds service, with identity in its own process (real NATS and PostgreSQL)', () => {
  let api: Requester;
  const teacher = person(['licensed']);
  const student = person();

  const suite = worldsSuite('worlds');
  beforeAll(() => {
    api = suite.api;
  });

  const create = (caller: { userId: string; roles: Role[] }, input: Partial<Parameters<typeof api.call<typeof m.create>>[1]> = {}) =>
    api.send(m.create, { name: 'Spring class', confirmName: 'Spring class', screenplayId: 'starter', startAt: inAnHour(), ...input }, { caller });

  it('lets only licensed users create worlds, and checks the form in order', async () => {
    expect((await create(student)).code).toBe(ErrorCode.worldCreateNotAuthorized);
    expect((await create(teacher, { confirmName: 'Spring clas' })).code).toBe(ErrorCode.worldNameMismatch);
    expect((await create(teacher, { startAt: undefined })).code).toBe(ErrorCode.startTimeRequired);
    expect((await create(teacher, { startAt: new Date(Date.now() - 60_000).toISOString() })).code).toBe(ErrorCode.startTimeInPast);
    expect((await create(teacher, { screenplayId: 'nope' })).code).toBe(ErrorCode.screenplayNotFound);
  });

  it('creates a world whose creator manages it, with a unique name', async () => {
    const created = await create(teacher, { passcode: 'open-sesame' });
    expect(created.code).toBe(0);
    const { worldId } = created.data as { worldId: string };
    expect(await api.call(m.listMine, {}, { caller: teacher })).toEqual([
      expect.objectContaining({
        worldId,
        name: 'Spring class',
        status: WORLD_STATUS.preparation,
        userInWorldType: USER_IN_WORLD_TYPE.manager,
        screenplayId: 'starter',
      }),
    ]);
    expect(await api.call(m.details, { worldId }, { caller: teacher })).toEqual({
      name: 'Spring class',
      status: WORLD_STATUS.preparation,
      currentRoundId: null,
      userInWorldType: USER_IN_WORLD_TYPE.manager,
      teamDetails: { companyId: null, companies: [] },
      enabledDiscussions: true,
      canManageWorld: true,
      joinedTeam: false,
    });
    expect((await create(teacher, { name: 'SPRING CLASS', confirmName: 'SPRING CLASS' })).code).toBe(ErrorCode.worldNameExists);
  });

  it('keeps a world to its members: 130001 for no world, 130003 for a non-member', async () => {
    const [world] = await api.call(m.listMine, {}, { caller: teacher });
    expect((await api.send(m.details, { worldId: randomUUID() }, { caller: teacher })).code).toBe(ErrorCode.worldNotFound);
    expect((await api.send(m.details, { worldId: world?.worldId ?? '' }, { caller: student })).code).toBe(ErrorCode.notParticipant);
    expect((await api.send(m.resources, { worldId: world?.worldId ?? '' }, { caller: student })).code).toBe(ErrorCode.notParticipant);
  });

  it('lets a participant join with the passcode, once', async () => {
    const [world] = await api.call(m.listMine, {}, { caller: teacher });
    const worldId = world?.worldId ?? '';
    expect((await api.send(m.join, { worldId, passcode: 'wrong' }, { caller: student })).code).toBe(ErrorCode.passcodeIncorrect);
    expect(await api.call(m.join, { worldId, passcode: 'open-sesame' }, { caller: student })).toEqual({ userInWorldType: USER_IN_WORLD_TYPE.participant });
    expect((await api.send(m.join, { worldId, passcode: 'open-sesame' }, { caller: student })).code).toBe(ErrorCode.alreadyJoined);
    expect(await api.call(m.details, { worldId }, { caller: student })).toMatchObject({
      userInWorldType: USER_IN_WORLD_TYPE.participant,
      canManageWorld: false,
    });
    const resources = await api.call(m.resources, { worldId }, { caller: student });
    expect(resources.config).toMatchObject({ tradingType: 1, rounds: 6 });
    expect(resources.resources['screenplay']).toMatchObject({ name: { en: 'Backpacks: first steps', 'zh-Hans': '背包：入门', th: expect.any(String) } });
  });

  it('refuses members beyond the world’s limit (130031), and worlds beyond the license (130015)', async () => {
    const small = await create(teacher, { name: 'Tiny', confirmName: 'Tiny', memberLimit: 1 });
    const worldId = (small.data as { worldId: string }).worldId;
    await api.call(m.join, { worldId }, { caller: person() });
    expect(await api.send(m.join, { worldId }, { caller: person() })).toEqual({ code: ErrorCode.worldMemberLimit, data: { params: { count: 1 } } });
    // Community license: six simulations that are not archived; two were created above, an archived one does not count.
    const db = suite.service.db as Kysely<WorldsTables>;
    for (const n of [3, 4, 5, 6]) expect((await create(teacher, { name: `World ${n}`, confirmName: `World ${n}` })).code).toBe(0);
    expect(await create(teacher, { name: 'Seventh', confirmName: 'Seventh' })).toEqual({
      code: ErrorCode.licenseSimulationLimit,
      data: { params: { count: 6 } },
    });
    await db.updateTable('world').set({ archived_at: new Date() }).where('name', '=', 'World 6').execute();
    expect((await create(teacher, { name: 'Seventh', confirmName: 'Seventh' })).code).toBe(0);
  });

  it('records every state-changing call with who, what and the result', async () => {
    const db = suite.service.db as Kysely<WorldsTables>;
    const rows = await db.selectFrom('audit').select(['action', 'result_code', 'user_id']).orderBy('id').execute();
    const codes = rows.map((r) => `${r.action}:${r.result_code}`);
    expect(codes).toEqual(expect.arrayContaining(['world.create:120005', 'world.create:0', 'world.join:130017', 'world.join:0', 'world.create:130015']));
    expect(rows.every((r) => r.action.startsWith('world.'))).toBe(true);
  });
});
