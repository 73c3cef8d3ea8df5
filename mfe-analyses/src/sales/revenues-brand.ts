import { byRoundChart, byRoundTable } from '../common/by-round';
import type { Derive } from '../common/page-content';

/** Revenue by brand (sales/revenues-brand): a row per brand, a column per round; the totals are the income statement's revenue. */
export const revenuesByBrand: Derive = ({ data, names, t }) => {
  const table = byRoundTable({
    id: 'revenues-brand',
    title: t('tabs.revenuesBrand'),
    rowHeading: t('revenue.brand'),
    rounds: data.rounds,
    items: (r) => r.result.sales ?? [],
    key: (row) => row.brandId,
    value: (row) => row.revenue,
    name: names.brand,
    t,
  });
  return { chart: byRoundChart(table, t('revenue.brandChart')), tables: [table] };
};
