import { BOT_STYLES, type BotStyle, type RoundResults, type Screenplay, type WorldState, botDecisions, initialState, resolveRound } from '@simbiz/engine';

export interface PlayOptions {
  screenplay: Screenplay;
  bots: number;
  rounds: number;
  seed: string;
}

export interface Played {
  styles: Map<string, BotStyle>;
  rounds: RoundResults[];
  final: WorldState;
}

/** Plays a whole world with bots of rotating styles: budget, balanced, premium, budget, ... */
export function play({ screenplay, bots, rounds, seed }: PlayOptions): Played {
  const styles = new Map<string, BotStyle>();
  const companies = Array.from({ length: bots }, (_, i) => {
    const style = BOT_STYLES[i % BOT_STYLES.length] ?? 'balanced';
    const id = `c${i + 1}`;
    styles.set(id, style);
    return { id, name: `${style[0]?.toUpperCase()}${style.slice(1)} ${i + 1}` };
  });
  let state = initialState(screenplay, companies, seed);
  const results: RoundResults[] = [];
  for (let round = 1; round <= Math.min(rounds, screenplay.rounds); round++) {
    const decisions = Object.fromEntries(state.companies.map((c) => [c.id, botDecisions(screenplay, state, c.id, styles.get(c.id) ?? 'balanced')]));
    const outcome = resolveRound(screenplay, state, decisions, `${seed}#${round}`);
    state = outcome.state;
    results.push(outcome.results);
  }
  return { styles, rounds: results, final: state };
}
