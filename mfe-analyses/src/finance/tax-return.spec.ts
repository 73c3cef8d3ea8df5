import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { taxReturnForm } from './tax-return';

describe('income tax return', () => {
  // Round 1 ends in a loss; round 2's profit first makes it up, then is taxed at 20%.
  const data = analysesOf([
    {
      round: 1,
      result: {
        taxReturn: { profitBeforeTax: -1_000, lossBroughtForward: 0, lossUsed: 0, taxableIncome: 0, rate: 0.2, tax: 0, lossCarriedForward: 1_000 },
        incomeStatement: { profitBeforeTax: -1_000, tax: 0, netProfit: -1_000 } as never,
      },
    },
    {
      round: 2,
      result: {
        taxReturn: { profitBeforeTax: 3_000, lossBroughtForward: 1_000, lossUsed: 1_000, taxableIncome: 2_000, rate: 0.2, tax: 400, lossCarriedForward: 0 },
        incomeStatement: { profitBeforeTax: 3_000, tax: 400, netProfit: 2_600 } as never,
      },
    },
  ]);
  const { tables, chart, notes } = taxReturnForm(inputOf(data));
  const [form] = tables;
  const row = (key: string) => form?.rows.find((r) => r[0] === `fin.taxReturn.${key}`)?.slice(1);

  it('lays the form out as lines, a column per round, the rate as a percentage', () => {
    expect(form?.columns.map((c) => c.label)).toEqual(['fin.line', 'round(1)', 'round(2)']);
    expect(form?.rows.map((r) => r[0])).toEqual([
      'fin.taxReturn.profitBeforeTax',
      'fin.taxReturn.lossBroughtForward',
      'fin.taxReturn.lossUsed',
      'fin.taxReturn.taxableIncome',
      'fin.taxReturn.rate',
      'fin.taxReturn.tax',
      'fin.taxReturn.lossCarriedForward',
      'fin.taxReturn.netProfit',
    ]);
    expect(row('lossUsed')).toEqual([0, 1_000]);
    expect(row('taxableIncome')).toEqual([0, 2_000]);
    expect(row('rate')).toEqual(['20%', '20%']);
    expect(row('lossCarriedForward')).toEqual([1_000, 0]);
  });

  it('ties out to the income statement: its profit before tax and its tax, which leave its net profit', () => {
    expect(row('profitBeforeTax')).toEqual(data.rounds.map((r) => r.result.incomeStatement?.profitBeforeTax));
    expect(row('tax')).toEqual(data.rounds.map((r) => r.result.incomeStatement?.tax));
    expect(row('netProfit')).toEqual([-1_000 - 0, 3_000 - 400]);
  });

  it('explains loss carry-forward where a loss was made and where it was used', () => {
    expect(notes).toEqual([
      'fin.taxReturn.notes.carryForward',
      'fin.taxReturn.notes.lossMade(1,USD 1000,USD 1000)',
      'fin.taxReturn.notes.lossUsed(2,USD 1000,USD 3000,USD 2000)',
    ]);
  });

  it('charts profit before tax, taxable income and tax over the rounds', () => {
    expect(chart?.series.map((s) => s.data)).toEqual([
      [-1_000, 3_000],
      [0, 2_000],
      [0, 400],
    ]);
  });

  it('says nothing of carry-forward when no loss was ever made', () => {
    const profitable = analysesOf([
      {
        round: 1,
        result: { taxReturn: { profitBeforeTax: 500, lossBroughtForward: 0, lossUsed: 0, taxableIncome: 500, rate: 0.2, tax: 100, lossCarriedForward: 0 } },
      },
    ]);
    expect(taxReturnForm(inputOf(profitable)).notes).toEqual([]);
  });

  it('shows an empty form before any round is resolved', () => {
    expect(taxReturnForm(inputOf(analysesOf([]))).tables[0]?.rows).toEqual([]);
  });
});
