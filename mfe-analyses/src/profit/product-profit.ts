import type { Derive } from '../common/page-content';
import { productKey, productName } from '../sales/revenue-rows';
import { profitPage } from './profit-rows';

/** Profit by product (profit/product-profit), one round: each listing (a model or package on a platform) over its segments, after its costs. */
export const productProfit: Derive = (input) =>
  profitPage(input, {
    id: 'product-profit',
    title: input.t('tabs.productProfit'),
    chart: 'productChart',
    headings: [input.t('profit.platform'), input.t('profit.product')],
    key: (row) => `${row.platformId}/${productKey(row)}`,
    labels: (row) => [input.names.platform(row.platformId), productName(row, input.names, input.t)],
  });
