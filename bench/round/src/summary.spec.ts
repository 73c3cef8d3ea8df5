import { summaryLine } from './summary';

describe('the round benchmark’s line', () => {
  it('splits each round into engine time and the rest, with medians', () => {
    const line = JSON.parse(
      summaryLine('global', 120, [
        { round: 1, totalMs: 900, engineMs: 60 },
        { round: 2, totalMs: 700, engineMs: 80 },
        { round: 3, totalMs: 800, engineMs: 70 },
      ]),
    );
    expect(line.rounds[0]).toEqual({ round: 1, totalMs: 900, engineMs: 60, restMs: 840 });
    expect(line.median).toEqual({ totalMs: 800, engineMs: 70, restMs: 730 });
    expect(line.withinBudget).toBe(true);
  });

  it('is over budget when any round takes 5 s or more, and when nothing was measured', () => {
    expect(JSON.parse(summaryLine('global', 120, [{ round: 1, totalMs: 5_000, engineMs: 60 }])).withinBudget).toBe(false);
    expect(JSON.parse(summaryLine('global', 120, [])).withinBudget).toBe(false);
  });
});
