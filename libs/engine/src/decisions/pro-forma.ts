import type { CashFlow, CompanyResult, IncomeStatement, Posting } from '../results/company-results.schema';
import { resolveRound } from '../round/resolve-round';
import type { Screenplay } from '../screenplay/screenplay.schema';
import type { WorldState } from '../state/state.schema';
import type { CompanyDecisions } from './decisions.schema';

/** What moves a company's cash in a round, in the order a budget lists it: its decisions first, then what falls due. */
export const CASH_KINDS = [
  'production',
  'research',
  'storage',
  'promotions',
  'advertising',
  'livestreams',
  'stores',
  'loans',
  'sales',
  'clearance',
  'logisticsBills',
  'loanRepayments',
  'overheads',
  'tax',
] as const;
export type CashKind = (typeof CASH_KINDS)[number];

/** The kind of a cash movement, by the account on its other side (and, for advertising, by what paid for it). */
function kindOf(other: string, memo: string): CashKind {
  switch (other) {
    case 'inventory':
    case 'productionSetup':
      return 'production';
    case 'researchAndDevelopment':
      return 'research';
    case 'rent':
    case 'inventoryHolding':
      return 'storage';
    case 'advertising':
      return memo.startsWith('promotion ') ? 'promotions' : 'advertising';
    case 'adWallet':
      return 'advertising';
    case 'livestreaming':
      return 'livestreams';
    case 'storeFees':
      return 'stores';
    case 'loans':
      return memo.startsWith('repay ') ? 'loanRepayments' : 'loans';
    case 'interest':
      return 'loanRepayments';
    case 'receivables':
      return 'sales';
    case 'clearanceIncome':
      return 'clearance';
    case 'payables':
      return 'logisticsBills';
    case 'tax':
      return 'tax';
    default:
      return 'overheads';
  }
}

export interface ProForma {
  /** The round forecast. */
  round: number;
  cashAtStart: number;
  /** Cash in (positive) and out (negative) by kind, in the base currency's minor units; kinds that move nothing are left out. */
  flows: { kind: CashKind; amount: number }[];
  /** Cash at the end before any emergency credit: below zero, the engine lends the shortfall at its penalty rate. */
  projectedCash: number;
  /** What the engine's emergency credit would lend (0 when cash suffices). */
  emergencyCredit: number;
  incomeStatement: IncomeStatement;
  cashFlow: CashFlow;
  /** What the engine would cut or drop of the decisions, as the results would report it. */
  warnings: CompanyResult['warnings'];
}

/**
 * A company's round worked out by the engine itself, before the round closes: its decisions and
 * the units it expects each listing to sell (`demand`, keyed `platform/model`; none sells nothing,
 * which gives the round's budget: what the decisions commit and what falls due). `world` need
 * hold only the company (a participant sees no other), with the market's segments; the round is
 * resolved with the company alone, its shoppers' choice replaced by `demand` (stages/fixed-demand),
 * so production, rent, advertising, shipping, commission, settlement, loans, overheads and tax are
 * the engine's own figures. Pure: the same inputs give the same forecast.
 */
export function proForma(
  screenplay: Screenplay,
  world: WorldState,
  companyId: string,
  decisions: CompanyDecisions,
  demand: Readonly<Record<string, number>> = {},
  lastRound = screenplay.rounds,
): ProForma {
  const company = world.companies.find((c) => c.id === companyId);
  if (!company) throw new Error(`no company ${companyId} in the world given`);
  const alone: WorldState = { ...world, companies: [company] };
  const { results } = resolveRound(screenplay, alone, { [companyId]: decisions }, `${world.seed}#pro-forma#${world.round + 1}`, {
    lastRound,
    demand: new Map(Object.entries(demand)),
  });
  const result = results.companies[0];
  if (!result) throw new Error('the engine reported no company');
  const emergencyCredit = result.warnings.reduce((s, w) => s + (w.code === 'emergencyLoan' ? Number(w.params?.amount ?? 0) : 0), 0);
  const flows = cashFlows(result.journal);
  const loans = flows.get('loans');
  if (loans !== undefined) flows.set('loans', loans - emergencyCredit);
  return {
    round: results.round,
    cashAtStart: company.balances.cash,
    flows: CASH_KINDS.flatMap((kind) => {
      const amount = flows.get(kind) ?? 0;
      return amount === 0 ? [] : [{ kind, amount }];
    }),
    projectedCash: result.cashFlow.closing - emergencyCredit,
    emergencyCredit,
    incomeStatement: result.incomeStatement,
    cashFlow: result.cashFlow,
    warnings: result.warnings,
  };
}

/**
 * The world as a team may hold it for its own forecast: its company alone, and none of the
 * market's hidden state (the segments' ideal grades and average prices, which market research
 * sells, are left out; their sizes, which news and growth set in the open, stay, since a listing
 * needs shoppers for its rows). A pro
 * forma needs no more: with the demand fixed by the team, the shoppers' choice only spreads the
 * units over segments, which moves no money.
 */
export function forecastWorld(world: WorldState, companyId: string): WorldState {
  const company = world.companies.find((c) => c.id === companyId);
  if (!company) throw new Error(`no company ${companyId} in the world given`);
  const segments = Object.fromEntries(
    Object.entries(world.segments).map(([id, s]) => [id, { size: s.size, priceSensitivityFactor: s.priceSensitivityFactor, ideals: {} }]),
  );
  return { ...world, companies: [company], segments };
}

/** Net cash by kind from the journal's lines (a debit line, then its credit line, for every amount posted). */
function cashFlows(journal: readonly Posting[]): Map<CashKind, number> {
  const flows = new Map<CashKind, number>();
  for (let i = 0; i + 1 < journal.length; i += 2) {
    const debit = journal[i] as Posting;
    const credit = journal[i + 1] as Posting;
    if (debit.account === credit.account) continue;
    if (debit.account === 'cash') add(flows, kindOf(credit.account, credit.memo), debit.debit);
    else if (credit.account === 'cash') add(flows, kindOf(debit.account, debit.memo), -credit.credit);
  }
  return flows;
}

function add(flows: Map<CashKind, number>, kind: CashKind, amount: number): void {
  flows.set(kind, (flows.get(kind) ?? 0) + amount);
}
