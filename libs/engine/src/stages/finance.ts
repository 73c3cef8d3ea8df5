import { balanceSheet } from '../finance/ledger';
import type { CompanyResult } from '../results/company-results.schema';
import type { CompanyRound, RoundContext } from '../round/round-context';
import { warn } from '../round/round-context';
import { COMPANY_BANKRUPT } from '../state/state.schema';

export interface FinanceOutcome {
  incomeStatement: CompanyResult['incomeStatement'];
  balanceSheet: CompanyResult['balanceSheet'];
  cashFlow: CompanyResult['cashFlow'];
  taxReturn: CompanyResult['taxReturn'];
  loanSchedule: CompanyResult['loanSchedule'];
}

/**
 * Stage 11: receivables and bills fall due, rent and interest are paid, loans are repaid on
 * schedule, income tax is charged with loss carry-forward, profit closes into retained earnings,
 * and a company whose cash is below its credit line goes bankrupt (status 3).
 */
export function closeBooks(ctx: RoundContext): Map<CompanyRound, FinanceOutcome> {
  const out = new Map<CompanyRound, FinanceOutcome>();
  for (const c of ctx.companies) {
    collectAndPay(ctx, c);
    chargeRent(ctx, c);
    serviceLoans(ctx, c);
    const taxReturn = chargeTax(ctx, c);
    const incomeStatement = c.journal.incomeStatement();
    const balances = c.journal.closingBalances(incomeStatement.netProfit);
    c.state.balances = balances;
    if (c.active && balances.cash < -ctx.screenplay.finance.creditLine) {
      c.state.status = COMPANY_BANKRUPT;
      warn(c, 'finance', 'companyBankrupt', { cash: balances.cash });
    }
    out.set(c, {
      incomeStatement,
      balanceSheet: balanceSheet(balances),
      cashFlow: c.journal.cashFlow(),
      taxReturn,
      loanSchedule: c.state.loans.map((l) => ({
        loanId: l.id,
        outstanding: l.outstanding,
        interestDue: Math.round(l.outstanding * l.interestPerRound),
        principalDue: l.outstanding,
        dueRound: l.dueRound,
      })),
    });
  }
  return out;
}

function collectAndPay(ctx: RoundContext, c: CompanyRound): void {
  const due = (r: { dueRound: number }) => r.dueRound <= ctx.round;
  for (const r of c.state.receivables.filter(due)) c.journal.post('cash', 'receivables', r.amount, `collect ${r.platformId}`);
  for (const p of c.state.payables.filter(due)) c.journal.post('payables', 'cash', p.amount, `pay ${p.logisticsServiceId}`);
  c.state.receivables = c.state.receivables.filter((r) => !due(r));
  c.state.payables = c.state.payables.filter((p) => !due(p));
}

function chargeRent(ctx: RoundContext, c: CompanyRound): void {
  for (const s of c.state.storages) {
    const warehouse = ctx.index.warehouses.get(s.warehouseId);
    if (warehouse) c.journal.post('rent', 'cash', s.capacityM3 * warehouse.rentPerM3, `rent ${s.warehouseId}`);
  }
}

function serviceLoans(ctx: RoundContext, c: CompanyRound): void {
  for (const r of c.decisions.repayments) {
    const loan = c.state.loans.find((l) => l.id === r.loanId);
    if (!loan) {
      warn(c, 'repayments', 'loanNotFound', { loanId: r.loanId });
      continue;
    }
    const amount = Math.min(r.amount, loan.outstanding);
    if (amount < r.amount) warn(c, 'repayments', 'repaymentExceedsBalance', { loanId: loan.id });
    c.journal.post('loans', 'cash', amount, `repay ${loan.id}`);
    loan.outstanding -= amount;
  }
  for (const loan of c.state.loans) {
    if (loan.startRound < ctx.round) c.journal.post('interest', 'cash', loan.outstanding * loan.interestPerRound, `interest ${loan.id}`);
    if (loan.dueRound <= ctx.round && loan.outstanding > 0) {
      c.journal.post('loans', 'cash', loan.outstanding, `repay ${loan.id} at term`);
      loan.outstanding = 0;
    }
  }
  c.state.loans = c.state.loans.filter((l) => l.outstanding > 0);
}

function chargeTax(ctx: RoundContext, c: CompanyRound): CompanyResult['taxReturn'] {
  const rate = ctx.index.homeMarket.incomeTaxRate;
  const profitBeforeTax = c.journal.incomeStatement().profitBeforeTax;
  const lossBroughtForward = c.state.taxLossCarryForward;
  const lossUsed = profitBeforeTax > 0 ? Math.min(lossBroughtForward, profitBeforeTax) : 0;
  const taxableIncome = Math.max(0, profitBeforeTax - lossUsed);
  const tax = Math.round(taxableIncome * rate);
  c.journal.post('tax', 'cash', tax, 'income tax');
  const lossCarriedForward = lossBroughtForward - lossUsed + Math.max(0, -profitBeforeTax);
  c.state.taxLossCarryForward = lossCarriedForward;
  return { profitBeforeTax, lossBroughtForward, lossUsed, taxableIncome, rate, tax, lossCarriedForward };
}
