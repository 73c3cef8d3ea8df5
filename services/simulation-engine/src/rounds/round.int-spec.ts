import {
  ANALYSIS_VIEWS,
  achievementsMessages,
  analysesMessages,
  type Budget,
  engineMessages,
  ErrorCode,
  financeMessages,
  productsMessages,
  prefixedSubject,
  ROUND_CONSUMER,
  roundClosedEvent,
  storesMessages,
  teamsMessages,
  warehouseMessages,
  WORLD_STATUS,
  worldsMessages,
} from '@simbiz/contracts';
import { companyResultSchema, proForma, SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { sql } from 'kysely';
import { gzipSync } from 'node:zlib';
import { createDatabase, ensureRoundStream, Requester } from '@simbiz/service-kit';
import { as, playableWorld, stranger, teamWorldStates, verifyMessagePact, waitUntil } from '@simbiz/testing';
import type { EngineTables } from '../database/tables';
import { ANSWER_FORMAT } from '../analyses/analyses-answers';
import { playFirstRound } from '../test-support/team-decisions';
import { roundSuite } from '../test-support/round-suite';

describe('a round from its close to the next round (every service in its own process)', () => {
  let api: Requester;
  let world: Awaited<ReturnType<typeof playableWorld>>;
  let first: Awaited<ReturnType<typeof playFirstRound>>;
  /** ann's budget of round 1 once her decisions were made, before the round closed. */
  let budgetBefore: Budget;
  const flowOf = (budget: Budget, kind: string) => budget.flows.find((f) => f.kind === kind)?.amount ?? 0;
  const balances = (budget: Budget) => expect(budget.projectedCash).toBe(budget.cashAtStart + budget.flows.reduce((sum, f) => sum + f.amount, 0));
  const suite = roundSuite('round', { requestTimeoutMs: 5_000, engine: true });

  beforeAll(async () => {
    api = suite.api;
    world = await playableWorld(api, { name: 'Round', players: ['ann', 'bo'], bots: 4 });
    first = await playFirstRound(api, world.worldId, world.people['ann']);
    budgetBefore = await api.call(engineMessages.budget, { worldId: world.worldId }, as(world.people['ann']));
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

  it('gave ann the budget of her round 1 decisions, in the engine’s own figures, and the round charged what it said', async () => {
    expect(budgetBefore).toMatchObject({ round: 1, currency: 'USD', cashAtStart: 60_000_000, emergencyCredit: 0 });
    expect(flowOf(budgetBefore, 'promotions')).toBe(-500_000);
    expect(flowOf(budgetBefore, 'loans')).toBe(5_000_000);
    expect(flowOf(budgetBefore, 'production')).toBeLessThan(0);
    expect(flowOf(budgetBefore, 'overheads')).toBeLessThan(0);
    expect(budgetBefore.models).toEqual([{ modelId: first.model.modelId, name: 'Campus 1' }]);
    balances(budgetBefore);
    const [statement] = await api.call(financeMessages.statements, { worldId: world.worldId }, as(world.people['ann']));
    // What the round charged beyond the budget is what selling brought in and cost; with the same decisions, the budget's outflows were all paid.
    expect(statement?.cashFlow['opening']).toBe(budgetBefore.cashAtStart);
  });

  it('moves the budget of round 2 as a team decides, from the cash round 1 left it', async () => {
    const bo = as(world.people['bo']);
    const [statement] = await api.call(financeMessages.statements, { worldId: world.worldId }, bo);
    const idle = await api.call(engineMessages.budget, { worldId: world.worldId }, bo);
    expect(idle).toMatchObject({ round: 2, cashAtStart: statement?.balanceSheet['cash'] });
    // Nothing decided: the default storage's rent and the overheads fall due all the same.
    expect(idle.flows.map((f) => f.kind)).toEqual(['storage', 'overheads']);
    balances(idle);
    const loan = await api.call(financeMessages.takeLoan, { worldId: world.worldId, amount: 2_000_000 }, bo);
    const borrowing = await api.call(engineMessages.budget, { worldId: world.worldId }, bo);
    expect(flowOf(borrowing, 'loans')).toBe(2_000_000);
    expect(borrowing.projectedCash).toBe(idle.projectedCash + 2_000_000);
    await api.call(financeMessages.cancelLoan, { worldId: world.worldId, loanId: loan.loanId, version: loan.version }, bo);
    expect(await api.call(engineMessages.budget, { worldId: world.worldId }, bo)).toEqual(idle);
  });

  it('hands a team what its forecast is worked out from: its own company alone, no segment’s ideals, the same budget', async () => {
    const ann = as(world.people['ann']);
    const input = await api.call(engineMessages.forecastInput, { worldId: world.worldId }, ann);
    const companyId = input.world.companies[0]?.id ?? '';
    expect(input).toMatchObject({ screenplayId: 'starter', round: 2, lastRound: expect.any(Number) });
    expect(input.world.companies).toHaveLength(1);
    expect(companyId).toBe((await api.call(teamsMessages.mine, { worldId: world.worldId }, ann))?.companyId);
    expect(Object.values(input.world.segments).every((s) => Object.keys(s.ideals).length === 0)).toBe(true);
    const screenplay = SHIPPED_SCREENPLAYS.starter;
    const budget = await api.call(engineMessages.budget, { worldId: world.worldId }, ann);
    expect(proForma(screenplay, input.world, companyId, input.decisions, {}, input.lastRound).projectedCash).toBe(budget.projectedCash);
  });

  it('gives the news flash of the rounds so far to the world’s team members and managers, and to nobody else', async () => {
    const news = await api.call(engineMessages.newsFlash, { worldId: world.worldId }, as(world.people['ann']));
    expect(news.currentRound).toBe(2);
    expect(news.items.map((n) => n.round)).toEqual(SHIPPED_SCREENPLAYS.starter.news.filter((n) => n.round <= 2).map((n) => n.round));
    expect(news.items[0]?.title.en).toBeTruthy();
    expect(await api.call(engineMessages.newsFlash, { worldId: world.worldId }, as(world.people['teacher']))).toEqual(news);
    expect((await api.send(engineMessages.newsFlash, { worldId: world.worldId }, { caller: stranger() })).code).toBe(ErrorCode.notParticipant);
  });

  it('gives the segments each round found, round 2’s as round 1 left them, to members and managers alike', async () => {
    const answer = await api.call(engineMessages.marketSegments, { worldId: world.worldId }, as(world.people['ann']));
    expect(answer.rounds.map((r) => r.round)).toEqual([1, 2]);
    const db = createDatabase<EngineTables>(suite.scope.databaseUrl, 'simulation_engine', 1, () => undefined);
    try {
      const row = await db.selectFrom('resolution').select('state').where('world_id', '=', world.worldId).where('round', '=', 1).executeTakeFirstOrThrow();
      const left = (row.state as { segments: Record<string, { size: number; ideals: Record<string, number> }> }).segments;
      for (const s of answer.rounds[1]?.segments ?? []) {
        expect(s.size).toBe(Math.round(left[s.segmentId]?.size ?? NaN));
        expect(s.ideals).toEqual(left[s.segmentId]?.ideals);
      }
    } finally {
      await db.destroy();
    }
    expect(await api.call(engineMessages.marketSegments, { worldId: world.worldId }, as(world.people['teacher']))).toEqual(answer);
    expect((await api.send(engineMessages.marketSegments, { worldId: world.worldId }, { caller: stranger() })).code).toBe(ErrorCode.notParticipant);
  });

  it('gives the market environment the screenplay fixes, with the exchange rates published so far, to members and managers alike', async () => {
    const answer = await api.call(engineMessages.marketEnvironment, { worldId: world.worldId }, as(world.people['ann']));
    const { rounds } = await api.call(worldsMessages.roundPlan, { worldId: world.worldId });
    expect(answer).toMatchObject({ tradingType: 1, rounds, tax: { homeMarketId: SHIPPED_SCREENPLAYS.starter.markets[0]?.id } });
    // Round 2 is being decided: its rate is published, later rounds' are not yet.
    expect(answer.markets[0]?.exchangeRates.map((r) => r.round)).toEqual([1, 2]);
    expect(await api.call(engineMessages.marketEnvironment, { worldId: world.worldId }, as(world.people['teacher']))).toEqual(answer);
    expect((await api.send(engineMessages.marketEnvironment, { worldId: world.worldId }, { caller: stranger() })).code).toBe(ErrorCode.notParticipant);
  });

  it('gives every member the industry report of round 1: each company’s units, share, price and rating, and no private field', async () => {
    const report = await api.call(engineMessages.industryReport, { worldId: world.worldId }, as(world.people['bo']));
    expect(report).toMatchObject({ rounds: [1], round: 1 });
    expect(report.companies).toHaveLength(6);
    const [statement] = await api.call(financeMessages.statements, { worldId: world.worldId }, as(world.people['ann']));
    const { companyId } = await api.call(teamsMessages.membership, { worldId: world.worldId }, as(world.people['ann']));
    const annUnits = report.rows.flatMap((r) => r.companies).filter((c) => c.companyId === companyId);
    expect(annUnits.length).toBeGreaterThan(0);
    expect(annUnits.reduce((sum, c) => sum + c.units, 0)).toBe(statement?.revenueByModel.reduce((sum, m) => sum + m.units, 0));
    for (const row of report.rows) {
      expect(row.companies.reduce((sum, c) => sum + c.units, 0)).toBe(row.units);
      expect(row.companies.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1, 9);
    }
    // The report is public: a new field must be a decision, so the test lists every field there is.
    const fields = new Set<string>();
    const walk = (value: unknown, path: string): void => {
      if (Array.isArray(value)) value.forEach((v) => walk(v, `${path}[]`));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, (fields.add(`${path}.${k}`), `${path}.${k}`));
    };
    walk(report, '');
    expect([...fields].sort()).toEqual(
      [
        '.companies',
        '.companies[].companyId',
        '.companies[].name',
        '.round',
        '.rounds',
        '.rows',
        '.rows[].averagePrice',
        '.rows[].companies',
        '.rows[].companies[].averagePrice',
        '.rows[].companies[].companyId',
        '.rows[].companies[].rating',
        '.rows[].companies[].share',
        '.rows[].companies[].units',
        '.rows[].platformId',
        '.rows[].segmentId',
        '.rows[].units',
      ].sort(),
    );
    expect(await api.call(engineMessages.industryReport, { worldId: world.worldId, round: 1 }, as(world.people['teacher']))).toEqual(report);
    expect((await api.call(engineMessages.industryReport, { worldId: world.worldId, round: 2 }, as(world.people['ann']))).rows).toEqual([]);
    expect((await api.send(engineMessages.industryReport, { worldId: world.worldId }, { caller: stranger() })).code).toBe(ErrorCode.notParticipant);
  });

  it('gives a team the analyses of its own company, only the parts the view shows, and a manager any team’s through the picker', async () => {
    const ann = as(world.people['ann']);
    const sales = await api.call(analysesMessages.read, { worldId: world.worldId, view: 'sales' }, ann);
    const [statement] = await api.call(financeMessages.statements, { worldId: world.worldId }, ann);
    expect(sales.rounds.map((r) => r.round)).toEqual([1]);
    const round1 = sales.rounds[0];
    expect(Object.keys(round1?.result ?? {}).sort()).toEqual(['incomeStatement', 'inventory', 'sales']);
    // The read trusts the stored results' shape; the engine's output keeps to the contract's schema.
    expect(companyResultSchema.partial().safeParse(round1?.result).error).toBeUndefined();
    expect(round1?.result.incomeStatement?.revenue).toBe(statement?.incomeStatement['revenue']);
    expect(round1?.result.sales?.reduce((sum, row) => sum + row.revenue, 0)).toBe(statement?.incomeStatement['revenue']);
    expect(round1?.ratings[first.model.modelId]).toEqual(expect.any(Number));
    expect(round1?.benchmarks.length).toBeGreaterThan(0);
    expect(sales.models).toEqual([expect.objectContaining({ id: first.model.modelId })]);
    const schedules = await api.call(analysesMessages.read, { worldId: world.worldId, view: 'schedules' }, ann);
    expect(Object.keys(schedules.rounds[0]?.result ?? {}).sort()).toEqual(['balanceSheet', 'loanSchedule', 'logisticsBillSchedule', 'receivableSchedule']);
    expect(schedules.rounds[0]?.benchmarks).toEqual([]);
    const reviewed = await api.call(analysesMessages.read, { worldId: world.worldId, view: 'sales', companyId: sales.companyId }, as(world.people['teacher']));
    expect(reviewed).toEqual(sales);
    const bo = as(world.people['bo']);
    expect((await api.send(analysesMessages.read, { worldId: world.worldId, view: 'sales', companyId: sales.companyId }, bo)).code).toBe(
      ErrorCode.worldNotAuthorized,
    );
    expect((await api.send(analysesMessages.read, { worldId: world.worldId, view: 'sales' }, as(world.people['teacher']))).code).toBe(ErrorCode.notInTeam);
    expect((await api.send(analysesMessages.read, { worldId: world.worldId, view: 'sales' }, { caller: stranger() })).code).toBe(ErrorCode.notParticipant);
  });

  it('reads a line the income statement, or a field a sales row, did not have when a round was stored as 0', async () => {
    const db = createDatabase<EngineTables>(suite.scope.databaseUrl, 'simulation_engine', 1, () => undefined);
    const ann = as(world.people['ann']);
    const where = sql`world_id = ${world.worldId} and company_id = ${world.companies['ann']} and round = 1`;
    // Rows changed in place stand for rows stored by code before a line existed: answers stored since are of another format.
    const update = async (change: ReturnType<typeof sql>) => {
      await sql`update simulation_engine.company_round set result = ${change} where ${where}`.execute(db);
      await sql`update simulation_engine.analyses_answer set format = 'older' where world_id = ${world.worldId}`.execute(db);
    };
    try {
      const before = await api.call(analysesMessages.read, { worldId: world.worldId, view: 'statements' }, ann);
      await update(sql`result #- '{incomeStatement,overheads}'`);
      const old = await api.call(analysesMessages.read, { worldId: world.worldId, view: 'statements' }, ann);
      expect(old.rounds[0]?.result.incomeStatement?.overheads).toBe(0);
      // A sales row from before lost orders were counted.
      const salesBefore = await api.call(analysesMessages.read, { worldId: world.worldId, view: 'sales' }, ann);
      const lost = salesBefore.rounds[0]?.result.sales?.[0]?.lostOrders;
      expect(lost).toEqual(expect.any(Number));
      await update(sql`result #- '{sales,0,lostOrders}'`);
      const sales = await api.call(analysesMessages.read, { worldId: world.worldId, view: 'sales' }, ann);
      expect(sales.rounds[0]?.result.sales?.[0]?.lostOrders).toBe(0);
      await update(sql`jsonb_set(result, '{sales,0,lostOrders}', ${String(lost)}::jsonb)`);
      expect(await api.call(analysesMessages.read, { worldId: world.worldId, view: 'sales' }, ann)).toEqual(salesBefore);
      expect(before.rounds[0]?.result.incomeStatement?.overheads).toBeGreaterThan(0);
      const overheads = before.rounds[0]?.result.incomeStatement?.overheads ?? 0;
      await update(sql`jsonb_set(result, '{incomeStatement,overheads}', ${String(overheads)}::jsonb)`);
      expect(await api.call(analysesMessages.read, { worldId: world.worldId, view: 'statements' }, ann)).toEqual(before);
    } finally {
      await db.destroy();
    }
  });

  it('answers a view from the answer stored at its first read, until it is stale: another round, or code of another format', async () => {
    const db = createDatabase<EngineTables>(suite.scope.databaseUrl, 'simulation_engine', 1, () => undefined);
    const ann = as(world.people['ann']);
    const read = () => api.call(analysesMessages.read, { worldId: world.worldId, view: 'tax' }, ann);
    const answers = db
      .selectFrom('analyses_answer')
      .where('world_id', '=', world.worldId)
      .where('company_id', '=', world.companies['ann'] ?? '')
      .where('view', '=', 'tax');
    try {
      const first = await read();
      expect(await answers.select(['through_round', 'format']).execute()).toEqual([{ through_round: 1, format: ANSWER_FORMAT }]);
      // What is stored is what is sent: as it is to a caller that takes gzip (the gateway), unzipped to any other.
      const marked = { ...first, companyId: 'as-stored' };
      const markedGzip = gzipSync(JSON.stringify({ code: 0, data: marked }));
      await db.updateTable('analyses_answer').set({ envelope_gzip: markedGzip }).where('world_id', '=', world.worldId).where('view', '=', 'tax').execute();
      expect(await read()).toEqual(marked);
      const passedOn = await api.sendForBytes(analysesMessages.read, { worldId: world.worldId, view: 'tax' }, ann);
      expect(passedOn.gzipped).toBe(true);
      expect(passedOn.code).toBe(0);
      expect(Buffer.from(passedOn.bytes)).toEqual(markedGzip);
      // Stored through an earlier round than the company's last, or by code answering in another shape: worked out again.
      for (const stale of [{ through_round: 0 }, { format: 'older' }]) {
        await db
          .updateTable('analyses_answer')
          .set({ envelope_gzip: markedGzip, ...stale })
          .where('world_id', '=', world.worldId)
          .where('view', '=', 'tax')
          .execute();
        expect(await read()).toEqual(first);
        expect(await answers.select(['through_round', 'format']).execute()).toEqual([{ through_round: 1, format: ANSWER_FORMAT }]);
      }
    } finally {
      await db.destroy();
    }
  });

  it('keeps in the read model only the parts an analysis shows; the journal stays in the resolution', async () => {
    const db = createDatabase<EngineTables>(suite.scope.databaseUrl, 'simulation_engine', 1, () => undefined);
    try {
      const where = sql`world_id = ${world.worldId} and round = 1`;
      const { rows } = await sql<{
        parts: string[];
      }>`select array(select jsonb_object_keys(result) order by 1) as parts from simulation_engine.company_round where ${where}`.execute(db);
      expect(rows.length).toBeGreaterThan(0);
      for (const { parts } of rows) expect(parts).toEqual([...ANALYSIS_VIEWS.all].sort());
      const resolution = await sql<{
        journal: boolean;
      }>`select results->'companies'->0 ? 'journal' as journal from simulation_engine.resolution where ${where}`.execute(db);
      expect(resolution.rows).toEqual([{ journal: true }]);
    } finally {
      await db.destroy();
    }
  });

  it('gives a budget only to a member of a team: not to the world’s manager (130009) nor a stranger (130003)', async () => {
    expect((await api.send(engineMessages.budget, { worldId: world.worldId }, as(world.people['teacher']))).code).toBe(ErrorCode.notInTeam);
    expect((await api.send(engineMessages.budget, { worldId: world.worldId }, { caller: stranger() })).code).toBe(ErrorCode.notParticipant);
    expect((await api.send(engineMessages.forecastInput, { worldId: world.worldId }, as(world.people['teacher']))).code).toBe(ErrorCode.notInTeam);
    expect((await api.send(engineMessages.forecastInput, { worldId: world.worldId }, { caller: stranger() })).code).toBe(ErrorCode.notParticipant);
  });

  it('scores every company of round 1 as the engine did, and shows a participant the KPIs of their own company only', async () => {
    const db = createDatabase<EngineTables>(suite.scope.databaseUrl, 'simulation_engine', 1, () => undefined);
    try {
      const row = await db.selectFrom('resolution').select('results').where('world_id', '=', world.worldId).where('round', '=', 1).executeTakeFirstOrThrow();
      const stored = (row.results as { companies: { companyId: string; score: number; rank: number }[] }).companies;
      const board = await api.call(achievementsMessages.get, { worldId: world.worldId }, as(world.people['teacher']));
      expect(board).toMatchObject({ rounds: [1], currency: 'USD', canEditWeights: true, canGrade: true });
      expect(board.companies).toHaveLength(6);
      expect(
        board.companies
          .filter((c) => c.teamId !== null)
          .map((c) => c.name)
          .sort(),
      ).toEqual(['ann Bags', 'bo Bags']);
      expect(board.companyRounds.map((r) => ({ companyId: r.companyId, score: r.score, rank: r.rank }))).toEqual(
        expect.arrayContaining(stored.map((c) => ({ companyId: c.companyId, score: c.score, rank: c.rank }))),
      );
      expect(board.companyRounds.every((r) => r.kpis !== null && r.movement === null)).toBe(true);
      const mine = await api.call(achievementsMessages.get, { worldId: world.worldId }, as(world.people['ann']));
      expect(mine).toMatchObject({ canEditWeights: false, canGrade: false });
      const readable = mine.companyRounds.filter((r) => r.kpis !== null).map((r) => r.companyId);
      expect(readable).toEqual([world.companies['ann']]);
      expect(mine.members.filter((m) => m.own).map((m) => m.displayName)).toEqual(['ann']);
    } finally {
      await db.destroy();
    }
  });

  it('re-ranks every round from the stored KPIs when a manager changes the weights, without re-running it', async () => {
    const teacher = as(world.people['teacher']);
    const before = await api.call(achievementsMessages.get, { worldId: world.worldId }, teacher);
    const byCash = await api.call(
      achievementsMessages.updateWeights,
      { worldId: world.worldId, weights: { revenue: 0, netProfit: 0, marketShare: 0, cash: 100, awareness: 0, satisfaction: 0 } },
      teacher,
    );
    const cash = (r: (typeof byCash.companyRounds)[number]) => r.kpis?.cash ?? 0;
    const order = [...byCash.companyRounds].sort((a, b) => cash(b) - cash(a));
    expect(order[0]?.rank).toBe(1);
    for (let i = 1; i < order.length; i++) expect((order[i]?.rank ?? 0) >= (order[i - 1]?.rank ?? 0)).toBe(true);
    expect(byCash.weights['cash']).toBe(1);
    const db = createDatabase<EngineTables>(suite.scope.databaseUrl, 'simulation_engine', 1, () => undefined);
    try {
      expect((await db.selectFrom('resolution').select('round').where('world_id', '=', world.worldId).execute()).map((r) => r.round)).toEqual([1]);
    } finally {
      await db.destroy();
    }
    const restored = await api.call(achievementsMessages.updateWeights, { worldId: world.worldId, weights: percentOf(before.screenplayWeights) }, teacher);
    expect(restored.companyRounds).toEqual(before.companyRounds);
  });

  it('lets managers grade a member’s contribution, and nobody else', async () => {
    const teacher = as(world.people['teacher']);
    const ann = world.people['ann']?.userId ?? '';
    const graded = await api.call(achievementsMessages.grade, { worldId: world.worldId, userId: ann, round: 1, contribution: 50 }, teacher);
    const team = graded.companyRounds.find((r) => r.companyId === world.companies['ann']);
    expect(graded.memberRounds.find((m) => m.userId === ann)).toMatchObject({ contribution: 50, score: Math.round((team?.score ?? NaN) * 50) / 100 });
    const refused = await api.send(achievementsMessages.grade, { worldId: world.worldId, userId: ann, round: 1, contribution: 80 }, as(world.people['bo']));
    expect(refused.code).toBe(ErrorCode.worldManageNotAuthorized);
    const weights = { revenue: 100, netProfit: 0, marketShare: 0, cash: 0, awareness: 0, satisfaction: 0 };
    expect((await api.send(achievementsMessages.updateWeights, { worldId: world.worldId, weights }, as(world.people['ann']))).code).toBe(
      ErrorCode.worldManageNotAuthorized,
    );
    expect((await api.send(achievementsMessages.grade, { worldId: world.worldId, userId: ann, round: 2, contribution: 80 }, teacher)).code).toBe(
      ErrorCode.verificationFailed,
    );
    const outsider = stranger().userId ?? '';
    expect((await api.send(achievementsMessages.grade, { worldId: world.worldId, userId: outsider, round: 1, contribution: 80 }, teacher)).code).toBe(
      ErrorCode.userNotJoined,
    );
    expect((await api.send(achievementsMessages.get, { worldId: world.worldId }, { caller: stranger() })).code).toBe(ErrorCode.notParticipant);
    await api.call(achievementsMessages.grade, { worldId: world.worldId, userId: ann, round: 1, contribution: 100 }, teacher);
  });

  it('answers the gateway’s budget interactions as its pact says', async () => {
    await verifyMessagePact({
      pact: 'gateway-simulation-engine.json',
      provider: 'simulation-engine',
      requester: api,
      states: teamWorldStates(suite, () => world.people['teacher']),
      messages: { 'the budget of a team in round 1': engineMessages.budget, 'a stranger asking for a budget': engineMessages.budget },
    });
  }, 60_000);

  it('resolves a round once however often it is announced, and drops what names no round, bytes that are not JSON included', async () => {
    await api.publishDurably(roundClosedEvent, { worldId: world.worldId, round: 1 });
    const subject = prefixedSubject(api.subjectPrefix, roundClosedEvent.subject);
    await api.connection.jetstream().publish(subject, new TextEncoder().encode('{not json'));
    const last = await api.connection.jetstream().publish(subject, new TextEncoder().encode(JSON.stringify({ worldId: 'nobody', round: -1 })));
    // Every message taken and settled: none waits, none is in hand. (The rerun below shows the engine still takes rounds.)
    const consumers = (await api.connection.jetstreamManager()).consumers;
    const stream = await ensureRoundStream(api.connection, api.subjectPrefix);
    await waitUntil(
      () => consumers.info(stream, ROUND_CONSUMER),
      (info) => info.delivered.stream_seq >= last.seq && info.num_pending === 0 && info.num_ack_pending === 0,
      10_000,
    );
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

/** Fractions by KPI as the whole percentages the weights form takes. */
function percentOf(weights: Record<string, number>) {
  const p = (k: string) => Math.round((weights[k] ?? 0) * 100);
  return {
    revenue: p('revenue'),
    netProfit: p('netProfit'),
    marketShare: p('marketShare'),
    cash: p('cash'),
    awareness: p('awareness'),
    satisfaction: p('satisfaction'),
  };
}
