import { resolveRound } from '../round/resolve-round';
import { launch } from '../test-support/decisions';
import { starter, starterWorld } from '../test-support/worlds';

describe('stage 12: scores and rankings', () => {
  it('scores 0 to 100 by the screenplay weights and ranks by score', () => {
    const world = starterWorld('score', 3);
    const decisions = { c1: launch(4_500, 6_000), c2: launch(9_000, 6_000), c3: launch(2_000, 6_000) };
    const { results } = resolveRound(starter, world, decisions, 's#1');
    const scores = results.companies.map((c) => c.score);
    for (const s of scores) expect(s >= 0 && s <= 100).toBe(true);
    const ranked = [...results.companies].sort((a, b) => a.rank - b.rank).map((c) => c.score);
    expect(ranked).toEqual([...scores].sort((a, b) => b - a));
    expect(results.companies.reduce((s, c) => s + c.kpis.marketShare, 0)).toBeCloseTo(1);
  });

  it('gives companies with equal results the same rank', () => {
    const world = starterWorld('tie', 2);
    const { results } = resolveRound(starter, world, {}, 't#1');
    expect(results.companies.map((c) => c.rank)).toEqual([1, 1]);
  });
});

describe('stage 12: news and market outlook', () => {
  it('announces next round’s news and applies a round’s news to the market', () => {
    let state = starterWorld('news', 1);
    const sizes: number[] = [];
    for (let round = 1; round <= 3; round++) {
      const outcome = resolveRound(starter, state, {}, `n#${round}`);
      sizes.push(outcome.results.market.segments.find((s) => s.segmentId === 'students')?.size ?? 0);
      if (round === 2) expect(outcome.results.market.newsFlash.map((n) => n.title.en)).toEqual(['Back to school']);
      state = outcome.state;
    }
    const growth = 1 + (starter.segments.find((s) => s.id === 'students')?.growthPerRound ?? 0);
    expect(sizes[1]).toBe(Math.round((sizes[0] ?? 0) * growth));
    expect(sizes[2]).toBe(Math.round((sizes[0] ?? 0) * growth * growth * 1.25));
  });

  it('drifts the ideal grades upward: the technology trend', () => {
    const { results } = resolveRound(starter, starterWorld('trend', 1), {}, 'd#1');
    const students = results.market.segments.find((s) => s.segmentId === 'students');
    expect(students?.nextIdeals['capacity']).toBeCloseTo((students?.ideals['capacity'] ?? 0) + 0.2);
  });
});
