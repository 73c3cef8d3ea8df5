import { leaderboard, rankingRows, roundChoices } from './rankings';
import { achievementsFixture } from './test-support/achievements-fixture';

describe('the rankings (section 2)', () => {
  const achievements = achievementsFixture();

  it('offers overall first, then the resolved rounds from the latest, and nothing before the first is resolved', () => {
    expect(roundChoices(achievements)).toEqual(['overall', 2, 1]);
    expect(roundChoices(achievementsFixture({ rounds: [] }))).toEqual([]);
  });

  it('ranks every team member by personal score in a round, naming their team and marking the viewer', () => {
    const rows = rankingRows(achievements, 'personal', 2);
    expect(rows.map((r) => [r.rank, r.name, r.detail, r.score, r.movement, r.own])).toEqual([
      [1, 'Ann', 'Alpha', 96, 1, true],
      [2, 'Bob', 'Alpha', 80, 1, false],
      [3, 'Cy', 'Beta', 60, -2, false],
    ]);
  });

  it('ranks the team companies among themselves, leaving computer-run companies out', () => {
    const rows = rankingRows(achievements, 'team', 1);
    expect(rows.map((r) => [r.rank, r.name, r.detail, r.movement])).toEqual([
      [1, 'Beta', 'Beta Ltd', null],
      [2, 'Alpha', 'Alpha Ltd', null],
      [3, 'Gamma', 'Gamma Ltd', null],
    ]);
  });

  it('ranks every company, computer-run ones marked, with their place among all companies', () => {
    const rows = rankingRows(achievements, 'company', 2);
    expect(rows.map((r) => [r.rank, r.name, r.computerRun, r.bankrupt])).toEqual([
      [1, 'Alpha Ltd', false, false],
      [2, 'Beta Ltd', false, false],
      [3, 'Bot Co', true, false],
      [4, 'Gamma Ltd', false, true],
    ]);
    expect(rows.find((r) => r.name === 'Bot Co')?.detail).toBeNull();
  });

  it('ranks overall by the mean of the rounds, with the overall movement', () => {
    expect(rankingRows(achievements, 'team', 'overall').map((r) => [r.rank, r.name, r.score, r.movement])).toEqual([
      [1, 'Beta', 65, 0],
      [2, 'Alpha', 60, 0],
      [3, 'Gamma', 5, 0],
    ]);
    expect(rankingRows(achievements, 'personal', 'overall').map((r) => r.name)).toEqual(['Ann', 'Cy', 'Bob']);
  });

  it('reads tied ranks by name', () => {
    const tied = achievementsFixture({ memberOverall: achievements.memberOverall.map((m) => ({ ...m, rank: 1 })) });
    expect(rankingRows(tied, 'personal', 'overall').map((r) => r.name)).toEqual(['Ann', 'Bob', 'Cy']);
  });
});

describe('the world home’s leaderboard', () => {
  it('shows nothing before the first round is resolved', () => {
    expect(leaderboard(achievementsFixture({ rounds: [], companyRounds: [], companyOverall: [] }))).toBeNull();
  });

  it('shows the first teams after the last round, and no own line when the viewer’s team is among them', () => {
    const board = leaderboard(achievementsFixture());
    expect(board?.afterRound).toBe(2);
    expect(board?.top.map((r) => r.name)).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(board?.own).toBeNull();
  });

  it('adds the viewer’s own team below when it is not among the first', () => {
    const board = leaderboard(achievementsFixture(), 2);
    expect(board?.top.map((r) => r.name)).toEqual(['Beta', 'Alpha']);
    const lower = leaderboard(achievementsFixture(), 1);
    expect(lower?.top.map((r) => r.name)).toEqual(['Beta']);
    expect(lower?.own).toMatchObject({ name: 'Alpha', rank: 2, own: true });
  });

  it('has no own line for an instructor, who is on no team', () => {
    const manager = achievementsFixture();
    manager.companies = manager.companies.map((c) => ({ ...c, own: false }));
    expect(leaderboard(manager, 1)?.own).toBeNull();
  });
});
