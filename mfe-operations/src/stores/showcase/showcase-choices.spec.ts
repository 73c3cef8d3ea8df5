import type { ShowcaseChoice } from '@simbiz/contracts';
import { showcaseStanding } from './showcase-choices';

const choice = (choiceId: string, round: number, storeId = 'store-1'): ShowcaseChoice => ({
  version: 1,
  choiceId,
  storeId,
  platformId: 'shopmall',
  showcaseDesignId: `design-${choiceId}`,
  round,
});

describe('showcaseStanding', () => {
  it('takes the latest choice at or before the round, never a later round’s nor another store’s', () => {
    const choices = [choice('a', 1), choice('b', 2), choice('c', 5), choice('x', 3, 'store-2')];
    expect(showcaseStanding(choices, 'store-1', 3)).toEqual({ current: choices[1], thisRound: undefined, before: choices[1] });
  });

  it('tells this round’s choice from the one the store keeps if it is taken back', () => {
    const choices = [choice('a', 1), choice('b', 3)];
    expect(showcaseStanding(choices, 'store-1', 3)).toEqual({ current: choices[1], thisRound: choices[1], before: choices[0] });
  });

  it('has no design for a store that never chose one (the platform’s plain design)', () => {
    expect(showcaseStanding([choice('x', 1, 'store-2')], 'store-1', 3)).toEqual({ current: undefined, thisRound: undefined, before: undefined });
  });

  it('takes the latest choice when no round is running', () => {
    const choices = [choice('a', 1), choice('b', 4)];
    expect(showcaseStanding(choices, 'store-1', null)).toEqual({ current: choices[1], thisRound: undefined, before: choices[1] });
  });
});
