import { SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { MODELS_PER_COMPANY, warmWorld } from './bench-world';
import { quantile } from './stats';

describe('the engine benchmark', () => {
  it('takes nearest-rank quantiles', () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([5, 1, 3, 2, 4], 0.95)).toBe(5);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('builds the reference world: companies with eight models each, selling', () => {
    const { state, decisions } = warmWorld(SHIPPED_SCREENPLAYS.global, 12, 1);
    expect(state.companies.every((c) => c.models.length === MODELS_PER_COMPANY)).toBe(true);
    expect(Object.keys(decisions)).toHaveLength(12);
    expect(state.companies.some((c) => Object.values(c.lastSales).some((u) => u > 0))).toBe(true);
  });
});
