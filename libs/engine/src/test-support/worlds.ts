import { botDecisions } from '../bots/bot-decisions';
import type { BotStyle } from '../bots/bot-style';
import type { CompanyDecisions } from '../decisions/decisions.schema';
import { initialState } from '../round/initial-state';
import { type RoundOutcome, resolveRound } from '../round/resolve-round';
import { SHIPPED_SCREENPLAYS } from '../screenplay/shipped/index';
import type { Screenplay } from '../screenplay/screenplay.schema';
import type { WorldState } from '../state/state.schema';

export const starter: Screenplay = SHIPPED_SCREENPLAYS.starter;
export const STYLES: BotStyle[] = ['budget', 'balanced', 'premium', 'budget', 'balanced', 'premium'];

/** A starter world of six bot companies, `c1`..`c6`. */
export function starterWorld(seed = 'test', companies = 6): WorldState {
  return initialState(
    starter,
    Array.from({ length: companies }, (_, i) => ({ id: `c${i + 1}`, name: `Company ${i + 1}` })),
    seed,
  );
}

export function botRound(screenplay: Screenplay, state: WorldState): Record<string, CompanyDecisions> {
  return Object.fromEntries(state.companies.map((c, i) => [c.id, botDecisions(screenplay, state, c.id, STYLES[i % STYLES.length] ?? 'balanced')]));
}

/** Round 1 of a starter world of bots (`c1`..`c{companies}`) in which `c1` plays `team` instead of its bot. */
export function teamAmongBots(team: CompanyDecisions, seed = 'team', companies = 5): RoundOutcome {
  const world = starterWorld(seed, companies);
  return resolveRound(starter, world, { ...botRound(starter, world), c1: team }, `${seed}#1`);
}

/** Plays `rounds` rounds with bots and returns every outcome. */
export function playRounds(state: WorldState, rounds: number, screenplay = starter): RoundOutcome[] {
  const out: RoundOutcome[] = [];
  let current = state;
  for (let r = 0; r < rounds; r++) {
    const outcome = resolveRound(screenplay, current, botRound(screenplay, current), `${current.seed}#${current.round + 1}`);
    out.push(outcome);
    current = outcome.state;
  }
  return out;
}
