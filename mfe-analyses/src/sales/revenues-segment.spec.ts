import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { revenuesBySegment } from './revenues-segment';

describe('revenue by segment', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        incomeStatement: { revenue: 600 } as never,
        sales: [
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 100 }),
          saleRow({ platformId: 'q', segmentId: 't', brandId: 'b1', modelId: 'm1', revenue: 500 }),
        ],
      },
    },
    {
      round: 2,
      result: {
        incomeStatement: { revenue: 900 } as never,
        sales: [
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 600 }),
          saleRow({ platformId: 'q', segmentId: 's', brandId: 'b2', modelId: 'm3', revenue: 300 }),
        ],
      },
    },
  ]);
  const { tables, chart, notes } = revenuesBySegment(inputOf(data));
  const [table] = tables;

  it('sums each segment’s revenue over platforms and models, the last round’s largest first', () => {
    expect(table?.rows).toEqual([
      ['segment:s', 100, 900],
      ['segment:t', 500, 0],
    ]);
  });

  it('totals each round to the income statement’s revenue', () => {
    expect(table?.totals).toEqual(['total', 600, 900]);
  });

  it('charts a series per segment', () => {
    expect(chart?.title).toBe('revenue.segmentChart');
    expect(chart?.series.map((s) => s.data)).toEqual([
      [100, 900],
      [500, 0],
    ]);
    expect(notes).toEqual(['revenue.leader(segment:s,100%,2)']);
  });
});
