import { toMinor } from '../core/money';
import type { BalanceSheet, CashFlow, IncomeStatement, Posting } from '../results/company-results.schema';
import type { BalanceAccount } from '../state/state.schema';

export const PROFIT_AND_LOSS_ACCOUNTS = [
  'revenue',
  'clearanceIncome',
  'commission',
  'costOfGoodsSold',
  'logistics',
  'rent',
  'advertising',
  'livestreaming',
  'researchAndDevelopment',
  'productionSetup',
  'storeFees',
  'inventoryHolding',
  'inventoryWriteDown',
  'overheads',
  'interest',
  'tax',
] as const;
export type ProfitAndLossAccount = (typeof PROFIT_AND_LOSS_ACCOUNTS)[number];
export type Account = BalanceAccount | ProfitAndLossAccount;

/** Income accounts, which grow with credits; every other profit-and-loss account is an expense. */
const INCOME_ACCOUNTS = new Set<Account>(['revenue', 'clearanceIncome']);

/** Accounts whose balance grows with debits (assets and expenses); the others grow with credits. */
const DEBIT_NORMAL = new Set<Account>(['cash', 'receivables', 'inventory', 'adWallet', ...PROFIT_AND_LOSS_ACCOUNTS.filter((a) => !INCOME_ACCOUNTS.has(a))]);

const composed = new Map<string, Map<string, string>>();
/**
 * The memo `${prefix} ${subject}` ("sales on shopmall"), built once and shared: such memos repeat
 * across companies and rounds, and one string each keeps the results small.
 */
export function memo(prefix: string, subject: string): string {
  let bySubject = composed.get(prefix);
  if (!bySubject) composed.set(prefix, (bySubject = new Map()));
  let text = bySubject.get(subject);
  if (text === undefined) {
    if (bySubject.size > 10_000) bySubject.clear();
    bySubject.set(subject, (text = `${prefix} ${subject}`));
  }
  return text;
}

/**
 * A company's double-entry journal for one round. Every amount is posted once as a debit and
 * once as a credit, in whole minor units; statements are derived from it, never computed apart.
 */
export class Journal {
  /**
   * Every amount posted, in order: the account debited and the one credited (two entries of
   * `accounts` each), the whole amount and the memo. The posting lines are made from them only
   * when asked for, at the end of the round: a round posts many, and fewer objects living through
   * it mean less work for the garbage collector.
   */
  private readonly accounts: Account[] = [];
  private readonly amounts: number[] = [];
  private readonly memos: string[] = [];
  /** Each account's movement this round, in its normal direction, kept as entries are posted. */
  private readonly moved = new Map<Account, number>();

  constructor(private readonly opening: Readonly<Record<BalanceAccount, number>>) {}

  post(debit: Account, credit: Account, amount: number, memo: string): void {
    const whole = toMinor(amount);
    if (whole === 0) return;
    // A negative amount is posted the other way round.
    if (whole < 0) this.record(credit, debit, -whole, memo);
    else this.record(debit, credit, whole, memo);
  }

  private record(to: Account, from: Account, value: number, memo: string): void {
    this.accounts.push(to, from);
    this.amounts.push(value);
    this.memos.push(memo);
    this.move(to, DEBIT_NORMAL.has(to) ? value : -value);
    this.move(from, DEBIT_NORMAL.has(from) ? -value : value);
  }

  private move(account: Account, by: number): void {
    this.moved.set(account, (this.moved.get(account) ?? 0) + by);
  }

  /** The balance of an account so far (opening plus this round's entries). */
  balance(account: Account): number {
    return ((this.opening as Record<string, number>)[account] ?? 0) + (this.moved.get(account) ?? 0);
  }

  /** Movement of one account this round (in its normal direction). */
  movement(account: Account): number {
    return this.balance(account) - ((this.opening as Record<string, number>)[account] ?? 0);
  }

  /** The posting lines, a debit line then its credit line for every amount posted. */
  postings(): Posting[] {
    const lines = new Array<Posting>(2 * this.amounts.length);
    this.amounts.forEach((value, i) => {
      const memo = this.memos[i] ?? '';
      lines[2 * i] = { account: this.accounts[2 * i] ?? 'cash', debit: value, credit: 0, memo };
      lines[2 * i + 1] = { account: this.accounts[2 * i + 1] ?? 'cash', debit: 0, credit: value, memo };
    });
    return lines;
  }

  incomeStatement(): IncomeStatement {
    const m = (a: ProfitAndLossAccount) => this.movement(a);
    const grossProfit = m('revenue') + m('clearanceIncome') - m('commission') - m('costOfGoodsSold');
    const operatingProfit =
      grossProfit -
      m('logistics') -
      m('rent') -
      m('advertising') -
      m('livestreaming') -
      m('researchAndDevelopment') -
      m('productionSetup') -
      m('storeFees') -
      m('inventoryHolding') -
      m('inventoryWriteDown') -
      m('overheads');
    const profitBeforeTax = operatingProfit - m('interest');
    return {
      revenue: m('revenue'),
      clearanceIncome: m('clearanceIncome'),
      commission: m('commission'),
      costOfGoodsSold: m('costOfGoodsSold'),
      grossProfit,
      logistics: m('logistics'),
      rent: m('rent'),
      advertising: m('advertising'),
      livestreaming: m('livestreaming'),
      researchAndDevelopment: m('researchAndDevelopment'),
      productionSetup: m('productionSetup'),
      storeFees: m('storeFees'),
      inventoryHolding: m('inventoryHolding'),
      inventoryWriteDown: m('inventoryWriteDown'),
      overheads: m('overheads'),
      operatingProfit,
      interest: m('interest'),
      profitBeforeTax,
      tax: m('tax'),
      netProfit: profitBeforeTax - m('tax'),
    };
  }

  /** Closing balances after this round's profit is carried into retained earnings. */
  closingBalances(netProfit: number): Record<BalanceAccount, number> {
    return {
      cash: this.balance('cash'),
      receivables: this.balance('receivables'),
      inventory: this.balance('inventory'),
      adWallet: this.balance('adWallet'),
      payables: this.balance('payables'),
      loans: this.balance('loans'),
      capital: this.balance('capital'),
      retainedEarnings: this.balance('retainedEarnings') + netProfit,
    };
  }

  /** Cash movements by activity: loans are financing, everything else operating. */
  cashFlow(): CashFlow {
    let operating = 0;
    let financing = 0;
    this.amounts.forEach((value, i) => {
      const debit = this.accounts[2 * i];
      const credit = this.accounts[2 * i + 1];
      const delta = debit === 'cash' ? value : credit === 'cash' ? -value : 0;
      if (delta === 0) return;
      const counter = debit === 'cash' ? credit : debit;
      if (counter === 'loans' || counter === 'capital') financing += delta;
      else operating += delta;
    });
    const opening = this.opening.cash;
    return { opening, operating, financing, netChange: operating + financing, closing: opening + operating + financing };
  }
}

export function balanceSheet(balances: Record<BalanceAccount, number>): BalanceSheet {
  const totalAssets = balances.cash + balances.receivables + balances.inventory + balances.adWallet;
  const totalLiabilities = balances.payables + balances.loans;
  const totalEquity = balances.capital + balances.retainedEarnings;
  return { ...pick(balances), totalAssets, totalLiabilities, totalEquity };
}

function pick(b: Record<BalanceAccount, number>) {
  return {
    cash: b.cash,
    receivables: b.receivables,
    inventory: b.inventory,
    adWallet: b.adWallet,
    payables: b.payables,
    loans: b.loans,
    capital: b.capital,
    retainedEarnings: b.retainedEarnings,
  };
}
