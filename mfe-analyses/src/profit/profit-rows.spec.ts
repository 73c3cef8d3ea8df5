import type { PageContent } from '../common/page-content';
import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { brandProfit } from './brand-profit';
import { profitData } from './profit-fixture';

const columnOf = (content: PageContent, label: string) => {
  const table = content.tables[0];
  const at = table?.columns.findIndex((c) => c.label === label) ?? -1;
  return { rows: table?.rows.map((r) => r[at]), total: table?.totals?.[at] };
};

describe('a profit page (grouping of the round’s sales rows)', () => {
  const content = brandProfit(inputOf(profitData));
  const statement = profitData.rounds[1]?.result.incomeStatement;

  it('reads units, money and margin in their kinds', () => {
    expect(content.tables[0]?.columns.map((c) => c.kind)).toEqual(['text', 'count', 'money', 'money', 'money', 'money', 'money', 'money', 'percent']);
  });

  it('ties total revenue and commission to the income statement exactly', () => {
    expect(columnOf(content, 'profit.revenue').total).toBe(statement?.revenue);
    expect(columnOf(content, 'profit.commission').total).toBe(statement?.commission);
  });

  it('ties cost of goods sold and logistics to the statement less what no sale carries (clearance, transfers)', () => {
    expect(columnOf(content, 'profit.costOfGoodsSold').total).toBe((statement?.costOfGoodsSold ?? 0) - 100);
    expect(columnOf(content, 'profit.logistics').total).toBe((statement?.logistics ?? 0) - 20);
  });

  it('shows profit as revenue less commission, cost of goods, logistics and direct marketing, row by row and in total', () => {
    const table = content.tables[0];
    for (const row of [...(table?.rows ?? []), table?.totals ?? []]) {
      const [, , revenue, commission, cogs, logistics, marketing, profit] = row as number[];
      expect(profit).toBe((revenue ?? 0) - (commission ?? 0) - (cogs ?? 0) - (logistics ?? 0) - (marketing ?? 0));
    }
    expect(columnOf(content, 'profit.profit').total).toBe(490);
  });

  it('explains the gaps to the statement and what direct marketing is', () => {
    expect(content.notes).toEqual([
      'profit.best(brand:b1,2,USD 340,28.3%)',
      'profit.cogsGap(USD 700,USD 600)',
      'profit.logisticsGap(USD 120,USD 100)',
      'profit.directMarketingNote',
    ]);
  });

  it('names the group that lost most', () => {
    const losing = analysesOf([
      {
        round: 1,
        result: {
          sales: [
            saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', revenue: 100, profit: 20 }),
            saleRow({ platformId: 'p', segmentId: 's', brandId: 'b2', modelId: 'm3', revenue: 100, profit: -30 }),
          ],
        },
      },
    ]);
    expect(brandProfit(inputOf(losing)).notes).toEqual(['profit.best(brand:b1,1,USD 20,20%)', 'profit.loss(brand:b2,1,USD 30)']);
  });

  it('shows an empty table and no chart for a round without sales', () => {
    const none = brandProfit(inputOf(analysesOf([{ round: 1, result: { sales: [] } }])));
    expect(none.tables[0]?.rows).toEqual([]);
    expect(none.chart).toBeUndefined();
  });
});
