import { inputOf } from '../test-support/analyses-fixture';
import { productProfit } from './product-profit';
import { profitData } from './profit-fixture';

describe('profit by product', () => {
  const { tables, chart } = productProfit(inputOf(profitData));
  const [table] = tables;

  it('shows a row per listing (platform and model) over its segments, most profitable first', () => {
    expect(table?.columns.slice(0, 2).map((c) => c.label)).toEqual(['profit.platform', 'profit.product']);
    expect(table?.rows.map((r) => [r[0], r[1], r[3], r[8]])).toEqual([
      ['platform:p', 'model:m1', 1_000, 390],
      ['platform:p', 'model:m3', 300, 150],
      ['platform:q', 'model:m2', 200, -50],
    ]);
  });

  it('totals to the income statement’s revenue and commission, the name columns blank', () => {
    expect(table?.totals?.slice(0, 5)).toEqual(['total', null, 8, 1_500, 150]);
  });

  it('charts profit by listing', () => {
    expect(chart?.categories).toEqual(['platform:p · model:m1', 'platform:p · model:m3', 'platform:q · model:m2']);
  });
});
