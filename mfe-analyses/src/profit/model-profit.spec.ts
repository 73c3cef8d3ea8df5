import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { modelProfit } from './model-profit';
import { profitData } from './profit-fixture';

describe('profit by model', () => {
  const { tables, chart, notes } = modelProfit(inputOf(profitData));
  const [table] = tables;

  it('sums each model’s sales over platforms and segments, most profitable first', () => {
    expect(table?.rows.map((r) => [r[0], r[2], r[7]])).toEqual([
      ['model:m1', 1_000, 390],
      ['model:m3', 300, 150],
      ['model:m2', 200, -50],
    ]);
  });

  it('totals to the income statement’s revenue and commission', () => {
    expect(table?.totals?.slice(2, 4)).toEqual([1_500, 150]);
  });

  it('charts profit by model and names the model that lost money', () => {
    expect(chart?.categories).toEqual(['model:m1', 'model:m3', 'model:m2']);
    expect(notes).toContain('profit.loss(model:m2,2,USD 50)');
  });

  it('keeps a package apart from its first model', () => {
    const packaged = analysesOf([
      {
        round: 1,
        result: {
          sales: [
            saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 100, profit: 10 }),
            saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', packageId: 'k', revenue: 300, profit: 40 }),
          ],
        },
      },
    ]);
    expect(modelProfit(inputOf(packaged)).tables[0]?.rows.map((r) => r[0])).toEqual(['revenue.package(model:m1)', 'model:m1']);
  });
});
