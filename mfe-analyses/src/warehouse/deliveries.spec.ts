import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { deliverySummary } from './deliveries';

describe('deliveries', () => {
  const deliveries = [
    { warehouseId: 'city', logisticsServiceId: 'express', units: 10, cost: 9_800, days: 1 },
    { warehouseId: 'central', logisticsServiceId: 'standard', units: 30, cost: 20_100, days: 4 },
  ];
  // Logistics on the income statement: the deliveries' 29,900 and 1,010 of freight for 10 units moved between warehouses.
  const data = analysesOf([
    {
      round: 1,
      result: {
        deliveries,
        inventory: [
          {
            modelId: 'm1',
            warehouseId: 'central',
            opening: 50,
            produced: 0,
            transferIn: 0,
            sold: 30,
            cleared: 0,
            transferOut: 10,
            closing: 10,
            inTransitOut: 10,
            unitCost: 1_000,
          },
        ],
        incomeStatement: { logistics: 30_910 } as never,
      },
    },
  ]);
  const { tables, chart, notes } = deliverySummary(inputOf(data));
  const [shipped, logistics] = tables;

  it('lists deliveries by warehouse and service, most units first, with cost per unit and days', () => {
    expect(shipped?.rows).toEqual([
      ['warehouse:central', 'logistics:standard', 30, 20_100, 670, 4],
      ['warehouse:city', 'logistics:express', 10, 9_800, 980, 1],
    ]);
  });

  it('totals units and cost, and weighs the days by units', () => {
    expect(shipped?.totals).toEqual(['total', null, 40, 29_900, 29_900 / 40, (30 * 4 + 10 * 1) / 40]);
  });

  it('ties deliveries and transfers to the income statement’s logistics', () => {
    expect(logistics?.rows).toEqual([
      ['warehouse.deliveries.toShoppers', 29_900],
      ['warehouse.deliveries.transfers', 1_010],
    ]);
    expect(logistics?.totals).toEqual(['warehouse.deliveries.onIncomeStatement', data.rounds[0]?.result.incomeStatement?.logistics]);
  });

  it('ties the deliveries alone to logistics when nothing moved between warehouses', () => {
    const direct = analysesOf([{ round: 1, result: { deliveries, inventory: [], incomeStatement: { logistics: 29_900 } as never } }]);
    const [table, sheet] = deliverySummary(inputOf(direct)).tables;
    expect(sheet?.rows).toEqual([['warehouse.deliveries.toShoppers', 29_900]]);
    expect(table?.totals?.[3]).toBe(sheet?.totals?.[1]);
  });

  it('charts units by warehouse and service, and notes the average wait', () => {
    expect(chart?.series[0]?.data).toEqual([30, 10]);
    expect(notes).toEqual(['warehouse.deliveries.notes.days(3.3)']);
  });

  it('shows an empty table for a round without deliveries', () => {
    const none = deliverySummary(inputOf(analysesOf([{ round: 1, result: { deliveries: [], incomeStatement: { logistics: 0 } as never } }])));
    expect(none.tables[0]?.rows).toEqual([]);
    expect(none.chart).toBeUndefined();
    expect(none.notes).toEqual([]);
  });
});
