import type { AnalysisRound } from '@simbiz/contracts';
import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { operatingRevenues } from './operating-revenues';

type Statement = NonNullable<AnalysisRound['result']['incomeStatement']>;

/** A statement whose subtotals add up as the engine's ledger makes them. */
function statement(s: Partial<Statement>): Statement {
  const z = { revenue: 0, clearanceIncome: 0, commission: 0, costOfGoodsSold: 0, logistics: 0, rent: 0, advertising: 0, livestreaming: 0 };
  const rest = { researchAndDevelopment: 0, productionSetup: 0, storeFees: 0, inventoryHolding: 0, inventoryWriteDown: 0, overheads: 0, interest: 0, tax: 0 };
  const f = { ...z, ...rest, ...s };
  const grossProfit = f.revenue + f.clearanceIncome - f.commission - f.costOfGoodsSold;
  const costs = f.logistics + f.rent + f.advertising + f.livestreaming + f.researchAndDevelopment + f.productionSetup + f.storeFees;
  const operatingProfit = grossProfit - costs - f.inventoryHolding - f.inventoryWriteDown - f.overheads;
  return { ...f, grossProfit, operatingProfit, profitBeforeTax: operatingProfit - f.interest, netProfit: operatingProfit - f.interest - f.tax };
}

describe('operating revenues', () => {
  const one = statement({ revenue: 1_000, commission: 100, costOfGoodsSold: 500, logistics: 50, advertising: 250, overheads: 100 });
  const two = statement({
    revenue: 1_800,
    clearanceIncome: 200,
    commission: 180,
    costOfGoodsSold: 820,
    logistics: 100,
    rent: 100,
    advertising: 200,
    storeFees: 50,
  });
  const data = analysesOf([
    { round: 1, result: { incomeStatement: one } },
    { round: 2, result: { incomeStatement: two } },
  ]);
  const { tables, chart, notes } = operatingRevenues(inputOf(data));
  const [table] = tables;

  it('shows the income statement from revenue down to operating profit, a column per round', () => {
    expect(table?.columns.map((c) => c.label)).toEqual(['line', 'round(1)', 'round(2)']);
    expect(table?.rows.map((r) => r[0])).toEqual([
      'income.revenue',
      'income.clearanceIncome',
      'income.commission',
      'income.costOfGoodsSold',
      'income.grossProfit',
      'income.logistics',
      'income.rent',
      'income.advertising',
      'income.livestreaming',
      'income.researchAndDevelopment',
      'income.productionSetup',
      'income.storeFees',
      'income.inventoryHolding',
      'income.inventoryWriteDown',
      'income.overheads',
      'income.operatingProfit',
    ]);
    expect(table?.rows[4]).toEqual(['income.grossProfit', 400, 1_000]);
    expect(table?.rows.at(-1)).toEqual(['income.operatingProfit', 0, 550]);
  });

  it('shows the statement’s own figures, whose lines add up to gross and operating profit', () => {
    const column = (i: number) => table?.rows.map((r) => r[i] as number) ?? [];
    for (const [i, s] of [one, two].entries()) {
      const [revenue = 0, clearance = 0, commission = 0, cogs = 0, gross = 0, ...costs] = column(i + 1);
      const operating = costs.pop();
      expect(gross).toBe(revenue + clearance - commission - cogs);
      expect(operating).toBe(gross - costs.reduce((sum, c) => sum + c, 0));
      expect([gross, operating]).toEqual([s.grossProfit, s.operatingProfit]);
    }
  });

  it('charts gross and operating margin over sales income (revenue and clearance income)', () => {
    expect(chart).toEqual({
      title: 'profit.marginChart',
      kind: 'line',
      unit: 'percent',
      categories: ['round(1)', 'round(2)'],
      series: [
        { name: 'profit.grossMargin', data: [0.4, 0.5] },
        { name: 'profit.operatingMargin', data: [0, 0.275] },
      ],
    });
    expect(notes).toEqual(['profit.marginNote(2,50%,27.5%)']);
  });

  it('reads a line older results lack as zero, and leaves margins out without sales income', () => {
    const { inventoryHolding: _h, inventoryWriteDown: _w, ...older } = statement({ rent: 10 });
    const content = operatingRevenues(inputOf(analysesOf([{ round: 1, result: { incomeStatement: older as Statement } }])));
    expect(content.tables[0]?.rows.find((r) => r[0] === 'income.inventoryHolding')).toEqual(['income.inventoryHolding', 0]);
    expect(content.chart?.series.map((s) => s.data)).toEqual([[null], [null]]);
    expect(content.notes).toEqual([]);
  });
});
