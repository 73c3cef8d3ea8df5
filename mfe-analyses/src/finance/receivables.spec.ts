import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { receivablesSchedule } from './receivables';

describe('receivables collection', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        receivableSchedule: [{ platformId: 'p', amount: 300, dueRound: 2 }],
        balanceSheet: { receivables: 300 } as never,
      },
    },
    {
      round: 2,
      result: {
        receivableSchedule: [
          { platformId: 'p', amount: 200, dueRound: 3 },
          { platformId: 'th-mall', amount: 500, dueRound: 3 },
          { platformId: 'p', amount: 50, dueRound: 3 },
        ],
        balanceSheet: { receivables: 750 } as never,
      },
    },
  ]);
  const { tables, chart, notes } = receivablesSchedule(inputOf(data));
  const [due, history] = tables;

  it('lists what the platforms owed at the latest round’s end, by platform and round of collection, largest first', () => {
    expect(due?.title).toBe('fin.receivables.dueTitle(2)');
    expect(due?.rows).toEqual([
      ['platform:th-mall', 'round(3)', 500],
      ['platform:p', 'round(3)', 250],
    ]);
  });

  it('totals the schedule to the balance sheet’s receivables of that round', () => {
    expect(due?.totals).toEqual(['total', null, data.rounds[1]?.result.balanceSheet?.receivables]);
  });

  it('shows receivables at every round’s end by platform, each round totalling the balance sheet', () => {
    expect(history?.rows).toEqual([
      ['platform:th-mall', 0, 500],
      ['platform:p', 300, 250],
    ]);
    expect(history?.totals).toEqual(['total', ...data.rounds.map((r) => r.result.balanceSheet?.receivables)]);
    expect(chart?.series.map((s) => s.name)).toEqual(['platform:th-mall', 'platform:p']);
  });

  it('says when the money will come in', () => {
    expect(notes).toEqual(['fin.receivables.notes.due(USD 750,3)']);
  });

  it('shows empty tables when nothing is owed', () => {
    const none = receivablesSchedule(inputOf(analysesOf([{ round: 1, result: { receivableSchedule: [] } }])));
    expect(none.tables.map((t) => t.rows)).toEqual([[], []]);
    expect(none.chart).toBeUndefined();
  });
});
