import { type RoundResults, type Screenplay, initialState, resolveRound } from '@simbiz/engine';
import { STRATEGIES, type Strategy } from './strategies';

export interface Entrant {
  id: string;
  play: Strategy;
}

/** One game: every entrant runs a company of one world, for the screenplay's rounds. */
export interface Game {
  seed: string;
  rounds: RoundResults[];
  /** Entrant id by company id. */
  entrants: Map<string, string>;
}

export function playGame(screenplay: Screenplay, seed: string, field: readonly Entrant[] = STRATEGIES): Game {
  const entrants = new Map(field.map((e, i) => [`c${i + 1}`, e.id]));
  const plays = new Map(field.map((e, i) => [`c${i + 1}`, e.play]));
  let state = initialState(
    screenplay,
    field.map((e, i) => ({ id: `c${i + 1}`, name: e.id })),
    seed,
  );
  const rounds: RoundResults[] = [];
  for (let round = 1; round <= screenplay.rounds; round++) {
    const seen = state;
    const decisions = Object.fromEntries(
      seen.companies.map((c) => [c.id, plays.get(c.id)?.({ screenplay, state: seen, companyId: c.id, history: rounds }) ?? {}]),
    );
    const outcome = resolveRound(screenplay, seen, decisions as Parameters<typeof resolveRound>[2], `${seed}#${round}`);
    rounds.push(outcome.results);
    state = outcome.state;
  }
  return { seed, rounds, entrants };
}

export interface Standing {
  id: string;
  /** Rounds it ranked first in by score. */
  roundWins: number;
  /** Games it ended with the highest equity in (ties count for each). */
  equityWins: number;
  medianEquity: number;
  /** Net profit over revenue, over the whole game, median over games. */
  medianMargin: number;
  bankruptcies: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;
}

/** The table of a tournament: one row per entrant. */
export function standings(games: readonly Game[], field: readonly Entrant[] = STRATEGIES): Standing[] {
  return field.map(({ id }) => {
    let roundWins = 0;
    let equityWins = 0;
    let bankruptcies = 0;
    const equities: number[] = [];
    const margins: number[] = [];
    for (const game of games) {
      const companyId = [...game.entrants].find(([, e]) => e === id)?.[0] ?? '';
      for (const r of game.rounds) if (r.companies.find((c) => c.companyId === companyId)?.rank === 1) roundWins++;
      const final = game.rounds.at(-1)?.companies ?? [];
      const mine = final.find((c) => c.companyId === companyId);
      if (!mine) continue;
      const equity = mine.balanceSheet.totalEquity;
      equities.push(equity);
      if (equity >= Math.max(...final.map((c) => c.balanceSheet.totalEquity))) equityWins++;
      if (mine.status === 3) bankruptcies++;
      const rows = game.rounds.map((r) => r.companies.find((c) => c.companyId === companyId));
      const revenue = rows.reduce((s, c) => s + (c?.incomeStatement.revenue ?? 0), 0);
      const profit = rows.reduce((s, c) => s + (c?.incomeStatement.netProfit ?? 0), 0);
      margins.push(revenue > 0 ? profit / revenue : 0);
    }
    return { id, roundWins, equityWins, medianEquity: median(equities), medianMargin: median(margins), bankruptcies };
  });
}

/** Net margin and conversion of every company-round played by the given entrants (rounds with revenue). */
export function distributions(games: readonly Game[], entrantIds: readonly string[]): { margins: number[]; conversions: number[] } {
  const margins: number[] = [];
  const conversions: number[] = [];
  for (const game of games) {
    for (const r of game.rounds) {
      for (const c of r.companies) {
        if (!entrantIds.includes(game.entrants.get(c.companyId) ?? '')) continue;
        const revenue = c.incomeStatement.revenue;
        if (revenue > 0) margins.push(c.incomeStatement.netProfit / revenue);
        let sessions = 0;
        let orders = 0;
        for (const s of c.sales) {
          sessions += s.sessions.organic + s.sessions.auction + s.sessions.trafficPackage + s.sessions.merchantLive + s.sessions.influencer;
          orders += s.units;
        }
        if (sessions > 0) conversions.push(orders / sessions);
      }
    }
  }
  return { margins, conversions };
}
