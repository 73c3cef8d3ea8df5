import type { ShowcaseChoice } from '@simbiz/contracts';

/** Where a store stands with its showcase design in a round. */
export interface ShowcaseStanding {
  /** The choice in force: the latest at or before the round; none means the platform's plain design. */
  current: ShowcaseChoice | undefined;
  /** The round's own choice, which may be replaced or taken back. */
  thisRound: ShowcaseChoice | undefined;
  /** The choice in force before the round: what the store keeps if the round's choice is taken back. */
  before: ShowcaseChoice | undefined;
}

/** The store's showcase standing in `round` (a world with no round running: the latest choice). */
export function showcaseStanding(choices: readonly ShowcaseChoice[], storeId: string, round: number | null): ShowcaseStanding {
  const latest = (upTo: number) =>
    choices.filter((c) => c.storeId === storeId && c.round <= upTo).reduce<ShowcaseChoice | undefined>((a, c) => (!a || c.round > a.round ? c : a), undefined);
  const upTo = round ?? Number.MAX_SAFE_INTEGER;
  const thisRound = round === null ? undefined : choices.find((c) => c.storeId === storeId && c.round === round);
  return { current: latest(upTo), thisRound, before: latest(upTo - 1) };
}
