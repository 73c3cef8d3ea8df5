import { ErrorCode, financeMessages as f } from '@simbiz/contracts';
import { bootstrapService, Requester } from '@simbiz/service-kit';
import { as, decisionServiceSuite, itKeepsDecisionPacts, moveToNextRound, type PlayableWorld, roundFundsStates } from '@simbiz/testing';
import { randomUUID } from 'node:crypto';
import { financeMigrations } from './database/migrations';
import { FinanceModule } from './finance.module';

const statement = (cash: number) => ({
  incomeStatement: { revenue: 9_000_000, netProfit: 1_000_000 },
  balanceSheet: {
    cash,
    totalAssets: cash + 4_000_000,
    loans: 5_000_000,
    totalLiabilities: 5_000_000,
    capital: 60_000_000,
    retainedEarnings: 1_000_000,
    totalEquity: 61_000_000,
  },
  cashFlow: { opening: 60_000_000, operating: -2_000_000, financing: 5_000_000, netChange: 3_000_000, closing: cash },
  revenueByModel: [{ modelId: 'm1', revenue: 9_000_000, units: 1_400 }],
});

describe('capital, SME loans and statements (identity, worlds and teams as processes)', () => {
  let api: Requester;
  let world: PlayableWorld;
  let worldId: string;
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;
  const ann = () => as(world.people['ann']);
  const bo = () => as(world.people['bo']);

  const suite = decisionServiceSuite('finance', {
    requester: (nc, prefix) => new Requester(nc, prefix, 5_000),
    service: (options) => bootstrapService({ name: 'finance', module: FinanceModule, migrations: financeMigrations }, options),
    worldName: 'Finance',
    // Its own world, the pacts' shared one and the one its service pact's states make.
    simulations: 3,
  });

  beforeAll(() => {
    ({ api, world } = suite);
    worldId = world.worldId;
  });

  it('starts every company with the screenplay’s capital', async () => {
    expect(await api.call(f.capital, { worldId }, ann())).toEqual({
      round: 0,
      currency: 'USD',
      cash: 60_000_000,
      capital: 60_000_000,
      loans: 0,
      totalEquity: 60_000_000,
    });
    expect(await api.call(f.statements, { worldId }, ann())).toEqual([]);
  });

  it('grants requests within the range and the quota of equity, with the plan of repayments (230003, 230001)', async () => {
    expect(await api.send(f.takeLoan, { worldId, amount: 500 }, ann())).toMatchObject({
      code: ErrorCode.loanAmountOutOfRange,
      data: { params: { min: 1_000_000, max: 30_000_000 } },
    });
    const loan = await api.call(f.takeLoan, { worldId, amount: 30_000_000 }, ann());
    expect(loan).toMatchObject({ version: 1, amount: 30_000_000, round: 1, outstanding: 30_000_000, termRounds: 4 });
    expect(loan.repaymentPlan).toHaveLength(4);
    expect(loan.repaymentPlan[3]).toEqual({ round: 5, principal: 30_000_000, interest: 450_000 });
    await api.call(f.takeLoan, { worldId, amount: 25_000_000 }, ann());
    expect(await code(api.send(f.takeLoan, { worldId, amount: 6_000_000 }, ann()))).toBe(ErrorCode.loanQuotaExhausted);
  });

  it('takes back only the company’s own requests of this round (230005)', async () => {
    const [latest] = await api.call(f.listLoans, { worldId }, ann());
    // bo knows no version of ann's loan: a write made up for it states the first.
    expect(await code(api.send(f.cancelLoan, { worldId, loanId: latest?.loanId ?? '', version: 1 }, bo()))).toBe(ErrorCode.loanNotFound);
    expect(await api.call(f.cancelLoan, { worldId, loanId: latest?.loanId ?? '', version: latest?.version ?? 1 }, ann())).toEqual({ deleted: true });
    expect(await api.call(f.listLoans, { worldId }, bo())).toEqual([]);
    expect(await code(api.send(f.takeLoan, { worldId, amount: 1_000_000 }, as(world.people['teacher'])))).toBe(ErrorCode.worldNotAuthorized);
    expect(await code(api.send(f.capital, { worldId }, as({ userId: randomUUID(), roles: [] })))).toBe(ErrorCode.notParticipant);
  });

  it('gives the engine the round’s requests in order, then refuses the round’s decisions (130053)', async () => {
    const snapshot = await api.call(f.snapshot, { worldId, round: 1 });
    expect(snapshot.companies).toEqual({ [world.companies['ann'] ?? '']: { loans: [{ amount: 30_000_000 }] } });
    expect(await code(api.send(f.takeLoan, { worldId, amount: 1_000_000 }, bo()))).toBe(ErrorCode.decisionsBeingSubmitted);
  });

  it('keeps the statements of a resolved round and what the engine granted, the same however often applied', async () => {
    const companies = {
      [world.companies['ann'] ?? '']: {
        statement: statement(63_000_000),
        loans: [{ principal: 30_000_000, outstanding: 30_000_000, startRound: 1, dueRound: 5, interestPerRound: 0.015 }],
      },
    };
    await api.call(f.apply, { worldId, round: 1, companies });
    await api.call(f.apply, { worldId, round: 1, companies });
    expect(await api.call(f.statements, { worldId }, ann())).toEqual([{ round: 1, ...statement(63_000_000) }]);
    expect(await api.call(f.capital, { worldId }, ann())).toEqual({
      round: 1,
      currency: 'USD',
      cash: 63_000_000,
      capital: 60_000_000,
      loans: 5_000_000,
      totalEquity: 61_000_000,
    });
    expect(await api.call(f.listLoans, { worldId }, ann())).toEqual([expect.objectContaining({ amount: 30_000_000, outstanding: 30_000_000 })]);
  });

  it('lets only this round’s requests be taken back once the next round runs (130047)', async () => {
    await moveToNextRound(api, worldId, world.people['teacher']);
    const [loan] = await api.call(f.listLoans, { worldId }, ann());
    expect(await code(api.send(f.cancelLoan, { worldId, loanId: loan?.loanId ?? '', version: loan?.version ?? 1 }, ann()))).toBe(
      ErrorCode.onlyCurrentRoundDeletable,
    );
    // 30 M owed against 61 M of equity: 31 M more may be asked for, not a unit beyond.
    expect(await code(api.send(f.takeLoan, { worldId, amount: 30_000_000 }, ann()))).toBe(0);
  });

  // Stores and products ask finance the same question: one world answers both pacts' states.
  const fundsStates = roundFundsStates(suite, () => suite.world.people['teacher']);
  itKeepsDecisionPacts(suite, {
    provider: 'finance',
    gateway: { 'the capital of a team before the first round': f.capital },
    engine: {
      'the finance snapshot of round 1': f.snapshot,
      'the finance draft of a company in round 1': f.draft,
      'the finance slice of round 1': f.apply,
    },
    services: [
      {
        consumer: 'stores',
        messages: { 'the funds of a company with its capital and a new loan': f.productionFunds, 'the funds of an overdrawn company': f.productionFunds },
        states: fundsStates,
      },
      {
        consumer: 'products',
        messages: { 'the funds of a company with its capital and a new loan': f.productionFunds, 'the funds of an overdrawn company': f.productionFunds },
        states: fundsStates,
      },
    ],
  });
});
