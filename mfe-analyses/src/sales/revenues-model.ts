import { byRoundChart, byRoundTable } from '../common/by-round';
import type { Derive } from '../common/page-content';
import { leaderNote, productKey, productNames, salesOf } from './revenue-rows';

/**
 * Revenue by model (sales/revenues-model): a row per model (a package on a row of its own), a
 * column per round; the totals are the income statement's revenue.
 */
export const revenuesByModel: Derive = (input) => {
  const { data, names, t } = input;
  const table = byRoundTable({
    id: 'revenues-model',
    title: t('tabs.revenuesModel'),
    rowHeading: t('revenue.model'),
    rounds: data.rounds,
    items: salesOf,
    key: productKey,
    value: (row) => row.revenue,
    name: productNames(data.rounds, names, t),
    t,
  });
  return { chart: byRoundChart(table, t('revenue.modelChart')), tables: [table], notes: leaderNote(table, input) };
};
