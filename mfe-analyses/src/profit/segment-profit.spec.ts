import { inputOf } from '../test-support/analyses-fixture';
import { profitData } from './profit-fixture';
import { segmentProfit } from './segment-profit';

describe('profit by segment', () => {
  const { tables, chart } = segmentProfit(inputOf(profitData));
  const [table] = tables;

  it('sums each segment’s sales and costs in the round, most profitable first', () => {
    expect(table?.rows).toEqual([
      ['segment:s', 6, 1_200, 120, 500, 80, 150, 350, 350 / 1_200],
      ['segment:t', 2, 300, 30, 100, 20, 10, 140, 140 / 300],
    ]);
  });

  it('totals to the income statement’s revenue and commission', () => {
    const statement = profitData.rounds[1]?.result.incomeStatement;
    expect(table?.totals?.slice(2, 4)).toEqual([statement?.revenue, statement?.commission]);
  });

  it('charts profit by segment', () => {
    expect(chart?.title).toBe('profit.segmentChart(2)');
    expect(chart?.series[0]?.data).toEqual([350, 140]);
  });
});
