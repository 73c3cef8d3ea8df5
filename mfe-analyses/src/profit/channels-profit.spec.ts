import { inputOf } from '../test-support/analyses-fixture';
import { channelsProfit } from './channels-profit';
import { profitData } from './profit-fixture';

describe('profit by channel', () => {
  const { tables, chart, notes } = channelsProfit(inputOf(profitData));
  const [table] = tables;

  it('sums each platform’s sales and costs in the round, most profitable first', () => {
    expect(table?.rows).toEqual([
      ['platform:p', 7, 1_300, 130, 500, 80, 50, 540, 540 / 1_300],
      ['platform:q', 1, 200, 20, 100, 20, 110, -50, -0.25],
    ]);
  });

  it('totals to the income statement’s revenue and commission', () => {
    expect(table?.totals?.slice(2, 4)).toEqual([1_500, 150]);
  });

  it('charts profit by platform and names the one that lost money', () => {
    expect(chart?.categories).toEqual(['platform:p', 'platform:q']);
    expect(notes).toContain('profit.loss(platform:q,2,USD 50)');
  });
});
