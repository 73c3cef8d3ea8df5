import { type Achievements, CONTRIBUTION_DEFAULT } from '@simbiz/contracts';
import { type KpiValues, ranksOf, type Scoring, standingsOf } from '@simbiz/engine';

/** What the scoreboard is worked out from: the engine's stored KPIs, the teams' roster, the grades, the weights in force. */
export interface ScoreboardInput {
  /** Resolved rounds, oldest first, each with every company's KPIs and status after it (engine.kpis). */
  rounds: readonly { round: number; companies: readonly { companyId: string; name: string; status: number; kpis: KpiValues }[] }[];
  /** Team companies (the rest are computer-run) with their members. */
  teams: readonly { companyId: string; teamId: string; teamName: string; members: readonly string[] }[];
  names: ReadonlyMap<string, string>;
  /** Contribution grades in percent by round and user; 100 where none is given. */
  grades: ReadonlyMap<string, number>;
  scoring: Scoring;
}

type Place = { score: number; rank: number; movement: number | null };
type Unredacted = Omit<Achievements, 'currency' | 'weights' | 'screenplayWeights' | 'canEditWeights' | 'canGrade' | 'normalisation'>;

const ACTIVE = 1;
export const gradeKey = (round: number, userId: string) => `${round}:${userId}`;

/**
 * Section 2's scores and rankings from the stored KPIs (nothing is re-run): each round's
 * standings by the weights in force (engine's standingsOf), the teams ranked among themselves,
 * each member's score as the team's times their contribution grade; overall scores are the mean
 * of the rounds'; movement is places gained since the round before.
 */
export function scoreboardOf(input: ScoreboardInput): Unredacted {
  const teamOf = new Map(input.teams.map((t) => [t.companyId, t]));
  const last = input.rounds.at(-1)?.companies ?? [];
  const companies = last.map((c) => {
    const team = teamOf.get(c.companyId);
    return { companyId: c.companyId, name: c.name, teamId: team?.teamId ?? null, teamName: team?.teamName ?? null, own: false, status: c.status };
  });
  const members = input.teams.flatMap((t) =>
    t.members.map((userId) => ({ userId, displayName: input.names.get(userId) ?? '', companyId: t.companyId, own: false })),
  );

  const companyRounds: Unredacted['companyRounds'] = [];
  const memberRounds: Unredacted['memberRounds'] = [];
  const scoresByCompany = new Map<string, number[]>();
  const scoresByMember = new Map<string, number[]>();
  const previous = { company: new Map<string, number>(), team: new Map<string, number>(), member: new Map<string, number>() };
  const overallBefore = { company: new Map<string, number>(), team: new Map<string, number>(), member: new Map<string, number>() };
  let companyOverall: Unredacted['companyOverall'] = [];
  let memberOverall: Unredacted['memberOverall'] = [];

  for (const { round, companies: rows } of input.rounds) {
    const standings = standingsOf(
      rows.map((r) => ({ companyId: r.companyId, active: r.status === ACTIVE, kpis: r.kpis })),
      input.scoring,
    );
    const teamRanks = rankAmong(standings.filter((s) => teamOf.has(s.companyId)));
    standings.forEach((s, i) => {
      const team = teamRanks.get(s.companyId);
      companyRounds.push({
        round,
        companyId: s.companyId,
        ...placeOf(s.score, s.rank, previous.company, s.companyId),
        team: team === undefined ? null : { rank: team, movement: moved(previous.team, s.companyId, team) },
        kpis: rows[i]?.kpis ?? null,
        normalised: s.normalised,
      });
      push(scoresByCompany, s.companyId, s.score);
    });
    remember(
      previous.company,
      standings.map((s) => [s.companyId, s.rank]),
    );
    remember(previous.team, [...teamRanks]);

    const scoreOf = new Map(standings.map((s) => [s.companyId, s.score]));
    const memberScores = members.map((m) => {
      const contribution = input.grades.get(gradeKey(round, m.userId)) ?? CONTRIBUTION_DEFAULT;
      return { ...m, contribution, score: round2(((scoreOf.get(m.companyId) ?? 0) * contribution) / 100) };
    });
    const memberRanks = ranksOf(memberScores.map((m) => m.score));
    memberScores.forEach((m, i) => {
      const rank = memberRanks[i] ?? 1;
      memberRounds.push({ round, userId: m.userId, contribution: m.contribution, ...placeOf(m.score, rank, previous.member, m.userId) });
      push(scoresByMember, m.userId, m.score);
    });
    remember(
      previous.member,
      memberScores.map((m, i) => [m.userId, memberRanks[i] ?? 1]),
    );

    const byCompany = overall(
      companies.map((c) => c.companyId),
      scoresByCompany,
      overallBefore.company,
    );
    const teamOverall = rankAmong(byCompany.filter((o) => teamOf.has(o.id)).map((o) => ({ companyId: o.id, score: o.score })));
    companyOverall = byCompany.map(({ id, ...o }) => {
      const rank = teamOverall.get(id);
      return { ...o, companyId: id, team: rank === undefined ? null : { rank, movement: moved(overallBefore.team, id, rank) } };
    });
    remember(overallBefore.team, [...teamOverall]);
    memberOverall = overall(
      members.map((m) => m.userId),
      scoresByMember,
      overallBefore.member,
    ).map(({ id, ...o }) => ({ ...o, userId: id }));
  }
  return { rounds: input.rounds.map((r) => r.round), companies, companyRounds, companyOverall, members, memberRounds, memberOverall };
}

