import type { Achievements, RouteReply, API } from '@simbiz/contracts';

type Teams = RouteReply<typeof API.teams.list>;

/** One team on the class dashboard: who, how the last resolved round went, where it stands. */
export interface ClassRow {
  teamId: string;
  teamName: string;
  companyId: string;
  companyName: string;
  companyStatus: number;
  members: string[];
  /** The last resolved round's KPIs (minor units of the base currency; share 0..1), null before the first. */
  revenue: number | null;
  netProfit: number | null;
  cash: number | null;
  marketShare: number | null;
  score: number | null;
  /** Place among the teams after the last resolved round, and places gained since the round before. */
  rank: number | null;
  movement: number | null;
}

/**
 * The class dashboard's rows: every team with its members and its company's figures after the last
 * resolved round, best placed first (teams not yet ranked last, by name).
 */
export function classRows(teams: Teams, board: Achievements | null): ClassRow[] {
  const last = board?.rounds.at(-1);
  const rows = teams.map((team): ClassRow => {
    const standing = board?.companyRounds.find((r) => r.round === last && r.companyId === team.companyId);
    return {
      teamId: team.teamId,
      teamName: team.name,
      companyId: team.companyId,
      companyName: team.companyName,
      companyStatus: team.companyStatus,
      members: (board?.members ?? []).filter((m) => m.companyId === team.companyId).map((m) => m.displayName),
      revenue: standing?.kpis?.revenue ?? null,
      netProfit: standing?.kpis?.netProfit ?? null,
      cash: standing?.kpis?.cash ?? null,
      marketShare: standing?.kpis?.marketShare ?? null,
      score: standing?.score ?? null,
      rank: standing?.team?.rank ?? null,
      movement: standing?.team?.movement ?? null,
    };
  });
  return rows.sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.teamName.localeCompare(b.teamName));
}

/** The deadline of the round being played, when it has not passed, else null. */
export function roundDeadline(deadlines: readonly { round: number; at: string; finished: boolean }[], round: number | null): Date | null {
  const deadline = deadlines.find((d) => d.round === round && !d.finished);
  return deadline ? new Date(deadline.at) : null;
}

/** Within a day of the deadline, teams that have not decided are called out. */
export const DEADLINE_NEAR_MS = 24 * 3_600_000;
