import type { AnalysisRound } from '@simbiz/contracts';
import { BALANCE_GROUPS, CASH_LINES, INCOME_LINES } from '@simbiz/web-kit/src/statement-lines';
import type { Derive, DerivedTable, Texts } from '../common/page-content';

/** A statement as a table: a row per line, a column per round (the pages show the same; the workbook has a sheet for each). */
function statementTable(
  id: string,
  title: string,
  rounds: readonly AnalysisRound[],
  t: Texts,
  lines: readonly { key: string; label: string }[],
  figures: (round: AnalysisRound) => Record<string, number> | undefined,
): DerivedTable {
  return {
    id,
    title,
    columns: [{ label: t('line'), kind: 'text' }, ...rounds.map((r) => ({ label: t('round', { round: r.round }), kind: 'money' as const }))],
    rows: lines.map(({ key, label }) => [label, ...rounds.map((r) => figures(r)?.[key] ?? 0)]),
  };
}

/** The income statement, balance sheet and cash-flow statement of every round (view `statements`, or `all`). */
export const statements: Derive = ({ data, t }) => {
  const rounds = data.rounds;
  const balanceLines = BALANCE_GROUPS.flatMap((g) => [...g.lines, g.total]);
  return {
    tables: [
      statementTable(
        'income-statement',
        t('tabs.incomeStatement'),
        rounds,
        t,
        INCOME_LINES.map((key) => ({ key, label: t(`income.${key}`) })),
        (r) => r.result.incomeStatement,
      ),
      statementTable(
        'balance-sheet',
        t('tabs.balanceSheet'),
        rounds,
        t,
        balanceLines.map((key) => ({ key, label: t(`balance.${key}`) })),
        (r) => r.result.balanceSheet,
      ),
      statementTable(
        'cash-flow',
        t('tabs.cashFlow'),
        rounds,
        t,
        CASH_LINES.map((key) => ({ key, label: t(`cash.${key}`) })),
        (r) => r.result.cashFlow,
      ),
    ],
  };
};
