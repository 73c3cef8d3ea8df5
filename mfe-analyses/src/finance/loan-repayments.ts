import type { AnalysisRound } from '@simbiz/contracts';
import { byRoundChart, byRoundTable } from '../common/by-round';
import type { Cell, Derive, DerivedTable, PageInput } from '../common/page-content';
import { latestRound, loanNames } from './finance-rows';

type Loan = NonNullable<AnalysisRound['result']['loanSchedule']>[number];

/** The loans open at the latest round's close: a row each, soonest due first; the outstanding total is the balance sheet's loans. */
function scheduleTable({ t }: PageInput, round: AnalysisRound | undefined, loans: readonly Loan[], name: (id: string) => string): DerivedTable {
  const sorted = [...loans].sort((a, b) => a.dueRound - b.dueRound || name(a.loanId).localeCompare(name(b.loanId), undefined, { numeric: true }));
  const rows: Cell[][] = sorted.map((l) => [name(l.loanId), t('round', { round: l.dueRound }), l.outstanding, l.interestDue, l.principalDue]);
  const total = (key: 'outstanding' | 'interestDue' | 'principalDue') => loans.reduce((sum, l) => sum + l[key], 0);
  return {
    id: 'loan-schedule',
    title: t('fin.loans.scheduleTitle', { round: round?.round ?? 0 }),
    columns: [
      { label: t('fin.loans.loan'), kind: 'text' },
      { label: t('fin.loans.dueRound'), kind: 'text' },
      { label: t('fin.loans.outstanding'), kind: 'money' },
      { label: t('fin.loans.interestDue'), kind: 'money' },
      { label: t('fin.loans.principalDue'), kind: 'money' },
    ],
    rows,
    totals: [t('total'), null, total('outstanding'), total('interestDue'), total('principalDue')],
  };
}

/**
 * Loan repayments (finance/loan-repayments): each loan still open when the latest round closed,
 * with the round it falls due in, what is outstanding, the interest the next round charges on it
 * and the principal to repay; and every loan's balance at the end of each round, charted. The
 * outstanding totals are the balance sheet's loans (the engine's loans account moves only with
 * loans taken and repaid, in whole minor units). Loans are named "Loan 1", "Loan 2"… in the
 * order they first appear. Notes flag the loans that fall due next round.
 */
export const loanRepaymentSchedule: Derive = (input) => {
  const { data, t, money } = input;
  const name = loanNames(data.rounds, t);
  const latest = latestRound(data);
  const loans = latest?.result.loanSchedule ?? [];
  const history = byRoundTable({
    id: 'loans-by-round',
    title: t('fin.loans.byRoundTitle'),
    rowHeading: t('fin.loans.loan'),
    rounds: data.rounds,
    items: (r) => r.result.loanSchedule ?? [],
    key: (l) => l.loanId,
    value: (l) => l.outstanding,
    name,
    t,
  });
  const notes = loans
    .filter((l) => latest && l.dueRound === latest.round + 1)
    .map((l) => t('fin.loans.notes.dueNext', { loan: name(l.loanId), amount: money(l.principalDue + l.interestDue), round: l.dueRound }));
  return {
    chart: history.rows.length > 0 ? byRoundChart(history, t('fin.loans.chart')) : undefined,
    tables: [scheduleTable(input, latest, loans, name), history],
    notes,
  };
};
