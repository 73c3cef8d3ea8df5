import type { KpiValues, Scoring } from '@simbiz/engine';
import { forViewer, gradeKey, scoreboardOf, type ScoreboardInput } from './scoreboard';

const kpis = (revenue: number, cash: number): KpiValues => ({ revenue, netProfit: 0, marketShare: 0, cash, awareness: 0, satisfaction: 0 });
const scoring = (revenue: number, cash: number): Scoring => ({
  weights: { revenue, netProfit: 0, marketShare: 0, cash, awareness: 0, satisfaction: 0 },
  normalisation: 'minMax',
});
const company = (companyId: string, revenue: number, cash: number, status = 1) => ({
  companyId,
  name: companyId.toUpperCase(),
  status,
  kpis: kpis(revenue, cash),
});

const input = (over: Partial<ScoreboardInput> = {}): ScoreboardInput => ({
  rounds: [
    { round: 1, companies: [company('a', 100, 0), company('b', 300, 100), company('bot', 200, 50)] },
    { round: 2, companies: [company('a', 400, 100), company('b', 100, 0), company('bot', 200, 50)] },
  ],
  teams: [
    { companyId: 'a', teamId: 'ta', teamName: 'Team A', members: ['u1', 'u2'] },
    { companyId: 'b', teamId: 'tb', teamName: 'Team B', members: ['u3'] },
  ],
  names: new Map([
    ['u1', 'Ann'],
    ['u2', 'Bo'],
    ['u3', 'Cy'],
  ]),
  grades: new Map(),
  scoring: scoring(1, 0),
  ...over,
});

describe('scoreboardOf', () => {
  it('scores each round, ranks companies (computer-run ones too) and teams among themselves, with movement', () => {
    const board = scoreboardOf(input());
    const round = (r: number, id: string) => board.companyRounds.find((c) => c.round === r && c.companyId === id);
    expect(round(1, 'b')).toMatchObject({ score: 100, rank: 1, movement: null, team: { rank: 1, movement: null } });
    expect(round(1, 'bot')).toMatchObject({ score: 50, rank: 2, team: null });
    expect(round(1, 'a')).toMatchObject({ score: 0, rank: 3, team: { rank: 2 } });
    expect(round(2, 'a')).toMatchObject({ score: 100, rank: 1, movement: 2, team: { rank: 1, movement: 1 } });
    expect(round(2, 'b')).toMatchObject({ score: 0, rank: 3, movement: -2, team: { rank: 2, movement: -1 } });
    expect(board.companies.map((c) => [c.companyId, c.teamName])).toEqual([
      ['a', 'Team A'],
      ['b', 'Team B'],
      ['bot', null],
    ]);
  });

  it('ranks overall by the mean of the round scores, ties sharing a rank', () => {
    const board = scoreboardOf(input());
    const overall = Object.fromEntries(board.companyOverall.map((o) => [o.companyId, o]));
    expect(overall['a']).toMatchObject({ score: 50, rank: 1, movement: 2, team: { rank: 1, movement: 1 } });
    expect(overall['b']).toMatchObject({ score: 50, rank: 1, movement: 0 });
    expect(overall['bot']).toMatchObject({ score: 41.67, rank: 3, team: null });
  });

  it('re-ranks from the same KPIs when the weights change', () => {
    const byCash = scoreboardOf(input({ scoring: scoring(0, 1) }));
    const byRevenue = scoreboardOf(input({ scoring: scoring(1, 0) }));
    expect(byCash.companyRounds.find((c) => c.round === 1 && c.companyId === 'bot')?.score).toBe(50);
    expect(byRevenue.companyRounds.find((c) => c.round === 1 && c.companyId === 'bot')?.score).toBe(50);
    const half = scoreboardOf(input({ scoring: scoring(0.5, 0.5) }));
    expect(half.companyRounds.find((c) => c.round === 2 && c.companyId === 'a')?.normalised).toMatchObject({ revenue: 100, cash: 100 });
  });

  it('gives each member the team score times their contribution grade, 100% unless graded', () => {
    const board = scoreboardOf(input({ grades: new Map([[gradeKey(2, 'u2'), 50]]) }));
    const member = (r: number, id: string) => board.memberRounds.find((m) => m.round === r && m.userId === id);
    expect(member(2, 'u1')).toMatchObject({ contribution: 100, score: 100, rank: 1 });
    expect(member(2, 'u2')).toMatchObject({ contribution: 50, score: 50, rank: 2 });
    expect(member(1, 'u3')).toMatchObject({ score: 100, rank: 1 });
    expect(board.memberOverall.find((m) => m.userId === 'u2')).toMatchObject({ score: 25 });
    expect(board.members.map((m) => m.displayName)).toEqual(['Ann', 'Bo', 'Cy']);
  });

  it('scores a bankrupt company 0 and keeps it off everyone’s scale', () => {
    const board = scoreboardOf(input({ rounds: [{ round: 1, companies: [company('a', 100, 0), company('b', 300, 0, 3), company('bot', 200, 0)] }] }));
    expect(board.companyRounds.find((c) => c.companyId === 'b')).toMatchObject({ score: 0, normalised: null, rank: 2 });
    expect(board.companyRounds.find((c) => c.companyId === 'bot')).toMatchObject({ score: 100, rank: 1 });
  });

  it('is empty before the first round is resolved', () => {
    const board = scoreboardOf(input({ rounds: [] }));
    expect(board).toMatchObject({ rounds: [], companies: [], companyRounds: [], companyOverall: [], memberOverall: [] });
  });
});

describe('forViewer', () => {
  const board = scoreboardOf(input());

  it('withholds other companies’ KPIs from a participant, not their scores', () => {
    const seen = forViewer(board, { manager: false, userId: 'u1', companyId: 'a' });
    expect(seen.companyRounds.filter((r) => r.kpis !== null).map((r) => r.companyId)).toEqual(['a', 'a']);
    expect(seen.companyRounds.filter((r) => r.normalised !== null).map((r) => r.companyId)).toEqual(['a', 'a']);
    expect(seen.companyRounds.every((r) => typeof r.score === 'number')).toBe(true);
    expect(seen.companies.filter((c) => c.own).map((c) => c.companyId)).toEqual(['a']);
    expect(seen.members.filter((m) => m.own).map((m) => m.userId)).toEqual(['u1']);
  });

  it('shows a manager every company’s KPIs', () => {
    const seen = forViewer(board, { manager: true, userId: 'teacher', companyId: null });
    expect(seen.companyRounds.every((r) => r.kpis !== null)).toBe(true);
    expect(seen.companies.some((c) => c.own)).toBe(false);
  });
});
