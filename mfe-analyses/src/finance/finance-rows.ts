import type { AnalysisRound, CompanyAnalyses } from '@simbiz/contracts';
import type { Cell, DerivedTable, Texts } from '../common/page-content';

/** The latest resolved round: the schedules pages show what was still open when it closed. */
export const latestRound = (data: CompanyAnalyses): AnalysisRound | undefined => data.rounds.at(-1);

/** An amount owed under a key (a platform, a service, a loan), falling due in a round. */
export interface Due {
  key: string;
  amount: number;
  dueRound: number;
}

/** Amounts owed under the same key and due round added together, soonest due first, then largest. */
export function groupDue(items: readonly Due[]): Due[] {
  const grouped = new Map<string, Due>();
  for (const item of items) {
    const id = `${item.dueRound}|${item.key}`;
    const known = grouped.get(id);
    if (known) known.amount += item.amount;
    else grouped.set(id, { ...item });
  }
  return [...grouped.values()].sort((a, b) => a.dueRound - b.dueRound || b.amount - a.amount || a.key.localeCompare(b.key));
}

/** Amounts owed by due round, soonest first (for a note per round in which money moves). */
export function byDueRound(items: readonly Due[]): { dueRound: number; amount: number }[] {
  const sums = new Map<number, number>();
  for (const item of items) sums.set(item.dueRound, (sums.get(item.dueRound) ?? 0) + item.amount);
  return [...sums].sort(([a], [b]) => a - b).map(([dueRound, amount]) => ({ dueRound, amount }));
}

/** What a schedule table needs: its id, title and the headings of its name, due round and amount columns. */
export interface DueTableSpec {
  id: string;
  title: string;
  keyHeading: string;
  dueHeading: string;
  amountHeading: string;
  name: (key: string) => string;
  t: Texts;
}

/** A schedule as a table: a row per key and due round (when it will be paid), the amounts and their total. */
export function dueTable(spec: DueTableSpec, items: readonly Due[]): DerivedTable {
  const rows: Cell[][] = groupDue(items).map((d) => [spec.name(d.key), spec.t('round', { round: d.dueRound }), d.amount]);
  return {
    id: spec.id,
    title: spec.title,
    columns: [
      { label: spec.keyHeading, kind: 'text' },
      { label: spec.dueHeading, kind: 'text' },
      { label: spec.amountHeading, kind: 'money' },
    ],
    rows,
    totals: [spec.t('total'), null, rows.reduce((sum, row) => sum + (typeof row[2] === 'number' ? row[2] : 0), 0)],
  };
}

/**
 * Loans' names, "Loan 1", "Loan 2"…, in the order they first appear over the rounds: their ids
 * are the engine's and mean nothing to a reader.
 */
export function loanNames(rounds: readonly AnalysisRound[], t: Texts): (loanId: string) => string {
  const numbers = new Map<string, number>();
  for (const round of rounds) for (const loan of round.result.loanSchedule ?? []) if (!numbers.has(loan.loanId)) numbers.set(loan.loanId, numbers.size + 1);
  return (loanId) => t('fin.loans.name', { number: numbers.get(loanId) ?? numbers.size + 1 });
}
