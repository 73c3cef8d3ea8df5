import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { loanRepaymentSchedule } from './loan-repayments';

const loan = (loanId: string, outstanding: number, dueRound: number) => ({
  loanId,
  outstanding,
  interestDue: outstanding / 100,
  principalDue: outstanding,
  dueRound,
});

describe('loan repayments', () => {
  const first = '7f1c2a4e-0000-4000-8000-000000000001';
  const second = '7f1c2a4e-0000-4000-8000-000000000002';
  const third = '7f1c2a4e-0000-4000-8000-000000000003';
  const data = analysesOf([
    { round: 1, result: { loanSchedule: [loan(first, 10_000, 4)], balanceSheet: { loans: 10_000 } as never } },
    { round: 2, result: { loanSchedule: [loan(first, 6_000, 4), loan(second, 2_000, 3)], balanceSheet: { loans: 8_000 } as never } },
    { round: 3, result: { loanSchedule: [loan(third, 3_000, 8), loan(first, 6_000, 4)], balanceSheet: { loans: 9_000 } as never } },
  ]);
  const { tables, chart, notes } = loanRepaymentSchedule(inputOf(data));
  const [schedule, history] = tables;

  it('lists the loans open at the latest round’s end, soonest due first, named in the order they first appeared', () => {
    expect(schedule?.rows).toEqual([
      ['fin.loans.name(1)', 'round(4)', 6_000, 60, 6_000],
      ['fin.loans.name(3)', 'round(8)', 3_000, 30, 3_000],
    ]);
    expect(JSON.stringify(tables)).not.toContain('7f1c2a4e');
  });

  it('totals the outstanding loans to the balance sheet’s loans', () => {
    expect(schedule?.totals).toEqual(['total', null, data.rounds[2]?.result.balanceSheet?.loans, 90, 9_000]);
  });

  it('shows every loan’s balance at each round’s end, each round totalling the balance sheet', () => {
    expect(history?.rows).toEqual([
      ['fin.loans.name(1)', 10_000, 6_000, 6_000],
      ['fin.loans.name(3)', 0, 0, 3_000],
      ['fin.loans.name(2)', 0, 2_000, 0],
    ]);
    expect(history?.totals).toEqual(['total', 10_000, 8_000, 9_000]);
    expect(chart?.categories).toEqual(['round(1)', 'round(2)', 'round(3)']);
  });

  it('warns of a loan falling due next round, with principal and interest', () => {
    expect(notes).toEqual(['fin.loans.notes.dueNext(fin.loans.name(1),USD 6060,4)']);
  });

  it('shows an empty schedule when no loan was ever taken', () => {
    const none = loanRepaymentSchedule(inputOf(analysesOf([{ round: 1, result: { loanSchedule: [], balanceSheet: { loans: 0 } as never } }])));
    expect(none.tables[0]?.rows).toEqual([]);
    expect(none.tables[0]?.totals).toEqual(['total', null, 0, 0, 0]);
  });
});
