import { SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { advertisingReturns } from './advertising-returns';
import { distributions, type Game, playGame, quantile, standings } from './tournament';

/** The shipped bots' margins and conversion are those of real e-commerce (the issue's targets). */
function expectRealEcommerce(games: readonly Game[]): void {
  const { margins, conversions } = distributions(games, ['budget', 'balanced', 'premium']);
  const median = quantile(margins, 0.5);
  expect(median).toBeGreaterThanOrEqual(0.03);
  expect(median).toBeLessThanOrEqual(0.15);
  expect(margins.filter((m) => m < 0).length / margins.length).toBeGreaterThanOrEqual(0.25);
  const conversion = quantile(conversions, 0.5);
  expect(conversion).toBeGreaterThanOrEqual(0.02);
  expect(conversion).toBeLessThanOrEqual(0.06);
}

/**
 * The tournament's targets (issue: economics an instructor can trust), over seeds 1-10 of the
 * starter as the targets are stated (three strategies topping 10% of games needs ten games); the
 * return on advertising on seeds 1-4. The table is `npm run tournament -- --screenplay starter --seeds 10`.
 */
describe('a tournament of strategies on the starter', () => {
  const seeds = Array.from({ length: 10 }, (_, i) => String(i + 1));
  const games = seeds.map((seed) => playGame(SHIPPED_SCREENPLAYS.starter, seed));
  const table = new Map(standings(games).map((s) => [s.id, s]));
  const row = (id: string) => {
    const found = table.get(id);
    if (!found) throw new Error(`no strategy ${id}`);
    return found;
  };

  it('has no dominant strategy: none tops final equity in more than half the games, three top it at least once in ten', () => {
    const tops = [...table.values()].map((s) => s.equityWins);
    expect(Math.max(...tops)).toBeLessThanOrEqual(games.length / 2);
    expect(tops.filter((wins) => wins >= games.length / 10).length).toBeGreaterThanOrEqual(3);
  });

  it('does not reward out-advertising or undercutting: both end below the balanced bot', () => {
    expect(row('heavy-ads').medianEquity).toBeLessThan(row('balanced').medianEquity);
    expect(row('price-at-cost').medianEquity).toBeLessThan(row('balanced').medianEquity);
  });

  it('never lets a money-losing strategy win on score, nor doing nothing beat a bot', () => {
    for (const s of table.values()) if (s.medianMargin < 0) expect(s.roundWins).toBe(0);
    expect(row('do-nothing').roundWins).toBe(0);
    expect(row('do-nothing').medianEquity).toBeLessThan(row('budget').medianEquity);
  });

  it('gives the shipped bots the margins and conversion of real e-commerce', () => {
    expectRealEcommerce(games);
  });

  it('makes advertising pay less than it costs before three times the balanced budget, and lose money past its peak', () => {
    const rows = advertisingReturns(SHIPPED_SCREENPLAYS.starter, seeds.slice(0, 4), [1, 1.5, 2, 3]);
    const below = rows.find((r) => r.marginalReturn !== null && r.marginalReturn < 1);
    expect(below?.factor).toBeLessThanOrEqual(3);
    // Past the saturation point more advertising lowers profit: three times the budget earns less than the best.
    expect(rows.at(-1)?.profit).toBeLessThan(Math.max(...rows.slice(0, -1).map((r) => r.profit)));
  });
});

/** The global screenplay over seeds 1-3, as the issue measures it (the full table is `--screenplay global --seeds 10`). */
describe('a tournament of strategies on the global screenplay', () => {
  const games = ['1', '2', '3'].map((seed) => playGame(SHIPPED_SCREENPLAYS.global, seed));
  const table = new Map(standings(games).map((s) => [s.id, s]));
  const equity = (id: string) => table.get(id)?.medianEquity ?? Number.NaN;

  it('gives the shipped bots the margins and conversion of real e-commerce in three markets', () => {
    expectRealEcommerce(games);
  });

  it('does not reward out-advertising or undercutting there either', () => {
    expect(equity('heavy-ads')).toBeLessThan(equity('balanced'));
    expect(equity('price-at-cost')).toBeLessThan(equity('balanced'));
  });
});
