import { botDecisions } from '../bots/bot-decisions';
import type { CompanyDecisions } from '../decisions/decisions.schema';
import type { RoundResults } from '../results/round-results.schema';
import type { WorldState } from '../state/state.schema';
import { STYLES, starter, starterWorld } from '../test-support/worlds';
import { resolveRound } from './resolve-round';

type Tweak = (d: CompanyDecisions, state: WorldState) => CompanyDecisions;

/** Plays the starter with six bots, changing only what company c2 (balanced) decides. */
function play(tweak: Tweak, rounds = 4): { results: RoundResults[]; state: WorldState } {
  let state = starterWorld('economics', 6);
  const results: RoundResults[] = [];
  for (let r = 1; r <= rounds; r++) {
    const decisions = Object.fromEntries(
      state.companies.map((c, i) => {
        const bot = botDecisions(starter, state, c.id, STYLES[i] ?? 'balanced');
        return [c.id, c.id === 'c2' ? tweak(bot, state) : bot];
      }),
    );
    const outcome = resolveRound(starter, state, decisions, `eco#${r}`);
    results.push(outcome.results);
    state = outcome.state;
  }
  return { results, state };
}
const c2 = (results: RoundResults[]) => results.map((r) => r.companies[1]).filter((c) => c !== undefined);
const totalProfit = (results: RoundResults[]) => c2(results).reduce((s, c) => s + c.incomeStatement.netProfit, 0);
const totalUnits = (results: RoundResults[]) => c2(results).reduce((s, c) => s + c.sales.reduce((u, x) => u + x.units, 0), 0);
const priced =
  (factor: number): Tweak =>
  (d) => ({ ...d, listings: d.listings.map((l) => ({ ...l, price: Math.round(l.price * factor) })) });

describe('the starter economics teach', () => {
  it('sensible prices make money; giving goods away or overcharging makes less', () => {
    const sensible = totalProfit(play(priced(1)).results);
    const cheap = totalProfit(play(priced(0.45)).results);
    const dear = play(priced(3)).results;
    expect(sensible).toBeGreaterThan(0);
    expect(cheap).toBeLessThan(sensible);
    expect(totalProfit(dear)).toBeLessThan(sensible);
    expect(totalUnits(dear)).toBeLessThan(totalUnits(play(priced(1)).results));
  });

  it('over-production costs: making far more than sells leaves less equity than making what sells', () => {
    const equity = (tweak: Tweak) => c2(play(tweak).results).at(-1)?.balanceSheet.totalEquity ?? 0;
    const overProduce: Tweak = (d, state) => {
      const rentMore = d.storages.map((s) => ({ ...s, capacityM3: s.capacityM3 * 3 + 1_200 }));
      const last = state.round === 3;
      const stock = state.companies[1]?.stock ?? [];
      return {
        ...d,
        production: d.production.map((p) => ({ ...p, quantity: p.quantity * 3 })),
        storages: rentMore.length ? rentMore : [{ warehouseId: 'central', capacityM3: 1_200 }],
        clearance: last ? stock.map((s) => ({ modelId: s.modelId, warehouseId: s.warehouseId, quantity: s.units })) : [],
      };
    };
    expect(equity(overProduce)).toBeLessThan(equity((d) => d));
  });

  it('advertising has diminishing returns: the second budget buys fewer extra orders than the first', () => {
    const promote =
      (budget: number): Tweak =>
      (d) => ({
        ...d,
        companyPromotions: budget > 0 ? [{ channelId: 'social', brandId: 'main', budget }] : [],
      });
    const [none, once, twice] = [0, 3_000_000, 6_000_000].map((b) => totalUnits(play(promote(b), 2).results));
    expect(once).toBeGreaterThan(none ?? 0);
    expect((twice ?? 0) - (once ?? 0)).toBeLessThan((once ?? 0) - (none ?? 0));
  });
});

describe('the starter economics do not reward extremes', () => {
  it('sells a luxury price to few: ten times the reference sells under 2% of the units and earns less', () => {
    const fair = play(priced(1), 2).results;
    const luxury = play(priced(10), 2).results;
    expect(totalUnits(luxury)).toBeLessThan(totalUnits(fair) * 0.02);
    expect(totalProfit(luxury)).toBeLessThan(totalProfit(fair));
  });

  it('turns advertising against itself past saturation: far more promotion sells less than a moderate amount', () => {
    const promote =
      (budget: number): Tweak =>
      (d) => ({ ...d, companyPromotions: [{ channelId: 'social', brandId: 'main', budget }] });
    const moderate = totalUnits(play(promote(2_000_000), 2).results);
    const saturated = totalUnits(play(promote(40_000_000), 2).results);
    expect(saturated).toBeLessThan(moderate);
  });
});
