import { CONTRIBUTION_MAX } from '@simbiz/contracts';
import { CONTRIBUTION_LIMIT, membersPersonalScores, ownPersonalScores, teamCompanies, teamScores } from './scores';
import { achievementsFixture } from './test-support/achievements-fixture';

describe('personal scores (the team’s score times the contribution)', () => {
  const achievements = achievementsFixture();

  it('gives a member a row per round, oldest first, with the team’s score and the grade, then overall', () => {
    expect(ownPersonalScores(achievements, 'u-ann').map((r) => [r.round, r.teamScore, r.contribution, r.score, r.rank, r.movement])).toEqual([
      [1, 40, 100, 40, 2, null],
      [2, 80, 120, 96, 1, 1],
      ['overall', 60, null, 68, 1, 1],
    ]);
  });

  it('gives nothing to someone who is no member', () => {
    expect(ownPersonalScores(achievements, 'u-nobody')).toEqual([]);
  });

  it('lists every member in a round for an instructor, by team then name', () => {
    expect(membersPersonalScores(achievements, 1).map((r) => [r.name, r.team, r.contribution, r.score])).toEqual([
      ['Ann', 'Alpha', 100, 40],
      ['Bob', 'Alpha', 50, 20],
      ['Cy', 'Beta', 100, 70],
    ]);
  });

  it('grades up to the contracts’ limit', () => {
    expect(CONTRIBUTION_LIMIT).toBe(CONTRIBUTION_MAX);
  });
});

describe('team scores', () => {
  const achievements = achievementsFixture();

  it('lists the team companies by team name, computer-run ones left out', () => {
    expect(teamCompanies(achievements).map((c) => c.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('gives a team’s score, rank among the teams and movement per round with its KPIs, then overall without them', () => {
    const rows = teamScores(achievements, 'c-alpha');
    expect(rows.map((r) => [r.round, r.score, r.rank, r.movement])).toEqual([
      [1, 40, 2, null],
      [2, 80, 1, 1],
      ['overall', 60, 2, 0],
    ]);
    expect(rows[1]?.kpis?.netProfit).toBe(900_00);
    expect(rows[2]?.kpis).toBeNull();
  });

  it('withholds other teams’ KPIs from a participant (as the answer does)', () => {
    expect(teamScores(achievements, 'c-beta').every((r) => r.kpis === null)).toBe(true);
  });
});
