import type { Achievements } from '@simbiz/contracts';

/** The rankings' tabs (section 2): every team member, the team companies among themselves, every company. */
export type RankingKind = 'personal' | 'team' | 'company';
export const RANKING_KINDS: readonly RankingKind[] = ['personal', 'team', 'company'];

/** A resolved round, or the mean over every resolved round. */
export type RoundChoice = number | 'overall';

/** A company's status after the last resolved round when it went bankrupt (DOMAIN.md: it scores 0). */
const BANKRUPT = 3;

export interface RankingRow {
  /** The member's user id, or the company's id. */
  id: string;
  rank: number;
  /** The member's name, the team's name, or the company's name. */
  name: string;
  /** What else names the row: the member's team, the team's company, the company's team (null when computer-run). */
  detail: string | null;
  score: number;
  /** Places gained since the round before (negative: lost), null the first time ranked. */
  movement: number | null;
  /** The viewer's own row (their member row, their company). */
  own: boolean;
  computerRun: boolean;
  bankrupt: boolean;
}

/** The rounds a ranking can show: overall first, then the resolved rounds, the latest first. */
export function roundChoices(achievements: Pick<Achievements, 'rounds'>): RoundChoice[] {
  return achievements.rounds.length === 0 ? [] : ['overall', ...[...achievements.rounds].reverse()];
}

/** One of section 2's rankings in a round (or overall), best first; ties share a rank and read by name. */
export function rankingRows(achievements: Achievements, kind: RankingKind, round: RoundChoice): RankingRow[] {
  const companyOf = new Map(achievements.companies.map((c) => [c.companyId, c]));
  const rows: RankingRow[] = [];
  if (kind === 'personal') {
    const places = round === 'overall' ? achievements.memberOverall : achievements.memberRounds.filter((r) => r.round === round);
    const memberOf = new Map(achievements.members.map((m) => [m.userId, m]));
    for (const place of places) {
      const member = memberOf.get(place.userId);
      if (!member) continue;
      const company = companyOf.get(member.companyId);
      rows.push({
        id: member.userId,
        rank: place.rank,
        name: member.displayName,
        detail: company ? (company.teamName ?? company.name) : null,
        score: place.score,
        movement: place.movement,
        own: member.own,
        computerRun: false,
        bankrupt: company?.status === BANKRUPT,
      });
    }
  } else {
    const places = round === 'overall' ? achievements.companyOverall : achievements.companyRounds.filter((r) => r.round === round);
    for (const place of places) {
      const company = companyOf.get(place.companyId);
      if (!company) continue;
      const byTeam = kind === 'team';
      if (byTeam && !place.team) continue;
      rows.push({
        id: company.companyId,
        rank: byTeam && place.team ? place.team.rank : place.rank,
        name: byTeam ? (company.teamName ?? company.name) : company.name,
        detail: byTeam ? company.name : company.teamName,
        score: place.score,
        movement: byTeam && place.team ? place.team.movement : place.movement,
        own: company.own,
        computerRun: company.teamId === null,
        bankrupt: company.status === BANKRUPT,
      });
    }
  }
  return rows.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
}

/**
 * The world home's leaderboard: the team ranking after the last resolved round (overall, the mean
 * of the rounds so far), its first `size` rows, and the viewer's own team when it is not among
 * them. Nothing before the first round is resolved.
 */
export function leaderboard(achievements: Achievements, size = 5): { afterRound: number; top: RankingRow[]; own: RankingRow | null } | null {
  const afterRound = achievements.rounds.at(-1);
  if (afterRound === undefined) return null;
  const rows = rankingRows(achievements, 'team', 'overall');
  const top = rows.slice(0, size);
  const own = top.some((row) => row.own) ? null : (rows.find((row) => row.own) ?? null);
  return { afterRound, top, own };
}
