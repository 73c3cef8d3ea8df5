import { inputOf } from '../test-support/analyses-fixture';
import { brandProfit } from './brand-profit';
import { profitData } from './profit-fixture';

describe('profit by brand', () => {
  const { tables, chart } = brandProfit(inputOf(profitData));
  const [table] = tables;

  it('sums each brand’s sales and costs in the round, most profitable first, with its margin', () => {
    expect(table?.rows).toEqual([
      ['brand:b1', 6, 1_200, 120, 500, 80, 160, 340, 340 / 1_200],
      ['brand:b2', 2, 300, 30, 100, 20, 0, 150, 0.5],
    ]);
  });

  it('totals to the income statement’s revenue and commission', () => {
    expect(table?.totals).toEqual(['total', 8, 1_500, 150, 600, 100, 160, 490, 490 / 1_500]);
  });

  it('charts profit by brand for the round', () => {
    expect(chart).toEqual({
      title: 'profit.brandChart(2)',
      kind: 'bar',
      unit: 'money',
      categories: ['brand:b1', 'brand:b2'],
      series: [{ name: 'profit.profit', data: [340, 150] }],
    });
  });

  it('shows the round chosen', () => {
    expect(brandProfit(inputOf(profitData, 1)).tables[0]?.rows).toEqual([['brand:b1', 1, 100, 10, 50, 10, 0, 30, 0.3]]);
  });
});
