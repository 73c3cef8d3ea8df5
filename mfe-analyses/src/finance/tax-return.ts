import type { AnalysisRound } from '@simbiz/contracts';
import type { Cell, ChartSpec, Derive, DerivedTable, PageInput } from '../common/page-content';

type TaxReturn = NonNullable<AnalysisRound['result']['taxReturn']>;
type MoneyLine = Exclude<keyof TaxReturn, 'rate'>;

/** The form's lines in the order a return reads, the rate between taxable income and tax. */
const LINES = ['profitBeforeTax', 'lossBroughtForward', 'lossUsed', 'taxableIncome', 'rate', 'tax', 'lossCarriedForward'] as const;

function form({ data, t, percent }: PageInput): DerivedTable {
  const cell = (r: AnalysisRound, line: (typeof LINES)[number]): Cell => {
    const filed = r.result.taxReturn;
    if (!filed) return null;
    // The rate is a share in a column of money: it is shown as text ("20%").
    return line === 'rate' ? percent(filed.rate) : filed[line];
  };
  return {
    id: 'tax-return',
    title: t('fin.taxReturn.title'),
    columns: [{ label: t('fin.line'), kind: 'text' }, ...data.rounds.map((r) => ({ label: t('round', { round: r.round }), kind: 'money' as const }))],
    rows: [
      ...LINES.map((line) => [t(`fin.taxReturn.${line}`), ...data.rounds.map((r) => cell(r, line))]),
      // The income statement's bottom line: profit before tax less this tax (it ties the form to the statement).
      [t('fin.taxReturn.netProfit'), ...data.rounds.map((r) => r.result.incomeStatement?.netProfit ?? null)],
    ],
  };
}

function chart({ data, t }: PageInput): ChartSpec {
  const series = (line: MoneyLine) => ({ name: t(`fin.taxReturn.${line}`), data: data.rounds.map((r) => r.result.taxReturn?.[line] ?? null) });
  return {
    title: t('fin.taxReturn.chart'),
    kind: 'column',
    unit: 'money',
    categories: data.rounds.map((r) => t('round', { round: r.round })),
    series: [series('profitBeforeTax'), series('taxableIncome'), series('tax')],
  };
}

/** Loss carry-forward in plain words: what was set against profit, and what a loss left for later rounds. */
function notes({ data, t, money }: PageInput): string[] {
  const out: string[] = [];
  for (const { round, result } of data.rounds) {
    const f = result.taxReturn;
    if (!f) continue;
    if (f.lossUsed > 0)
      out.push(t('fin.taxReturn.notes.lossUsed', { round, used: money(f.lossUsed), profit: money(f.profitBeforeTax), taxable: money(f.taxableIncome) }));
    if (f.profitBeforeTax < 0) out.push(t('fin.taxReturn.notes.lossMade', { round, loss: money(-f.profitBeforeTax), carried: money(f.lossCarriedForward) }));
  }
  const carried = data.rounds.some((r) => (r.result.taxReturn?.lossCarriedForward ?? 0) > 0 || (r.result.taxReturn?.lossUsed ?? 0) > 0);
  return carried ? [t('fin.taxReturn.notes.carryForward'), ...out] : out;
}

/**
 * The income tax return (finance/tax-return): each round's form as a column, from profit before
 * tax through losses brought forward and used to taxable income, the rate and the tax, and the
 * losses carried forward. Profit before tax and the tax are the income statement's lines (the
 * engine charges exactly the form's tax), and the net-profit row below them is the statement's
 * bottom line. Notes explain loss carry-forward wherever a loss was used or carried.
 */
export const taxReturnForm: Derive = (input) => {
  if (input.data.rounds.length === 0) return { tables: [{ ...form(input), rows: [] }] };
  return { chart: chart(input), tables: [form(input)], notes: notes(input) };
};
