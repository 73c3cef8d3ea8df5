import { revenuesByBrand } from '../sales/revenues-brand';
import { trafficOrders } from '../sales/traffic-orders';
import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { companyWorkbook } from './company-workbook';

describe('the whole company, every round, as a workbook', () => {
  const row = (revenue: number) =>
    saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', units: 1, revenue, revenueLocal: revenue, price: revenue });
  const data = analysesOf([
    { round: 1, result: { sales: [row(100)] } },
    { round: 2, result: { sales: [row(300)] } },
  ]);
  const sheets = companyWorkbook(
    [
      { title: 'tabs.revenuesBrand', perRound: false, derive: revenuesByBrand },
      { title: 'tabs.trafficOrders', perRound: true, derive: trafficOrders },
    ],
    inputOf(data),
    () => 2,
  );

  it('gives a page of every round one sheet per table, as the page shows it', () => {
    expect(sheets[0]).toEqual({
      sheet: 'tabs.revenuesBrand',
      headings: ['revenue.brand', 'round(1) (USD)', 'round(2) (USD)'],
      rows: [
        ['brand:b1', 1, 3],
        ['total', 1, 3],
      ],
    });
  });

  it('gives a page of one round at a time every round’s rows, each marked with its round', () => {
    const funnel = sheets.find((s) => s.sheet === 'tabs.trafficOrders - traffic.funnel');
    expect(funnel?.headings[0]).toBe('roundChoice');
    expect(funnel?.rows.map((r) => [r[0], r[1]])).toEqual([
      [1, 'platform:p'],
      [1, 'total'],
      [2, 'platform:p'],
      [2, 'total'],
    ]);
  });
});
