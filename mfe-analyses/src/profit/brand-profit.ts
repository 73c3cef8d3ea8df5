import type { Derive } from '../common/page-content';
import { profitPage } from './profit-rows';

/** Profit by brand (profit/brand-profit), one round: each brand's sales, costs, profit and margin; totals tie to the income statement's revenue and commission. */
export const brandProfit: Derive = (input) =>
  profitPage(input, {
    id: 'brand-profit',
    title: input.t('tabs.brandProfit'),
    chart: 'brandChart',
    headings: [input.t('profit.brand')],
    key: (row) => row.brandId,
    labels: (row) => [input.names.brand(row.brandId)],
  });
