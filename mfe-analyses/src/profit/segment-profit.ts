import type { Derive } from '../common/page-content';
import { profitPage } from './profit-rows';

/** Profit by segment (profit/segment-profit), one round: what selling to each customer segment earned, after its costs. */
export const segmentProfit: Derive = (input) =>
  profitPage(input, {
    id: 'segment-profit',
    title: input.t('tabs.segmentProfit'),
    chart: 'segmentChart',
    headings: [input.t('profit.segment')],
    key: (row) => row.segmentId,
    labels: (row) => [input.names.segment(row.segmentId)],
  });
