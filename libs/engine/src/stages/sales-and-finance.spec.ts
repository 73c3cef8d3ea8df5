import { resolveRound } from '../round/resolve-round';
import { COMPANY_BANKRUPT, type WorldState } from '../state/state.schema';
import { decide, launch } from '../test-support/decisions';
import { starter, starterWorld } from '../test-support/worlds';

const shopmall = starter.platforms.find((p) => p.id === 'shopmall');
const first = () => resolveRound(starter, starterWorld('sales', 1), { c1: launch() }, 'sales#1');

describe('stage 9: fulfilment and settlement', () => {
  it('books revenue, withholds commission, and collects what the settlement days allow', () => {
    const r = first().results.companies[0];
    const revenue = r?.incomeStatement.revenue ?? 0;
    expect(revenue).toBeGreaterThan(0);
    expect(r?.incomeStatement.commission).toBe(r?.sales.reduce((s, x) => s + x.commission, 0));
    const net = revenue - (r?.incomeStatement.commission ?? 0);
    const later = Math.round(net * ((shopmall?.settlementDays ?? 0) / starter.daysPerRound));
    expect(Math.abs((r?.balanceSheet.receivables ?? 0) - later)).toBeLessThanOrEqual(1);
    expect(r?.receivableSchedule).toEqual([{ platformId: 'shopmall', amount: r?.balanceSheet.receivables, dueRound: 2 }]);
  });

  it('ships from the warehouse with stock and bills the freight to payables', () => {
    const r = first().results.companies[0];
    expect(r?.deliveries).toEqual([expect.objectContaining({ warehouseId: 'central', logisticsServiceId: 'standard', days: 4 })]);
    expect(r?.balanceSheet.payables).toBe(r?.incomeStatement.logistics);
  });

  it('collects last round’s receivables and pays its bills when they fall due', () => {
    const one = first();
    const owed = one.results.companies[0]?.balanceSheet.receivables ?? 0;
    const bills = one.results.companies[0]?.logisticsBillSchedule ?? [];
    const two = resolveRound(starter, one.state, {}, 'sales#2');
    const r2 = two.results.companies[0];
    expect(r2?.balanceSheet.receivables).toBe(0);
    expect(r2?.journal).toContainEqual({ account: 'cash', debit: owed, credit: 0, memo: 'collect shopmall' });
    const billsDue = bills.filter((b) => b.dueRound === 2).reduce((s, b) => s + b.amount, 0);
    expect(r2?.balanceSheet.payables).toBe((one.results.companies[0]?.balanceSheet.payables ?? 0) - billsDue);
  });
});

describe('stage 10: clearance', () => {
  it('sells the chosen units at the clearance fraction of their cost', () => {
    const one = resolveRound(starter, starterWorld('clear', 1), { c1: launch(99_000, 1_000) }, 'c#1');
    const unitCost = one.state.companies[0]?.stock[0]?.unitCost ?? 0;
    const { results } = resolveRound(starter, one.state, { c1: decide({ clearance: [{ modelId: 'm', warehouseId: 'central', quantity: 100 }] }) }, 'c#2');
    const r = results.companies[0];
    expect(r?.inventory[0]?.cleared).toBe(100);
    expect(r?.incomeStatement.clearanceIncome).toBe(Math.round(100 * unitCost * starter.finance.clearanceFraction));
  });
});

describe('stage 11: finance', () => {
  it('lends within the quota, charges interest from the next round and repays at term', () => {
    const amount = 5_000_000;
    let state: WorldState = resolveRound(starter, starterWorld('loan', 1), { c1: decide({ loans: [{ amount }] }) }, 'l#1').state;
    const loan = state.companies[0]?.loans[0];
    expect(loan).toMatchObject({ principal: amount, outstanding: amount, dueRound: 1 + starter.finance.smeLoan.termRounds });
    const interest: number[] = [];
    for (let round = 2; round <= 1 + starter.finance.smeLoan.termRounds; round++) {
      const outcome = resolveRound(starter, state, {}, `l#${round}`);
      interest.push(outcome.results.companies[0]?.incomeStatement.interest ?? 0);
      state = outcome.state;
    }
    expect(interest.every((i) => i === Math.round(amount * starter.finance.smeLoan.interestPerRound))).toBe(true);
    expect(state.companies[0]?.loans).toEqual([]);
  });

  it('refuses a loan beyond the quota of equity', () => {
    const { results } = resolveRound(
      starter,
      starterWorld('quota', 1),
      { c1: decide({ loans: [{ amount: 30_000_000 }, { amount: 30_000_000 }, { amount: 30_000_000 }] }) },
      'q',
    );
    expect(results.companies[0]?.balanceSheet.loans).toBeLessThanOrEqual(starter.finance.initialCapital * starter.finance.smeLoan.quotaOfEquity);
    expect(results.companies[0]?.warnings.map((w) => w.code)).toContain('loanQuotaExhausted');
  });

  it('carries a loss forward and sets it against later profit before tax', () => {
    const losing = resolveRound(starter, starterWorld('tax', 1), { c1: decide({ rnd: [{ attributeId: 'weight', investment: 1_000_000 }] }) }, 't#1');
    const taxReturn = losing.results.companies[0]?.taxReturn;
    expect(taxReturn?.tax).toBe(0);
    expect(taxReturn?.lossCarriedForward).toBe(-(taxReturn?.profitBeforeTax ?? 0));
    expect(losing.state.companies[0]?.taxLossCarryForward).toBe(taxReturn?.lossCarriedForward);
  });

  it('declares bankrupt a company whose cash falls below the credit line', () => {
    const world = starterWorld('broke', 1);
    const poor = { ...world, companies: world.companies.map((c) => ({ ...c, balances: { ...c.balances, cash: 100 } })) };
    const { state, results } = resolveRound(starter, poor, { c1: decide({ rnd: [{ attributeId: 'weight', investment: 10_000_000 }] }) }, 'b');
    expect(results.companies[0]?.status).toBe(COMPANY_BANKRUPT);
    expect(state.companies[0]?.status).toBe(COMPANY_BANKRUPT);
  });
});
