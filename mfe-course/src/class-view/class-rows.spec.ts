import type { Achievements } from '@simbiz/contracts';
import { classRows, roundDeadline } from './class-rows';

const team = (teamId: string, name: string, companyId: string) => ({
  teamId,
  name,
  companyId,
  companyName: `${name} Co`,
  companyStatus: 1,
  description: '',
  memberCount: 1,
});
const kpis = (revenue: number) => ({ revenue, netProfit: 10, marketShare: 0.2, cash: 500, awareness: 0.5, satisfaction: 0.8 });

const board = {
  rounds: [1, 2],
  members: [
    { userId: 'u1', displayName: 'Ann', companyId: 'ca', own: false },
    { userId: 'u2', displayName: 'Bo', companyId: 'ca', own: false },
    { userId: 'u3', displayName: 'Cy', companyId: 'cb', own: false },
  ],
  companyRounds: [
    { round: 1, companyId: 'ca', score: 10, rank: 2, movement: null, team: { rank: 2, movement: null }, kpis: kpis(1), normalised: null },
    { round: 2, companyId: 'ca', score: 90, rank: 1, movement: 1, team: { rank: 1, movement: 1 }, kpis: kpis(300), normalised: null },
    { round: 2, companyId: 'cb', score: 40, rank: 3, movement: -2, team: { rank: 2, movement: -1 }, kpis: kpis(200), normalised: null },
  ],
} as unknown as Achievements;

describe('classRows', () => {
  it('gives each team its members and the last resolved round’s figures, best placed first', () => {
    const rows = classRows([team('tb', 'Bravo', 'cb'), team('ta', 'Alpha', 'ca')], board);
    expect(rows.map((r) => [r.teamName, r.rank, r.movement, r.revenue, r.members])).toEqual([
      ['Alpha', 1, 1, 300, ['Ann', 'Bo']],
      ['Bravo', 2, -1, 200, ['Cy']],
    ]);
  });

  it('lists teams by name with no figures before the first round is resolved', () => {
    const rows = classRows([team('tb', 'Bravo', 'cb'), team('ta', 'Alpha', 'ca')], null);
    expect(rows.map((r) => [r.teamName, r.rank, r.revenue, r.score])).toEqual([
      ['Alpha', null, null, null],
      ['Bravo', null, null, null],
    ]);
  });
});

describe('roundDeadline', () => {
  it('is the deadline of the round being played, while it has not passed', () => {
    const deadlines = [
      { round: 1, at: '2026-11-20T10:00:00Z', finished: true },
      { round: 2, at: '2026-11-27T10:00:00Z', finished: false },
    ];
    expect(roundDeadline(deadlines, 2)?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(roundDeadline(deadlines, 1)).toBeNull();
    expect(roundDeadline(deadlines, null)).toBeNull();
  });
});