/** Ranks among a subset (the team companies), by score, ties sharing a rank. */
function rankAmong(rows: readonly { companyId: string; score: number }[]): Map<string, number> {
  const ranks = ranksOf(rows.map((r) => r.score));
  return new Map(rows.map((r, i) => [r.companyId, ranks[i] ?? 1]));
}

/** The mean score so far of each id, ranked, with movement since the previous call (which `before` remembers). */
function overall(ids: readonly string[], scores: ReadonlyMap<string, number[]>, before: Map<string, number>) {
  const means = ids.map((id) => {
    const list = scores.get(id) ?? [];
    return { id, score: list.length ? round2(list.reduce((s, v) => s + v, 0) / list.length) : 0 };
  });
  const ranks = ranksOf(means.map((m) => m.score));
  const out = means.map((m, i) => ({ ...m, rank: ranks[i] ?? 1, movement: moved(before, m.id, ranks[i] ?? 1) }));
  remember(
    before,
    out.map((o) => [o.id, o.rank]),
  );
  return out;
}

function placeOf(score: number, rank: number, previous: ReadonlyMap<string, number>, id: string): Place {
  return { score, rank, movement: moved(previous, id, rank) };
}

function moved(previous: ReadonlyMap<string, number>, id: string, rank: number): number | null {
  const before = previous.get(id);
  return before === undefined ? null : before - rank;
}

function remember(into: Map<string, number>, entries: Iterable<[string, number]>): void {
  into.clear();
  for (const [id, rank] of entries) into.set(id, rank);
}

function push(into: Map<string, number[]>, id: string, value: number): void {
  const list = into.get(id);
  if (list) list.push(value);
  else into.set(id, [value]);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Who is looking: a manager sees every company's KPIs; a participant their own company's only. */
export interface Viewer {
  manager: boolean;
  userId: string | null;
  companyId: string | null;
}

/** The scoreboard as a viewer may see it: `own` marked, other companies' KPIs withheld from participants. */
export function forViewer(board: Unredacted, viewer: Viewer): Unredacted {
  const mayRead = (companyId: string) => viewer.manager || companyId === viewer.companyId;
  return {
    ...board,
    companies: board.companies.map((c) => ({ ...c, own: c.companyId === viewer.companyId })),
    companyRounds: board.companyRounds.map((r) => (mayRead(r.companyId) ? r : { ...r, kpis: null, normalised: null })),
    members: board.members.map((m) => ({ ...m, own: m.userId === viewer.userId })),
  };
}
