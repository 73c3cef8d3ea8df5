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
  'interest',
  'tax',
] as const;
export type ProfitAndLossAccount = (typeof PROFIT_AND_LOSS_ACCOUNTS)[number];
export type Account = BalanceAccount | ProfitAndLossAccount;

/** Accounts whose balance grows with debits; the others grow with credits. */
const DEBIT_NORMAL = new Set<Account>([
  'cash', 'receivables', 'inventory', 'adWallet',
  'commission', 'costOfGoodsSold', 'logistics', 'rent', 'advertising', 'livestreaming',
  'researchAndDevelopment', 'productionSetup', 'storeFees', 'interest', 'tax',
]);

interface Entry {
  debit: Account;
  credit: Account;
  amount: number;
  memo: string;
}

/**
 * A company's double-entry journal for one round. Every amount is posted once as a debit and
 * once as a credit, in whole minor units; statements are derived from it, never computed apart.
 */
export class Journal {
  private readonly entries: Entry[] = [];
  /** Each account's movement this round, in its normal direction, kept as entries are posted. */
  private readonly moved = new Map<Account, number>();

  constructor(private readonly opening: Readonly<Record<BalanceAccount, number>>) {}

  post(debit: Account, credit: Account, amount: number, memo: string): void {
    const whole = toMinor(amount);
    if (whole === 0) return;
    const entry = whole < 0 ? { debit: credit, credit: debit, amount: -whole, memo } : { debit, credit, amount: whole, memo };
    this.entries.push(entry);
    this.move(entry.debit, DEBIT_NORMAL.has(entry.debit) ? entry.amount : -entry.amount);
    this.move(entry.credit, DEBIT_NORMAL.has(entry.credit) ? -entry.amount : entry.amount);
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

  postings(): Posting[] {
    return this.entries.flatMap((e) => [
      { account: e.debit, debit: e.amount, credit: 0, memo: e.memo },
      { account: e.credit, debit: 0, credit: e.amount, memo: e.memo },
    ]);
  }

  incomeStatement(): IncomeStatement {
    const m = (a: ProfitAndLossAccount) => this.movement(a);
    const grossProfit = m('revenue') + m('clearanceIncome') - m('commission') - m('costOfGoodsSold');
    const operatingProfit =
      grossProfit - m('logistics') - m('rent') - m('advertising') - m('livestreaming') - m('researchAndDevelopment') - m('productionSetup') - m('storeFees');
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
    for (const e of this.entries) {
      const delta = e.debit === 'cash' ? e.amount : e.credit === 'cash' ? -e.amount : 0;
      if (delta === 0) continue;
      const counter = e.debit === 'cash' ? e.credit : e.debit;
      if (counter === 'loans' || counter === 'capital') financing += delta;
      else operating += delta;
    }
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
