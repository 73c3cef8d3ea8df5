import { balanceSheet, memo } from '../finance/ledger';
import type { CompanyResult } from '../results/company-results.schema';
import type { CompanyRound, RoundContext } from '../round/round-context';
import { warn } from '../round/round-context';
import { usedSpace } from './production';
import { COMPANY_BANKRUPT } from '../state/state.schema';

export interface FinanceOutcome {
  incomeStatement: CompanyResult['incomeStatement'];
  balanceSheet: CompanyResult['balanceSheet'];
  cashFlow: CompanyResult['cashFlow'];
  taxReturn: CompanyResult['taxReturn'];
  loanSchedule: CompanyResult['loanSchedule'];
}

/**
 * Stage 11: receivables and bills fall due; rent, the cost of holding stock and the overheads
 * are charged; interest is paid and loans are repaid on schedule; income tax is charged with loss
 * carry-forward; a shortfall of cash is covered by an emergency loan where receivables and stock
 * can secure it; profit closes into retained earnings; and a company whose cash is still below its
 * credit line goes bankrupt (status 3).
 */
export function closeBooks(ctx: RoundContext, c: CompanyRound): FinanceOutcome {
  collectAndPay(ctx, c);
  chargeRent(ctx, c);
  if (ctx.round === ctx.lastRound) writeDownUnsoldStock(ctx, c);
  chargeHolding(ctx, c);
  chargeOverheads(ctx, c);
  serviceLoans(ctx, c);
  const taxReturn = chargeTax(ctx, c);
  if (c.active) coverShortfall(ctx, c);
  const incomeStatement = c.journal.incomeStatement();
  const balances = c.journal.closingBalances(incomeStatement.netProfit);
  c.state.balances = balances;
  if (c.active && balances.cash < -ctx.screenplay.finance.creditLine) {
    c.state.status = COMPANY_BANKRUPT;
    warn(c, 'finance', 'companyBankrupt', { cash: balances.cash });
  }
  return {
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
  };
}

function collectAndPay(ctx: RoundContext, c: CompanyRound): void {
  const due = (r: { dueRound: number }) => r.dueRound <= ctx.round;
  for (const r of c.state.receivables) if (due(r)) c.journal.post('cash', 'receivables', r.amount, memo('collect', r.platformId));
  for (const p of c.state.payables) if (due(p)) c.journal.post('payables', 'cash', p.amount, memo('pay', p.logisticsServiceId));
  c.state.receivables = c.state.receivables.filter((r) => !due(r));
  c.state.payables = c.state.payables.filter((p) => !due(p));
}

function chargeRent(ctx: RoundContext, c: CompanyRound): void {
  for (const s of c.state.storages) {
    const warehouse = ctx.index.warehouses.get(s.warehouseId);
    if (warehouse) c.journal.post('rent', 'cash', s.capacityM3 * warehouse.rentPerM3, memo('rent', s.warehouseId));
  }
  for (const { warehouseId, m3 } of storageOverflow(ctx, c)) {
    const warehouse = ctx.index.warehouses.get(warehouseId);
    if (!warehouse) continue;
    c.journal.post('rent', 'cash', m3 * warehouse.rentPerM3 * OVERFLOW_RENT_FACTOR, `overflow space ${warehouseId}`);
    warn(c, 'storages', 'storageOverflow', { warehouseId, volume: Math.ceil(m3) });
  }
}

/** Stock held beyond the space rented is stored at this multiple of the warehouse's rent. */
export const OVERFLOW_RENT_FACTOR = 1.5;

/** Cubic metres of stock held at close beyond the space a company rents, per warehouse. */
export function storageOverflow(ctx: RoundContext, c: CompanyRound): { warehouseId: string; m3: number }[] {
  const out: { warehouseId: string; m3: number }[] = [];
  for (const warehouseId of c.stock.warehousesHeld()) {
    const rented = c.state.storages.filter((s) => s.warehouseId === warehouseId).reduce((sum, s) => sum + s.capacityM3, 0);
    const m3 = usedSpace(ctx, c, warehouseId) - rented;
    if (m3 > 1e-9) out.push({ warehouseId, m3 });
  }
  return out;
}

/**
 * When the world's last round closes, stock is valued at what it would fetch (IAS 2's lower of
 * cost and net realisable value): of each model, as many units as it sold this round keep their
 * cost (one more round of sales would move them); the rest are worth what a clearance sale pays
 * (`finance.clearanceFraction` of cost). So stock built for the end of the game cannot lift a
 * company's final equity. Each model written down is reported with the warning `unsoldStockWrittenDown`.
 */
function writeDownUnsoldStock(ctx: RoundContext, c: CompanyRound): void {
  const fraction = ctx.screenplay.finance.clearanceFraction;
  for (const modelId of c.stock.modelsHeld()) {
    const { units, sold } = c.stock.modelTotals(modelId);
    const excess = units - sold;
    if (excess <= 0) continue;
    const value = c.stock.writeDown(modelId, 1 - (excess / units) * (1 - fraction));
    if (value <= 0) continue;
    c.journal.post('inventoryWriteDown', 'inventory', value, memo('write-down', modelId));
    warn(c, 'finance', 'unsoldStockWrittenDown', { modelId, units: excess, amount: value });
  }
}

/** Holding stock costs a share of its value each round: the capital tied up, insurance, shrinkage. */
function chargeHolding(ctx: RoundContext, c: CompanyRound): void {
  const rate = ctx.screenplay.finance.holdingCostRate;
  if (rate > 0) c.journal.post('inventoryHolding', 'cash', c.stock.value() * rate, 'holding stock');
}

/** Salaries, office and administration: a fixed amount a round plus a share of the round's revenue. */
function chargeOverheads(ctx: RoundContext, c: CompanyRound): void {
  if (!c.active) return;
  const { fixedPerRound, shareOfRevenue } = ctx.screenplay.finance.overheads;
  c.journal.post('overheads', 'cash', fixedPerRound + c.journal.balance('revenue') * shareOfRevenue, 'overheads');
}

/**
 * Cash below zero is lent for one round at the emergency rate, up to the company's receivables
 * plus a share of its stock's value (what a bank would take as security), to a company that still
 * owns more than it owes (positive equity). The loan falls due next round; if cash is short
 * again, a new one covers it (Capsim's "emergency loan").
 */
function coverShortfall(ctx: RoundContext, c: CompanyRound): void {
  const shortfall = -c.journal.balance('cash');
  if (shortfall <= 0) return;
  const { interestPerRound, advanceOnInventory } = ctx.screenplay.finance.emergencyLoan;
  const b = (account: Parameters<typeof c.journal.balance>[0]) => c.journal.balance(account);
  // No bank lends to a company that owes more than it owns.
  const equity = b('cash') + b('receivables') + b('inventory') + b('adWallet') - b('payables') - b('loans');
  if (equity <= 0) return;
  const security = b('receivables') + b('inventory') * advanceOnInventory;
  const amount = Math.floor(Math.min(shortfall, Math.max(0, security)));
  if (amount <= 0) return;
  const id = `E${ctx.round}`;
  c.state.loans.push({ id, principal: amount, outstanding: amount, interestPerRound, startRound: ctx.round, dueRound: ctx.round + 1 });
  c.journal.post('cash', 'loans', amount, `emergency loan ${id}`);
  warn(c, 'finance', 'emergencyLoan', { amount, rate: interestPerRound });
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
