import type { Derive } from '../common/page-content';
import { productKey, productName } from '../sales/revenue-rows';
import { profitPage } from './profit-rows';

/** Profit by model (profit/model-profit), one round: each model's (and package's) sales over all platforms, costs, profit and margin. */
export const modelProfit: Derive = (input) =>
  profitPage(input, {
    id: 'model-profit',
    title: input.t('tabs.modelProfit'),
    chart: 'modelChart',
    headings: [input.t('profit.model')],
    key: productKey,
    labels: (row) => [productName(row, input.names, input.t)],
  });
