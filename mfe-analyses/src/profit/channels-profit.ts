import type { Derive } from '../common/page-content';
import { profitPage } from './profit-rows';

/** Profit by channel (profit/channels-profit), one round: what each platform's sales earned after its commission and the other costs. */
export const channelsProfit: Derive = (input) =>
  profitPage(input, {
    id: 'channels-profit',
    title: input.t('tabs.channelsProfit'),
    chart: 'channelChart',
    headings: [input.t('profit.platform')],
    key: (row) => row.platformId,
    labels: (row) => [input.names.platform(row.platformId)],
  });
