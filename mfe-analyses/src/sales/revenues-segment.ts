import { byRoundChart, byRoundTable } from '../common/by-round';
import type { Derive } from '../common/page-content';
import { leaderNote, salesOf } from './revenue-rows';

/** Revenue by segment (sales/revenues-segment): a row per customer segment, a column per round; the totals are the income statement's revenue. */
export const revenuesBySegment: Derive = (input) => {
  const { data, names, t } = input;
  const table = byRoundTable({
    id: 'revenues-segment',
    title: t('tabs.revenuesSegment'),
    rowHeading: t('revenue.segment'),
    rounds: data.rounds,
    items: salesOf,
    key: (row) => row.segmentId,
    value: (row) => row.revenue,
    name: names.segment,
    t,
  });
  return { chart: byRoundChart(table, t('revenue.segmentChart')), tables: [table], notes: leaderNote(table, input) };
};
