import type { AnalysisRound } from '@simbiz/contracts';
import type { Cell, Derive, PageInput } from '../common/page-content';
import { ordersOf, salesOf, sessionsOf } from './revenue-rows';

/** A round's (or all rounds') sales in sum. */
interface Totals {
  revenue: number;
  units: number;
  orders: number;
  sessions: number;
}

function totalsOf(rounds: readonly AnalysisRound[]): Totals {
  const sum: Totals = { revenue: 0, units: 0, orders: 0, sessions: 0 };
  for (const row of rounds.flatMap(salesOf)) {
    sum.revenue += row.revenue;
    sum.units += row.units;
    sum.orders += ordersOf(row);
    sum.sessions += sessionsOf(row);
  }
  return sum;
}

/** Revenue, units, orders, sessions (whole), conversion and the average selling price (base currency). */
const cellsOf = (s: Totals): Cell[] => [
  s.revenue,
  s.units,
  s.orders,
  Math.round(s.sessions),
  s.sessions > 0 ? s.orders / s.sessions : null,
  s.units > 0 ? s.revenue / s.units : null,
];

/** How revenue moved from the round before the last to the last. */
function changeNote({ data, t, money, percent }: PageInput, revenues: readonly number[]): string[] {
  const [before, after] = revenues.slice(-2);
  const [from, to] = data.rounds.slice(-2);
  if (before === undefined || after === undefined || !from || !to || before <= 0 || after === before) return [];
  const params = { change: percent(Math.abs(after - before) / before), from: from.round, to: to.round, revenue: money(after) };
  return [t(after > before ? 'revenue.rose' : 'revenue.fell', params)];
}

/**
 * Revenues (sales/revenues-total): a row per round with revenue, units sold, orders, sessions,
 * conversion (orders per session) and the average selling price in the base currency, and a
 * column chart of revenue by round. Each round's revenue is its sales rows' revenue, which is the
 * income statement's revenue (the engine books exactly the rows' whole minor units); the totals
 * row sums the rounds. Rows are rounds, not columns: a column has one kind, and these figures
 * are money, counts and shares.
 */
export const revenuesTotal: Derive = (input) => {
  const { data, t, money, percent } = input;
  const byRound = data.rounds.map((r) => totalsOf([r]));
  const labels = data.rounds.map((r) => t('round', { round: r.round }));
  const revenues = byRound.map((s) => s.revenue);
  const last = byRound.at(-1);
  const lastRound = data.rounds.at(-1);
  const conversion =
    last && lastRound && last.sessions > 0 && last.units > 0
      ? [t('revenue.conversionNote', { round: lastRound.round, conversion: percent(last.orders / last.sessions), price: money(last.revenue / last.units) })]
      : [];
  return {
    chart: { title: t('revenue.totalChart'), kind: 'column', unit: 'money', categories: labels, series: [{ name: t('revenue.revenue'), data: revenues }] },
    tables: [
      {
        id: 'revenues-total',
        title: t('tabs.revenuesTotal'),
        columns: [
          { label: t('roundChoice'), kind: 'text' },
          { label: t('revenue.revenue'), kind: 'money' },
          { label: t('revenue.units'), kind: 'count' },
          { label: t('revenue.orders'), kind: 'count' },
          { label: t('revenue.sessions'), kind: 'count' },
          { label: t('revenue.conversion'), kind: 'percent' },
          { label: t('revenue.averagePrice'), kind: 'money' },
        ],
        rows: byRound.map((s, i) => [labels[i] ?? '', ...cellsOf(s)]),
        totals: [t('total'), ...cellsOf(totalsOf(data.rounds))],
      },
    ],
    notes: [...changeNote(input, revenues), ...conversion],
  };
};
