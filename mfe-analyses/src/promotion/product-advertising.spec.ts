import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { productAdvertisingPerformance } from './product-advertising';

describe('product advertising performance', () => {
  const productAdvertising = [
    { platformId: 'p', segmentId: 's', modelId: 'm1', slot: 0, impressions: 1_000, clicks: 50, spend: 500, orders: 5 },
    { platformId: 'p', segmentId: 't', modelId: 'm3', slot: 2, impressions: 400, clicks: 10, spend: 800, orders: 0 },
    { platformId: 'q', segmentId: 's', modelId: 'm2', slot: null, impressions: 0, clicks: 0, spend: 0, orders: 0 },
  ];
  const channelAdvertising = [
    { source: 'organic' as const, spend: 0, sessions: 900, orders: 20 },
    { source: 'auction' as const, spend: 1_300, sessions: 60, orders: 5 },
  ];
  const data = analysesOf([{ round: 1, result: { productAdvertising, channelAdvertising } }]);
  const [table] = productAdvertisingPerformance(inputOf(data)).tables;

  it('works out click-through, cost per click, conversion and cost per order, the biggest spend first', () => {
    expect(table?.rows).toEqual([
      ['platform:p', 'segment:t', 'model:m3', 'promotion.product.slotNumber(3)', 400, 10, 0.025, 800, 80, 0, 0, null],
      ['platform:p', 'segment:s', 'model:m1', 'promotion.product.slotNumber(1)', 1_000, 50, 0.05, 500, 10, 5, 0.1, 100],
      ['platform:q', 'segment:s', 'model:m2', 'promotion.product.noSlot', 0, 0, null, 0, null, 0, null, null],
    ]);
  });

  it('totals to the auction clicks’ spend (advertising by channel’s auction row, part of the income statement’s advertising)', () => {
    expect(table?.totals).toEqual(['total', null, null, null, 1_400, 60, 60 / 1_400, 1_300, 1_300 / 60, 5, 5 / 60, 260]);
    expect(table?.totals?.[7]).toBe(channelAdvertising.find((c) => c.source === 'auction')?.spend);
  });

  it('adds the advertising cost of sale when the round’s sales are read', () => {
    const sales = [saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', units: 20, revenue: 4_000 })];
    const withSales = analysesOf([{ round: 1, result: { productAdvertising: productAdvertising.slice(0, 1), sales } }]);
    const [t] = productAdvertisingPerformance(inputOf(withSales)).tables;
    // 5 orders at 200 a unit: 1,000 of revenue for 500 of clicks.
    expect(t?.columns.at(-1)?.label).toBe('promotion.product.costOfSale');
    expect(t?.rows[0]?.at(-1)).toBe(0.5);
    expect(t?.totals?.at(-1)).toBe(0.5);
  });

  it('notes the cheapest orders and the clicks that brought none', () => {
    expect(productAdvertisingPerformance(inputOf(data)).notes).toEqual([
      'promotion.product.cheapest(model:m1,platform:p,segment:s,USD 500,USD 100)',
      'promotion.product.noOrders(model:m3,platform:p,segment:t,USD 800,USD 0)',
    ]);
  });

  it('shows an empty table without auction results', () => {
    const empty = productAdvertisingPerformance(inputOf(analysesOf([{ round: 1, result: {} }])));
    expect(empty.tables[0]?.rows).toEqual([]);
  });
});
