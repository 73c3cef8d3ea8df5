import { companyDecisionsSchema } from '../decisions/decisions.schema';
import { roundResultsSchema } from '../results/round-results.schema';
import { SHIPPED_SCREENPLAYS } from '../screenplay/shipped/index';
import { COMPANY_ACTIVE, COMPANY_BANKRUPT, worldStateSchema } from '../state/state.schema';
import { decide, launch } from '../test-support/decisions';
import { botRound, playRounds, starter, starterWorld } from '../test-support/worlds';
import { initialState } from './initial-state';
import { resolveRound } from './resolve-round';

describe('resolveRound', () => {
  it('gives byte-identical JSON for the same inputs and seed', () => {
    const state = starterWorld('det');
    const decisions = botRound(starter, state);
    const a = JSON.stringify(resolveRound(starter, state, decisions, 'det#1'));
    const b = JSON.stringify(resolveRound(starter, structuredClone(state), structuredClone(decisions), 'det#1'));
    expect(a).toBe(b);
  });

  it('never changes its inputs', () => {
    const state = starterWorld('pure');
    const decisions = botRound(starter, state);
    const before = JSON.stringify([state, decisions]);
    resolveRound(starter, state, decisions, 'pure#1');
    expect(JSON.stringify([state, decisions])).toBe(before);
  });

  it('never changes decisions a team made, even those it clips, drops or de-duplicates', () => {
    const state = starterWorld('pure-team', 2);
    const team = launch(4_500, 2_000, {
      personas: [{ id: 'p', name: 'Persona', segmentIds: ['nowhere'] }],
      stores: [{ platformId: 'shopmall' }, { platformId: 'nowhere' }],
      listings: [
        { platformId: 'shopmall', modelId: 'm', price: 4_500 },
        { platformId: 'shopmall', modelId: 'm', price: 4_900 },
        { platformId: 'quickbuy', modelId: 'm', price: 4_500 },
        { platformId: 'shopmall', modelId: 'ghost', price: 4_500 },
        { platformId: 'shopmall', modelId: 'm', price: 5_000, online: false },
      ],
      packages: [{ id: 'k', platformId: 'shopmall', name: 'Kit', modelIds: ['m', 'ghost'], price: 9_000 }],
      production: [
        { modelId: 'm', quantity: 2_000, warehouseId: 'central' },
        { modelId: 'm', quantity: 500, warehouseId: 'city' },
        { modelId: 'm', quantity: 10 ** 6, warehouseId: 'central' },
      ],
      clearance: [{ modelId: 'm', warehouseId: 'central', quantity: 10 ** 6 }],
      adBids: [
        { platformId: 'shopmall', segmentId: 'students', modelId: 'm', costPerClick: 1, dailyBudget: 10_000 },
        { platformId: 'shopmall', segmentId: 'commuters', modelId: 'm', costPerClick: 10_000, dailyBudget: 10_000 },
      ],
      recharges: [
        { platformId: 'shopmall', amount: 50_000 },
        { platformId: 'quickbuy', amount: 50_000 },
      ],
      merchantLivestreams: [{ platformId: 'shopmall', hours: 10_000, modelIds: ['m'] }],
      loans: [{ amount: 10 ** 12 }],
      repayments: [{ loanId: 'nope', amount: 1 }],
    });
    const decisions = { c1: team, c2: launch() };
    const before = structuredClone(decisions);
    const stateBefore = structuredClone(state);
    resolveRound(starter, state, decisions, 'pure-team#1');
    expect(decisions).toEqual(before);
    expect(state).toEqual(stateBefore);
  });

  it('does not count a model as sold out in a market where it had no stock to sell', () => {
    const global = SHIPPED_SCREENPLAYS.global;
    const world = initialState(global, [{ id: 'c1', name: 'Company 1' }], 'sold-out');
    const listed = (platformIds: string[]) =>
      decide({
        ...launch(4_500, 5_000),
        stores: platformIds.map((platformId) => ({ platformId })),
        listings: platformIds.map((platformId) => ({ platformId, modelId: 'm', price: platformId === 'home-shopmall' ? 10_000 : 100_000 })),
        production: [{ modelId: 'm', quantity: 10_000, warehouseId: 'home-central' }],
      });
    const homeOnly = resolveRound(global, world, { c1: listed(['home-shopmall']) }, 'sold-out#1');
    const abroadToo = resolveRound(global, world, { c1: listed(['home-shopmall', 'siam-shopmall']) }, 'sold-out#1');
    const closing = abroadToo.results.companies[0]?.inventory.reduce((s, x) => s + x.closing, 0) ?? 0;
    expect(closing).toBeGreaterThan(0);
    expect(abroadToo.results.companies[0]?.sales.reduce((s, x) => s + x.units, 0)).toBeGreaterThan(0);
    expect(abroadToo.state.companies[0]?.models[0]?.rating).toBe(homeOnly.state.companies[0]?.models[0]?.rating);
  });

  it('lets the seed decide R&D setbacks: some seeds give other results', () => {
    const state = starterWorld('seeds');
    const decisions = botRound(starter, state);
    const outputs = new Set(
      Array.from({ length: 12 }, (_, i) => JSON.stringify(resolveRound(starter, state, decisions, `seed-${i}`).results.companies.map((c) => c.rnd))),
    );
    expect(outputs.size).toBeGreaterThan(1);
  });

  it('produces results and a next state that satisfy their schemas, round after round', () => {
    const outcomes = playRounds(starterWorld('schemas'), 3);
    for (const { state, results } of outcomes) {
      expect(worldStateSchema.safeParse(state).error).toBeUndefined();
      expect(roundResultsSchema.safeParse(results).error).toBeUndefined();
    }
    expect(outcomes.map((o) => o.state.round)).toEqual([1, 2, 3]);
  });

  it('refuses a state of another screenplay or beyond the last round', () => {
    const state = starterWorld();
    expect(() => resolveRound({ ...starter, id: 'other' }, state, {}, 's')).toThrow(/screenplay/);
    expect(() => resolveRound(starter, { ...state, round: starter.rounds }, {}, 's')).toThrow(/rounds/);
  });

  it('clips infeasible decisions with warnings instead of failing the round', () => {
    const state = starterWorld('clip', 1);
    const decisions = companyDecisionsSchema.parse({
      listings: [{ platformId: 'shopmall', modelId: 'ghost', price: 100 }],
      production: [{ modelId: 'ghost', quantity: 10, warehouseId: 'central' }],
      stores: [{ platformId: 'nowhere' }],
      loans: [{ amount: 10 ** 12 }],
    });
    const { results } = resolveRound(starter, state, { c1: decisions }, 'clip#1');
    const codes = results.companies[0]?.warnings.map((w) => w.code).sort();
    expect(codes).toEqual(expect.arrayContaining(['storeNotOpened', 'modelNotFound', 'platformNotFound', 'loanAmountOutOfRange']));
    expect(results.companies[0]?.status).toBe(COMPANY_ACTIVE);
  });

  it('ignores the decisions of a bankrupt company, saying so', () => {
    const state = starterWorld('bankrupt', 2);
    const broke = { ...state, companies: state.companies.map((c, i) => (i === 0 ? { ...c, status: COMPANY_BANKRUPT } : c)) };
    const { results } = resolveRound(starter, broke, botRound(starter, state), 'b#1');
    expect(results.companies[0]?.warnings).toEqual([{ area: 'company', code: 'companyBankrupt', params: {} }]);
    expect(results.companies[0]?.sales).toEqual([]);
    expect(results.companies[1]?.sales.length).toBeGreaterThan(0);
  });
});
