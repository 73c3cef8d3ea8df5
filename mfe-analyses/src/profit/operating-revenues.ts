import type { AnalysisRound } from '@simbiz/contracts';
import { INCOME_LINES } from '@simbiz/web-kit/src/statement-lines';
import type { Derive } from '../common/page-content';

/** The top of the income statement, down to operating profit, in the order a reader follows it. */
const LINES = INCOME_LINES.slice(0, INCOME_LINES.indexOf('operatingProfit') + 1);

type Statement = NonNullable<AnalysisRound['result']['incomeStatement']>;

/** Sales income: revenue and clearance income, both in gross profit. */
const salesIncome = (s: Statement) => s.revenue + s.clearanceIncome;

/** A profit as a share of sales income; none without sales income. */
const marginOf = (profit: number, s: Statement | undefined) => (s && salesIncome(s) !== 0 ? profit / salesIncome(s) : null);

/**
 * Operating revenues (profit/operating-revenues): the income statement's lines from revenue down
 * to operating profit, a column per round (costs as the statement shows them, positive), and a
 * line chart of gross and operating margin (shares of revenue plus clearance income) by round.
 * The lines are the statement's own figures: gross profit is revenue + clearance income −
 * commission − cost of goods sold, operating profit gross profit less the costs between them.
 */
export const operatingRevenues: Derive = ({ data, t, percent }) => {
  const statements = data.rounds.map((r) => r.result.incomeStatement);
  const labels = data.rounds.map((r) => t('round', { round: r.round }));
  // Results from before a line existed have none: it reads 0, as the engine's schema defaults it.
  const figure = (s: Statement | undefined, line: (typeof LINES)[number]) => (s ? ((s as Partial<Statement>)[line] ?? 0) : null);
  const gross = statements.map((s) => marginOf(s?.grossProfit ?? 0, s));
  const operating = statements.map((s) => marginOf(s?.operatingProfit ?? 0, s));
  const last = data.rounds.length - 1;
  const [lastGross, lastOperating, lastRound] = [gross[last], operating[last], data.rounds[last]];
  const notes =
    lastRound && typeof lastGross === 'number' && typeof lastOperating === 'number'
      ? [t('profit.marginNote', { round: lastRound.round, gross: percent(lastGross), operating: percent(lastOperating) })]
      : [];
  return {
    chart: {
      title: t('profit.marginChart'),
      kind: 'line',
      unit: 'percent',
      categories: labels,
      series: [
        { name: t('profit.grossMargin'), data: gross },
        { name: t('profit.operatingMargin'), data: operating },
      ],
    },
    tables: [
      {
        id: 'operating-revenues',
        title: t('tabs.operatingRevenues'),
        columns: [{ label: t('line'), kind: 'text' }, ...labels.map((label) => ({ label, kind: 'money' as const }))],
        rows: LINES.map((line) => [t(`income.${line}`), ...statements.map((s) => figure(s, line))]),
      },
    ],
    notes,
  };
};
