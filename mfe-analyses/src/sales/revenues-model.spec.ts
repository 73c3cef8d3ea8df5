import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { revenuesByModel } from './revenues-model';

describe('revenue by model', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        incomeStatement: { revenue: 900 } as never,
        sales: [
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 500 }),
          saleRow({ platformId: 'q', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 100 }),
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', packageId: 'k1', revenue: 300 }),
        ],
      },
    },
    {
      round: 2,
      result: {
        incomeStatement: { revenue: 1_000 } as never,
        sales: [
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 200 }),
          saleRow({ platformId: 'p', segmentId: 't', brandId: 'b2', modelId: 'm3', revenue: 800 }),
        ],
      },
    },
  ]);
  const { tables, chart, notes } = revenuesByModel(inputOf(data));
  const [table] = tables;

  it('sums each model’s revenue per round over platforms and segments, a package on its own row', () => {
    expect(table?.rows).toEqual([
      ['model:m3', 0, 800],
      ['model:m1', 600, 200],
      ['revenue.package(model:m1)', 300, 0],
    ]);
  });

  it('totals each round to the income statement’s revenue', () => {
    expect(table?.totals).toEqual(['total', 900, 1_000]);
  });

  it('charts a series per model and names the largest in the last round', () => {
    expect(chart?.title).toBe('revenue.modelChart');
    expect(chart?.series.map((s) => s.name)).toEqual(['model:m3', 'model:m1', 'revenue.package(model:m1)']);
    expect(notes).toEqual(['revenue.leader(model:m3,80%,2)']);
  });
});
