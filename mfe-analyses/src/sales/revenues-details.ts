import { type Derive, roundOf, sumOf } from '../common/page-content';
import { productName, salesOf } from './revenue-rows';

/**
 * Revenue details (sales/revenues-details), one round: a row per listing and segment that sold
 * (or booked revenue): platform, segment, brand, model (or package), the price and the revenue in
 * the platform's currency, units, and the revenue and commission in the base currency; largest
 * revenue first. The totals tie out to the income statement: revenue to its revenue line and
 * commission to its platform commission line, exactly (the engine books each row's whole minor
 * units and nothing else to either line; rows left out sold nothing, so carry neither).
 */
export const revenueDetails: Derive = (input) => {
  const { names, t, money, percent } = input;
  const round = roundOf(input);
  const sold = salesOf(round).filter((row) => row.units > 0 || row.revenue !== 0);
  const ordered = [...sold].sort(
    (a, b) =>
      b.revenue - a.revenue ||
      names.platform(a.platformId).localeCompare(names.platform(b.platformId)) ||
      names.segment(a.segmentId).localeCompare(names.segment(b.segmentId)),
  );
  const rows = ordered.map((row) => {
    const currency = names.platformCurrency(row.platformId);
    return [
      names.platform(row.platformId),
      names.segment(row.segmentId),
      names.brand(row.brandId),
      productName(row, names, t),
      { minor: row.price, currency },
      row.units,
      { minor: row.revenueLocal, currency },
      row.revenue,
      row.commission,
    ];
  });
  const revenue = sumOf(rows, 7);
  const commission = sumOf(rows, 8);
  const notes =
    round && revenue > 0 ? [t('revenue.commissionNote', { round: round.round, commission: money(commission), share: percent(commission / revenue) })] : [];
  if (sold.some((row) => row.packageId)) notes.push(t('revenue.packageNote'));
  return {
    tables: [
      {
        id: 'revenues-details',
        title: t('tabs.revenuesDetails'),
        columns: [
          { label: t('revenue.platform'), kind: 'text' },
          { label: t('revenue.segment'), kind: 'text' },
          { label: t('revenue.brand'), kind: 'text' },
          { label: t('revenue.model'), kind: 'text' },
          { label: t('revenue.priceLocal'), kind: 'money' },
          { label: t('revenue.units'), kind: 'count' },
          { label: t('revenue.revenueLocal'), kind: 'money' },
          { label: t('revenue.revenue'), kind: 'money' },
          { label: t('revenue.commission'), kind: 'money' },
        ],
        rows,
        // Local-currency columns mix currencies: they have no total.
        totals: [t('total'), null, null, null, null, sumOf(rows, 5), null, revenue, commission],
      },
    ],
    notes,
  };
};
