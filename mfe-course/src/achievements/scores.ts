import type { Achievements } from '@simbiz/contracts';
import type { KpiValues } from './kpis';
import type { RoundChoice } from './rankings';

/**
 * The highest contribution grade, in percent: the contracts' CONTRIBUTION_MAX (a test holds them
 * equal), written here because importing it would bring the contracts' schemas, and zod, into the page.
 */
export const CONTRIBUTION_LIMIT = 200;

/** A member's personal score in a round (or overall): the team's score times their contribution grade. */
export interface PersonalScoreRow {
  userId: string;
  name: string;
  /** The member's team (its company's name for a team without one). */
  team: string;
  round: RoundChoice;
  teamScore: number | null;
  /** Percent of the team's score; null overall (each round has its own grade). */
  contribution: number | null;
  score: number;
  rank: number;
  movement: number | null;
}

/** A team company's score in a round (or overall) with what it is made of, when the viewer may see it. */
export interface TeamScoreRow {
  round: RoundChoice;
  score: number;
  /** Rank among the team companies. */
  rank: number;
  movement: number | null;
  kpis: KpiValues | null;
  normalised: KpiValues | null;
}

const teamName = (achievements: Achievements, companyId: string) => {
  const company = achievements.companies.find((c) => c.companyId === companyId);
  return company ? (company.teamName ?? company.name) : '';
};

const teamScoreIn = (achievements: Achievements, companyId: string, round: RoundChoice) =>
  (round === 'overall'
    ? achievements.companyOverall.find((c) => c.companyId === companyId)
    : achievements.companyRounds.find((c) => c.round === round && c.companyId === companyId)
  )?.score ?? null;

function personalRow(achievements: Achievements, member: Achievements['members'][number], round: RoundChoice): PersonalScoreRow | null {
  const place: { score: number; rank: number; movement: number | null; contribution?: number } | undefined =
    round === 'overall'
      ? achievements.memberOverall.find((m) => m.userId === member.userId)
      : achievements.memberRounds.find((m) => m.round === round && m.userId === member.userId);
  if (!place) return null;
  return {
    userId: member.userId,
    name: member.displayName,
    team: teamName(achievements, member.companyId),
    round,
    teamScore: teamScoreIn(achievements, member.companyId, round),
    contribution: place.contribution ?? null,
    score: place.score,
    rank: place.rank,
    movement: place.movement,
  };
}

/** One member's personal scores: a row per resolved round, oldest first, then overall. */
export function ownPersonalScores(achievements: Achievements, userId: string): PersonalScoreRow[] {
  const member = achievements.members.find((m) => m.userId === userId);
  if (!member) return [];
  const rounds: RoundChoice[] = [...achievements.rounds, 'overall'];
  return rounds.map((round) => personalRow(achievements, member, round)).filter((row): row is PersonalScoreRow => row !== null);
}

/** Every member's personal score in a round (or overall), by team then name: the instructor grades them here. */
export function membersPersonalScores(achievements: Achievements, round: RoundChoice): PersonalScoreRow[] {
  return achievements.members
    .map((member) => personalRow(achievements, member, round))
    .filter((row): row is PersonalScoreRow => row !== null)
    .sort((a, b) => a.team.localeCompare(b.team) || a.name.localeCompare(b.name));
}

/** The team companies (computer-run ones have no team), by team name: what an instructor chooses from. */
export function teamCompanies(achievements: Achievements): { companyId: string; name: string }[] {
  return achievements.companies
    .filter((c) => c.teamId !== null)
    .map((c) => ({ companyId: c.companyId, name: c.teamName ?? c.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A team company's score per resolved round, oldest first, then overall (the mean of the rounds). */
export function teamScores(achievements: Achievements, companyId: string): TeamScoreRow[] {
  const rows: TeamScoreRow[] = achievements.companyRounds
    .filter((r) => r.companyId === companyId && r.team)
    .sort((a, b) => a.round - b.round)
    .map((r) => ({ round: r.round, score: r.score, rank: r.team?.rank ?? r.rank, movement: r.team?.movement ?? null, kpis: r.kpis, normalised: r.normalised }));
  const overall = achievements.companyOverall.find((c) => c.companyId === companyId);
  if (overall?.team)
    rows.push({ round: 'overall', score: overall.score, rank: overall.team.rank, movement: overall.team.movement, kpis: null, normalised: null });
  return rows;
}
