import { byRoundChart, byRoundTable } from '../common/by-round';
import type { Derive } from '../common/page-content';
import { leaderNote, salesOf } from './revenue-rows';

/** Revenue by channel (sales/revenues-channel): a row per platform, a column per round; the totals are the income statement's revenue. */
export const revenuesByChannel: Derive = (input) => {
  const { data, names, t } = input;
  const table = byRoundTable({
    id: 'revenues-channel',
    title: t('tabs.revenuesChannel'),
    rowHeading: t('revenue.platform'),
    rounds: data.rounds,
    items: salesOf,
    key: (row) => row.platformId,
    value: (row) => row.revenue,
    name: names.platform,
    t,
  });
  return { chart: byRoundChart(table, t('revenue.channelChart')), tables: [table], notes: leaderNote(table, input) };
};
