import type { Screenplay } from '@simbiz/engine';
import { STRATEGIES, advertising } from './strategies';
import { playGame } from './tournament';

export interface AdvertisingRow {
  factor: number;
  /** Advertising spend of the game (company promotion and ad clicks), median over seeds. */
  spend: number;
  profit: number;
  /** Extra contribution per extra dollar of advertising against the previous row: (Δprofit + Δspend) / Δspend. */
  marginalReturn: number | null;
}

export const AD_FACTORS = [0, 0.5, 1, 1.5, 2, 3, 4] as const;

/**
 * The return on advertising: the tournament's field with the balanced bot's advertising times k.
 * A marginal return below 1 means the last extra dollar of advertising earned less than a dollar.
 */
export function advertisingReturns(screenplay: Screenplay, seeds: readonly string[], factors: readonly number[] = AD_FACTORS): AdvertisingRow[] {
  const rows: AdvertisingRow[] = [];
  for (const factor of factors) {
    const field = STRATEGIES.map((s) => (s.id === 'balanced' ? { id: s.id, play: advertising(factor) } : s));
    const outcomes = seeds.map((seed) => {
      const game = playGame(screenplay, seed, field);
      const own = game.rounds.map((r) => r.companies[1]);
      return {
        spend: own.reduce((s, c) => s + (c?.incomeStatement.advertising ?? 0), 0),
        profit: own.reduce((s, c) => s + (c?.incomeStatement.netProfit ?? 0), 0),
      };
    });
    const spend = outcomes.reduce((s, o) => s + o.spend, 0) / outcomes.length;
    const profit = outcomes.reduce((s, o) => s + o.profit, 0) / outcomes.length;
    const previous = rows.at(-1);
    const marginalReturn = previous && spend > previous.spend ? (profit - previous.profit + spend - previous.spend) / (spend - previous.spend) : null;
    rows.push({ factor, spend, profit, marginalReturn });
  }
  return rows;
}
