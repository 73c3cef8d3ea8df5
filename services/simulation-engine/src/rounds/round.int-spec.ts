import {
  ErrorCode,
  financeMessages,
  productsMessages,
  roundClosedEvent,
  storesMessages,
  teamsMessages,
  warehouseMessages,
  WORLD_STATUS,
  worldsMessages,
} from '@simbiz/contracts';
import { createDatabase, Requester } from '@simbiz/service-kit';
import { as, playableWorld, waitUntil } from '@simbiz/testing';
import type { EngineTables } from '../database/tables';
import { playFirstRound } from '../test-support/team-decisions';
import { roundSuite } from '../test-support/round-suite';

describe('a round from its close to the next round (every service in its own process)', () => {
  let api: Requester;
  let world: Awaited<ReturnType<typeof playableWorld>>;
  let first: Awaited<ReturnType<typeof playFirstRound>>;
  const suite = roundSuite('round', { requestTimeoutMs: 5_000, engine: true });

  beforeAll(async () => {
    api = suite.api;
    world = await playableWorld(api, { name: 'Round', players: ['ann', 'bo'], bots: 4 });
    first = await playFirstRound(api, world.worldId, world.people['ann']);
    await api.call(worldsMessages.closeRound, { worldId: world.worldId }, as(world.people['teacher']));
    await waitUntil(
      () => api.call(worldsMessages.details, { worldId: world.worldId }, as(world.people['teacher'])),
      (d) => d.status === WORLD_STATUS.running && d.currentRoundId === '2',
    );
  }, 120_000);

  it('opens round 2 once round 1 is resolved, with six companies in the world (two teams, four bots)', async () => {
    const db = createDatabase<EngineTables>(suite.scope.databaseUrl, 'simulation_engine', 1, () => undefined);
    try {
      const rows = await db.selectFrom('resolution').select(['round', 'state']).where('world_id', '=', world.worldId).execute();
      expect(rows.map((r) => r.round)).toEqual([1]);
      expect((rows[0]?.state as { companies: unknown[] }).companies).toHaveLength(6);
    } finally {
      await db.destroy();
    }
  });

  it('gives the team its statements: the balance sheet balances and the round had revenue', async () => {
    const [statement] = await api.call(financeMessages.statements, { worldId: world.worldId }, as(world.people['ann']));
    const sheet = statement?.balanceSheet ?? {};
    expect(statement?.round).toBe(1);
    expect(sheet['totalAssets']).toBe((sheet['totalLiabilities'] ?? NaN) + (sheet['totalEquity'] ?? NaN));
    expect(statement?.incomeStatement['revenue']).toBeGreaterThan(0);
    expect(statement?.revenueByModel).toEqual([expect.objectContaining({ modelId: first.model.modelId, units: expect.any(Number) })]);
  });

  it('hands each service its slice: units made, stock left, units sold, the loan outstanding', async () => {
    const ann = as(world.people['ann']);
    const [plan] = await api.call(productsMessages.listProductions, { worldId: world.worldId }, ann);
    expect(plan).toMatchObject({ planId: first.plan.planId, produced: 2_000 });
    const stock = await api.call(warehouseMessages.listInventory, { worldId: world.worldId }, ann);
    expect(stock).toEqual([expect.objectContaining({ modelId: first.model.modelId, warehouseId: 'central', produced: 2_000 })]);
    const [listing] = await api.call(storesMessages.listProducts, { worldId: world.worldId }, ann);
    expect(listing?.lastUnitsSold).toBe(stock[0] ? stock[0].sold : NaN);
    const [loan] = await api.call(financeMessages.listLoans, { worldId: world.worldId }, ann);
    expect(loan).toMatchObject({ loanId: first.loan.loanId, outstanding: 5_000_000 });
  });

  it('leaves a team that decided nothing with its capital less nothing spent, and every company active', async () => {
    const [statement] = await api.call(financeMessages.statements, { worldId: world.worldId }, as(world.people['bo']));
    expect(statement?.incomeStatement['revenue']).toBe(0);
    const teams = await api.call(teamsMessages.list, { worldId: world.worldId }, as(world.people['bo']));
    expect(teams.map((t) => t.companyStatus)).toEqual([1, 1]);
  });

  it('resolves a round once however often it is announced', async () => {
    await api.publishDurably(roundClosedEvent, { worldId: world.worldId, round: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const details = await api.call(worldsMessages.details, { worldId: world.worldId }, as(world.people['teacher']));
    expect(details).toMatchObject({ status: WORLD_STATUS.running, currentRoundId: '2' });
    const statements = await api.call(financeMessages.statements, { worldId: world.worldId }, as(world.people['ann']));
    expect(statements).toHaveLength(1);
  });

  it('resolves the last resolved round again at a manager’s request, to the same results, and goes back to round 2', async () => {
    const teacher = as(world.people['teacher']);
    const before = await api.call(financeMessages.statements, { worldId: world.worldId }, as(world.people['ann']));
    expect((await api.send(worldsMessages.rerunRound, { worldId: world.worldId }, as(world.people['ann']))).code).toBe(ErrorCode.worldManageNotAuthorized);
    await api.call(worldsMessages.rerunRound, { worldId: world.worldId }, teacher);
    await waitUntil(
      () => api.call(worldsMessages.roundPlan, { worldId: world.worldId }),
      (p) => p.status === WORLD_STATUS.running && p.rerunRound === null,
    );
    expect(await api.call(worldsMessages.details, { worldId: world.worldId }, teacher)).toMatchObject({ status: WORLD_STATUS.running, currentRoundId: '2' });
    expect(await api.call(financeMessages.statements, { worldId: world.worldId }, as(world.people['ann']))).toEqual(before);
  });
});
