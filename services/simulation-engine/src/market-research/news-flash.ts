import type { NewsFlash } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';

/**
 * The news of every round up to the one being decided, newest first: what the engine publishes
 * as a round's news flash (results' `market.newsFlash`), read from the screenplay, so round 1's
 * news is there before any round is resolved. Nothing before the start.
 */
export function newsFlashOf(screenplay: Pick<Screenplay, 'news'>, currentRound: number | null): NewsFlash {
  const upTo = currentRound ?? 0;
  const items = screenplay.news
    .filter((n) => n.round <= upTo)
    .map(({ round, title, body }) => ({ round, title, body }))
    .sort((a, b) => b.round - a.round);
  return { currentRound, items };
}
