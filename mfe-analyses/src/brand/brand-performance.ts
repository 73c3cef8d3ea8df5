import type { AnalysisRound } from '@simbiz/contracts';
import { byRoundChart, byRoundTable } from '../common/by-round';
import type { Cell, DerivedTable, Derive } from '../common/page-content';
import { averageAwareness, inOrderOf } from './brand-rows';

/**
 * How each brand did (brand/performance/list), one table per measure with a column per round:
 * revenue, units sold, profit after each sale's own costs, and average awareness; a chart of
 * profit by brand. Revenue, units and profit are sums of the round's sales rows, so each totals
 * row is the sales rows' sum (revenue's is the income statement's revenue, which this view does
 * not read: the sales pages tie that out). Awareness is a brand's simple average over the segments
 * it has a record in (every segment of the screenplay), so it has no total. Every table lists the
 * brands in order of the latest round's revenue.
 */
export const brandPerformance: Derive = ({ data, names, t }) => {
  const rounds = data.rounds;
  const salesTable = (id: string, title: string, value: (row: NonNullable<AnalysisRound['result']['sales']>[number]) => number, kind: 'money' | 'count') =>
    byRoundTable({
      id,
      title,
      rowHeading: t('brand.brand'),
      rounds,
      items: (r) => r.result.sales ?? [],
      key: (row) => row.brandId,
      value,
      name: names.brand,
      kind,
      t,
    });
  const revenue = salesTable('brand-revenue', t('brand.performance.revenue'), (row) => row.revenue, 'money');
  const order = revenue.rows.map((row) => String(row[0]));
  const units = inOrderOf(
    salesTable('brand-units', t('brand.performance.units'), (row) => row.units, 'count'),
    order,
  );
  const profit = inOrderOf(
    salesTable('brand-profit', t('brand.performance.profit'), (row) => row.profit, 'money'),
    order,
  );
  const brandIds = [...new Set(rounds.flatMap((r) => (r.result.perception ?? []).map((p) => p.brandId)))];
  const awareness: DerivedTable = inOrderOf(
    {
      id: 'brand-awareness',
      title: t('brand.performance.awareness'),
      columns: [{ label: t('brand.brand'), kind: 'text' }, ...rounds.map((r) => ({ label: t('round', { round: r.round }), kind: 'percent' as const }))],
      rows: brandIds
        .map((id): Cell[] => [names.brand(id), ...rounds.map((r) => averageAwareness(r, id))])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    },
    order,
  );
  const chart = profit.rows.length > 0 ? { ...byRoundChart(profit, t('brand.performance.profitChart')), stacked: false } : undefined;
  const notes = profit.rows.length > 0 ? [t('brand.performance.profitMeaning')] : [];
  return { chart, tables: [revenue, units, profit, awareness], notes };
};
