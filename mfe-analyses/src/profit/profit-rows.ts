import type { Cell, Column, PageContent, PageInput } from '../common/page-content';
import { roundOf } from '../common/page-content';
import { type SalesRow, salesOf } from '../sales/revenue-rows';

/** What a profit page groups the round's sales rows by, and how it names a group. */
export interface ProfitGrouping {
  /** The table's id and the page's texts: `profit.<chart>` is the chart's title. */
  id: string;
  title: string;
  chart: string;
  /** The headings of the columns that name a group, e.g. [Brand] or [Platform, Product]. */
  headings: string[];
  key: (row: SalesRow) => string;
  labels: (row: SalesRow) => string[];
}

/** A group's sums over its sales rows. */
interface Sums {
  labels: string[];
  units: number;
  revenue: number;
  commission: number;
  costOfGoodsSold: number;
  logistics: number;
  directMarketing: number;
  profit: number;
}

const FIGURES = ['units', 'revenue', 'commission', 'costOfGoodsSold', 'logistics', 'directMarketing', 'profit'] as const;

function sumsBy(rows: readonly SalesRow[], g: ProfitGrouping): Sums[] {
  const groups = new Map<string, Sums>();
  for (const row of rows) {
    const key = g.key(row);
    let sums = groups.get(key);
    if (!sums)
      groups.set(key, (sums = { labels: g.labels(row), units: 0, revenue: 0, commission: 0, costOfGoodsSold: 0, logistics: 0, directMarketing: 0, profit: 0 }));
    for (const f of FIGURES) sums[f] += row[f];
  }
  return [...groups.values()];
}

/** Units, the money figures in order, and the margin (profit over revenue; none without revenue). */
const cellsOf = (s: Omit<Sums, 'labels'>): Cell[] => [...FIGURES.map((f) => s[f]), s.revenue !== 0 ? s.profit / s.revenue : null];

function total(groups: readonly Sums[]): Omit<Sums, 'labels'> {
  const sum = { units: 0, revenue: 0, commission: 0, costOfGoodsSold: 0, logistics: 0, directMarketing: 0, profit: 0 };
  for (const s of groups) for (const f of FIGURES) sum[f] += s[f];
  return sum;
}

/**
 * A profit page of one round: the round's sales rows grouped as the page says, each group's
 * units, revenue, commission, cost of goods sold, logistics, direct marketing, profit (the engine's
 * per-row profit, summed) and margin, most profitable first; totals; a bar chart of profit by group.
 *
 * Tie-outs with the income statement: total revenue is its revenue and total commission its
 * platform commission, exactly. Cost of goods sold and logistics do not tie exactly: the
 * statement's cost of goods sold also holds the cost of stock cleared (stage 10) and revaluation
 * on arrival of transfers, its logistics also the freight of transfers, and each row carries its
 * share of its listing's cost rounded to a whole minor unit. A row's profit is worked out by the
 * engine before rounding, so it may differ by a minor unit from revenue less the rounded costs.
 */
export function profitPage(input: PageInput, g: ProfitGrouping): PageContent {
  const { t, money, percent } = input;
  const round = roundOf(input);
  const name = (s: Sums) => s.labels.join(' · ');
  const groups = sumsBy(salesOf(round), g).sort((a, b) => b.profit - a.profit || name(a).localeCompare(name(b)));
  const sums = total(groups);
  const columns: Column[] = [
    ...g.headings.map((label): Column => ({ label, kind: 'text' })),
    { label: t('profit.units'), kind: 'count' },
    ...FIGURES.slice(1).map((f): Column => ({ label: t(`profit.${f}`), kind: 'money' })),
    { label: t('profit.margin'), kind: 'percent' },
  ];
  const table = {
    id: g.id,
    title: g.title,
    columns,
    rows: groups.map((s) => [...s.labels, ...cellsOf(s)]),
    totals: [t('total'), ...g.headings.slice(1).map(() => null), ...cellsOf(sums)],
  };
  if (!round || groups.length === 0) return { tables: [{ ...table, rows: [] }] };
  const chart = {
    title: t(`profit.${g.chart}`, { round: round.round }),
    kind: 'bar' as const,
    unit: 'money' as const,
    categories: groups.map(name),
    series: [{ name: t('profit.profit'), data: groups.map((s) => s.profit) }],
  };
  const notes: string[] = [];
  const best = groups[0];
  if (best && best.profit > 0) {
    const margin = best.revenue !== 0 ? percent(best.profit / best.revenue) : '—';
    notes.push(t('profit.best', { name: name(best), round: round.round, profit: money(best.profit), margin }));
  }
  const worst = groups.at(-1);
  if (worst && worst !== best && worst.profit < 0) notes.push(t('profit.loss', { name: name(worst), round: round.round, loss: money(-worst.profit) }));
  const statement = round.result.incomeStatement;
  if (statement && statement.costOfGoodsSold !== sums.costOfGoodsSold) {
    notes.push(t('profit.cogsGap', { statement: money(statement.costOfGoodsSold), rows: money(sums.costOfGoodsSold) }));
  }
  if (statement && statement.logistics !== sums.logistics)
    notes.push(t('profit.logisticsGap', { statement: money(statement.logistics), rows: money(sums.logistics) }));
  if (sums.directMarketing !== 0) notes.push(t('profit.directMarketingNote'));
  return { chart, tables: [table], notes };
}
