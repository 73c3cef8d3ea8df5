import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { revenuesByChannel } from './revenues-channel';

describe('revenue by channel', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        incomeStatement: { revenue: 700 } as never,
        sales: [
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 500 }),
          saleRow({ platformId: 'th-mall', segmentId: 't', brandId: 'b2', modelId: 'm3', revenue: 200 }),
        ],
      },
    },
  ]);
  const { tables, chart, notes } = revenuesByChannel(inputOf(data));
  const [table] = tables;

  it('sums each platform’s revenue per round, largest first', () => {
    expect(table?.rows).toEqual([
      ['platform:p', 500],
      ['platform:th-mall', 200],
    ]);
  });

  it('totals each round to the income statement’s revenue', () => {
    expect(table?.totals).toEqual(['total', data.rounds[0]?.result.incomeStatement?.revenue]);
  });

  it('charts the platforms and names the largest', () => {
    expect(chart?.title).toBe('revenue.channelChart');
    expect(notes).toEqual(['revenue.leader(platform:p,71.4%,1)']);
  });

  it('shows no rows when nothing sold', () => {
    expect(revenuesByChannel(inputOf(analysesOf([{ round: 1, result: { sales: [] } }]))).tables[0]?.rows).toEqual([]);
  });
});
