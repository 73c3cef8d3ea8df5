import type { Achievements } from '@simbiz/contracts';

const kpis = (revenue: number, netProfit: number) => ({ revenue, netProfit, marketShare: 0.25, cash: 500_000, awareness: 0.4, satisfaction: 0.8 });
const scaled = (value: number) => ({ revenue: value, netProfit: value, marketShare: value, cash: value, awareness: value, satisfaction: value });

/**
 * Two resolved rounds of a small world, as a participant of team Alpha sees it: Alpha (own),
 * Beta and Gamma are team companies, Bot is computer-run; other companies' KPIs are withheld.
 */
export function achievementsFixture(over: Partial<Achievements> = {}): Achievements {
  return {
    currency: 'USD',
    normalisation: 'minMax',
    weights: { revenue: 0.1, netProfit: 0.35, marketShare: 0.1, cash: 0.25, awareness: 0.1, satisfaction: 0.1 },
    screenplayWeights: { revenue: 0.1, netProfit: 0.35, marketShare: 0.1, cash: 0.25, awareness: 0.1, satisfaction: 0.1 },
    canEditWeights: false,
    canGrade: false,
    rounds: [1, 2],
    companies: [
      { companyId: 'c-alpha', name: 'Alpha Ltd', teamId: 't-alpha', teamName: 'Alpha', own: true, status: 1 },
      { companyId: 'c-beta', name: 'Beta Ltd', teamId: 't-beta', teamName: 'Beta', own: false, status: 1 },
      { companyId: 'c-gamma', name: 'Gamma Ltd', teamId: 't-gamma', teamName: 'Gamma', own: false, status: 3 },
      { companyId: 'c-bot', name: 'Bot Co', teamId: null, teamName: null, own: false, status: 1 },
    ],
    companyRounds: [
      {
        round: 1,
        companyId: 'c-alpha',
        score: 40,
        rank: 3,
        movement: null,
        team: { rank: 2, movement: null },
        kpis: kpis(1_000_00, 200_00),
        normalised: scaled(40),
      },
      { round: 1, companyId: 'c-beta', score: 70, rank: 1, movement: null, team: { rank: 1, movement: null }, kpis: null, normalised: null },
      { round: 1, companyId: 'c-gamma', score: 10, rank: 4, movement: null, team: { rank: 3, movement: null }, kpis: null, normalised: null },
      { round: 1, companyId: 'c-bot', score: 50, rank: 2, movement: null, team: null, kpis: null, normalised: null },
      { round: 2, companyId: 'c-alpha', score: 80, rank: 1, movement: 2, team: { rank: 1, movement: 1 }, kpis: kpis(3_000_00, 900_00), normalised: scaled(80) },
      { round: 2, companyId: 'c-beta', score: 60, rank: 2, movement: -1, team: { rank: 2, movement: -1 }, kpis: null, normalised: null },
      { round: 2, companyId: 'c-gamma', score: 0, rank: 4, movement: 0, team: { rank: 3, movement: 0 }, kpis: null, normalised: null },
      { round: 2, companyId: 'c-bot', score: 30, rank: 3, movement: -1, team: null, kpis: null, normalised: null },
    ],
    companyOverall: [
      { companyId: 'c-alpha', score: 60, rank: 2, movement: 1, team: { rank: 2, movement: 0 } },
      { companyId: 'c-beta', score: 65, rank: 1, movement: 0, team: { rank: 1, movement: 0 } },
      { companyId: 'c-gamma', score: 5, rank: 4, movement: 0, team: { rank: 3, movement: 0 } },
      { companyId: 'c-bot', score: 40, rank: 3, movement: -1, team: null },
    ],
    members: [
      { userId: 'u-ann', displayName: 'Ann', companyId: 'c-alpha', own: true },
      { userId: 'u-bob', displayName: 'Bob', companyId: 'c-alpha', own: false },
      { userId: 'u-cy', displayName: 'Cy', companyId: 'c-beta', own: false },
    ],
    memberRounds: [
      { round: 1, userId: 'u-ann', contribution: 100, score: 40, rank: 2, movement: null },
      { round: 1, userId: 'u-bob', contribution: 50, score: 20, rank: 3, movement: null },
      { round: 1, userId: 'u-cy', contribution: 100, score: 70, rank: 1, movement: null },
      { round: 2, userId: 'u-ann', contribution: 120, score: 96, rank: 1, movement: 1 },
      { round: 2, userId: 'u-bob', contribution: 100, score: 80, rank: 2, movement: 1 },
      { round: 2, userId: 'u-cy', contribution: 100, score: 60, rank: 3, movement: -2 },
    ],
    memberOverall: [
      { userId: 'u-ann', score: 68, rank: 1, movement: 1 },
      { userId: 'u-bob', score: 50, rank: 3, movement: 0 },
      { userId: 'u-cy', score: 65, rank: 2, movement: -1 },
    ],
    ...over,
  };
}
