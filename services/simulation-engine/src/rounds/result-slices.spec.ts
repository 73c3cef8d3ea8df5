import { initialState, resolveRound, SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { decideForBots } from './gather-decisions';
import { resultSlices } from './result-slices';

const starter = SHIPPED_SCREENPLAYS.starter;

/** One round of four bots; two of them stand in for team companies. */
function playedRound() {
  const bots = ['bot-1', 'bot-2', 'bot-3', 'bot-4'].map((id) => ({ id, name: id }));
  const before = initialState(starter, bots, 'slices');
  return resolveRound(starter, before, decideForBots(starter, before, 4), 'slices#1');
}

describe('each service’s slice of a resolved round', () => {
  const { state, results } = playedRound();
  const slices = resultSlices(results, state, ['bot-1', 'bot-2']);

  it('covers the team companies only', () => {
    for (const part of Object.values(slices)) expect(Object.keys(part).sort()).toEqual(['bot-1', 'bot-2']);
  });

  it('gives finance the statements exactly as the engine drew them', () => {
    const result = results.companies.find((c) => c.companyId === 'bot-1');
    expect(slices.finance['bot-1']?.statement.balanceSheet).toEqual(result?.balanceSheet);
    expect(slices.finance['bot-1']?.statement.incomeStatement).toEqual(result?.incomeStatement);
  });

  it('adds up units and revenue per listing and per model over every segment', () => {
    const result = results.companies.find((c) => c.companyId === 'bot-2');
    const units = (result?.sales ?? []).filter((s) => !s.packageId).reduce((sum, s) => sum + s.units, 0);
    expect(slices.stores['bot-2']?.sales.reduce((sum, s) => sum + s.units, 0)).toBe(units);
    expect(slices.finance['bot-2']?.statement.revenueByModel.reduce((sum, m) => sum + m.revenue, 0)).toBe(result?.incomeStatement.revenue);
  });

  it('gives warehouse the closing stock and products the units made', () => {
    const result = results.companies.find((c) => c.companyId === 'bot-1');
    expect(slices.warehouse['bot-1']?.inventory.map((r) => r.closing)).toEqual(result?.inventory.map((r) => r.closing));
    expect(slices.products['bot-1']?.productions.reduce((sum, p) => sum + p.quantity, 0)).toBe(result?.productions.reduce((sum, p) => sum + p.quantity, 0));
  });
});
