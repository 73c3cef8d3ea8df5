import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { revenuesByBrand } from './revenues-brand';

describe('revenue by brand', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        incomeStatement: { revenue: 700 } as never,
        sales: [
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 500 }),
          saleRow({ platformId: 'p', segmentId: 't', brandId: 'b2', modelId: 'm3', revenue: 200 }),
        ],
      },
    },
    {
      round: 2,
      result: {
        incomeStatement: { revenue: 1_000 } as never,
        sales: [
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 300 }),
          saleRow({ platformId: 'q', segmentId: 's', brandId: 'b1', modelId: 'm2', revenue: 100 }),
          saleRow({ platformId: 'p', segmentId: 't', brandId: 'b2', modelId: 'm3', revenue: 600 }),
        ],
      },
    },
  ]);
  const { tables, chart } = revenuesByBrand(inputOf(data));
  const [table] = tables;

  it('sums each brand’s revenue per round, the brand that sold most in the last round first', () => {
    expect(table?.rows).toEqual([
      ['brand:b2', 200, 600],
      ['brand:b1', 500, 400],
    ]);
  });

  it('totals each round to the income statement’s revenue', () => {
    expect(table?.totals).toEqual(['total', 700, 1_000]);
  });

  it('charts a series per brand over the rounds', () => {
    expect(chart?.categories).toEqual(['round(1)', 'round(2)']);
    expect(chart?.series.map((s) => s.name)).toEqual(['brand:b2', 'brand:b1']);
  });
});
