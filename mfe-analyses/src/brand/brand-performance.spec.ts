import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { brandPerformance } from './brand-performance';

const seen = (brandId: string, segmentId: string, awareness: number) => ({ brandId, segmentId, awareness, propositions: {} });

describe('brand performance', () => {
  const sales = [
    [
      saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 500, units: 5, profit: 120 }),
      saleRow({ platformId: 'p', segmentId: 't', brandId: 'b2', modelId: 'm3', revenue: 200, units: 4, profit: -30 }),
    ],
    [
      saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 300, units: 3, profit: 60 }),
      saleRow({ platformId: 'q', segmentId: 's', brandId: 'b1', modelId: 'm2', revenue: 100, units: 2, profit: 10 }),
      saleRow({ platformId: 'p', segmentId: 't', brandId: 'b2', modelId: 'm3', revenue: 600, units: 12, profit: 200 }),
    ],
  ];
  const data = analysesOf([
    { round: 1, result: { sales: sales[0], perception: [seen('b1', 's', 0.2), seen('b1', 't', 0.4), seen('b2', 's', 0), seen('b2', 't', 0.1)] } },
    { round: 2, result: { sales: sales[1], perception: [seen('b1', 's', 0.3), seen('b1', 't', 0.5), seen('b2', 's', 0.1), seen('b2', 't', 0.3)] } },
  ]);
  const { tables, chart } = brandPerformance(inputOf(data));
  const [revenue, units, profit, awareness] = tables;
  const total = (i: number, f: (row: (typeof sales)[number][number]) => number) => sales[i]?.reduce((s, row) => s + f(row), 0);

  it('sums revenue, units and profit per brand and round, every table in order of the latest revenue', () => {
    expect(revenue?.rows).toEqual([
      ['brand:b2', 200, 600],
      ['brand:b1', 500, 400],
    ]);
    expect(units?.rows).toEqual([
      ['brand:b2', 4, 12],
      ['brand:b1', 5, 5],
    ]);
    expect(profit?.rows).toEqual([
      ['brand:b2', -30, 200],
      ['brand:b1', 120, 70],
    ]);
  });

  it('totals each round to the sum of its sales rows', () => {
    expect(revenue?.totals).toEqual(['total', total(0, (r) => r.revenue), total(1, (r) => r.revenue)]);
    expect(units?.totals).toEqual(['total', total(0, (r) => r.units), total(1, (r) => r.units)]);
    expect(profit?.totals).toEqual(['total', total(0, (r) => r.profit), total(1, (r) => r.profit)]);
    expect(revenue?.totals).toEqual(['total', 700, 1_000]);
  });

  it('averages each brand’s awareness over its segments, without a total', () => {
    expect(awareness?.rows).toEqual([
      ['brand:b2', 0.05, 0.2],
      ['brand:b1', expect.closeTo(0.3), 0.4],
    ]);
    expect(awareness?.totals).toBeUndefined();
  });

  it('charts profit by brand in side-by-side columns', () => {
    expect(chart).toMatchObject({ kind: 'column', unit: 'money', stacked: false });
    expect(chart?.series.map((s) => s.name)).toEqual(['brand:b2', 'brand:b1']);
  });

  it('shows empty tables without sales or perception', () => {
    const empty = brandPerformance(inputOf(analysesOf([{ round: 1, result: {} }])));
    expect(empty.tables.map((t) => t.rows)).toEqual([[], [], [], []]);
    expect(empty.chart).toBeUndefined();
  });
});
