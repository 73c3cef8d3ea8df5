import { companyDecisionsSchema } from '../decisions/decisions.schema';
import { roundResultsSchema } from '../results/round-results.schema';
import { COMPANY_ACTIVE, COMPANY_BANKRUPT, worldStateSchema } from '../state/state.schema';
import { botRound, playRounds, starter, starterWorld } from '../test-support/worlds';
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
