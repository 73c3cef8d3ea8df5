import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { logisticsBillSchedule } from './logistics-bills';

describe('logistics bills', () => {
  // Round 2's bills: deliveries by standard and express, and a transfer by the trunk line billed by the same terms.
  const data = analysesOf([
    {
      round: 1,
      result: { logisticsBillSchedule: [{ logisticsServiceId: 'standard', amount: 1_340, dueRound: 2 }], balanceSheet: { payables: 1_340 } as never },
    },
    {
      round: 2,
      result: {
        logisticsBillSchedule: [
          { logisticsServiceId: 'trunk', amount: 101, dueRound: 3 },
          { logisticsServiceId: 'standard', amount: 9_000, dueRound: 3 },
          { logisticsServiceId: 'express', amount: 980, dueRound: 4 },
          { logisticsServiceId: 'standard', amount: 1_000, dueRound: 3 },
        ],
        balanceSheet: { payables: 11_081 } as never,
      },
    },
  ]);
  const { tables, chart, notes } = logisticsBillSchedule(inputOf(data));
  const [due, history] = tables;

  it('lists the latest round’s unpaid bills by service and round of payment, soonest first', () => {
    expect(due?.rows).toEqual([
      ['logistics:standard', 'round(3)', 10_000],
      ['logistics:trunk', 'round(3)', 101],
      ['logistics:express', 'round(4)', 980],
    ]);
  });

  it('totals the bills to the balance sheet’s payables (all of which are logistics bills)', () => {
    expect(due?.totals).toEqual(['total', null, data.rounds[1]?.result.balanceSheet?.payables]);
    expect(history?.totals).toEqual(['total', ...data.rounds.map((r) => r.result.balanceSheet?.payables)]);
  });

  it('shows unpaid bills by service at every round’s end, charted', () => {
    expect(history?.rows.map((r) => r[0])).toEqual(['logistics:standard', 'logistics:express', 'logistics:trunk']);
    expect(chart?.series).toHaveLength(3);
  });

  it('says when the bills will be paid', () => {
    expect(notes).toEqual(['fin.bills.notes.due(USD 10101,3)', 'fin.bills.notes.due(USD 980,4)']);
  });

  it('shows empty tables when every bill is paid', () => {
    const none = logisticsBillSchedule(inputOf(analysesOf([{ round: 1, result: { logisticsBillSchedule: [], balanceSheet: { payables: 0 } as never } }])));
    expect(none.tables.map((t) => t.rows)).toEqual([[], []]);
  });
});
