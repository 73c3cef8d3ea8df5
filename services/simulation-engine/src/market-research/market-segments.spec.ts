import { initialState, resolveRound, SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { marketSegmentsOf } from './market-segments';

const starter = SHIPPED_SCREENPLAYS.starter;

describe('the segments as the rounds found them', () => {
  it('gives round 1 the screenplay’s start, and each later round the segments the last round left', () => {
    const start = initialState(starter, [{ id: 'c1', name: 'One' }], 'segments');
    const after1 = resolveRound(starter, start, {}, 'segments#1').state;
    const answer = marketSegmentsOf(starter, [start.segments, after1.segments], 2);
    expect(answer.rounds.map((r) => r.round)).toEqual([1, 2]);
    const first = starter.segments[0];
    const [r1, r2] = [answer.rounds[0]?.segments[0], answer.rounds[1]?.segments[0]];
    expect(r1).toMatchObject({ segmentId: first?.id, size: first?.size });
    // Ideals drift by the screenplay's step each round, and the answer says where they head.
    for (const ideal of first?.attributeIdeals ?? []) {
      expect(r1?.ideals[ideal.attributeId]).toBe(ideal.ideal);
      expect(r1?.nextIdeals[ideal.attributeId]).toBeCloseTo(ideal.ideal + ideal.driftPerRound, 9);
      expect(r2?.ideals[ideal.attributeId]).toBeCloseTo(ideal.ideal + ideal.driftPerRound, 9);
    }
    expect(r2?.size).toBe(Math.round(after1.segments[first?.id ?? '']?.size ?? NaN));
  });

  it('is empty before the start', () => {
    expect(marketSegmentsOf(starter, [], null)).toMatchObject({ currentRound: null, rounds: [] });
  });

  it('gives every segment its profile from the screenplay: what it values, pays, where it shops and what reaches it', () => {
    const [profile] = marketSegmentsOf(starter, [], null).profiles;
    const first = starter.segments[0];
    expect(profile).toEqual({
      segmentId: first?.id,
      description: first?.description,
      growthPerRound: first?.growthPerRound,
      referencePrice: first?.referencePrice,
      attributeWeights: Object.fromEntries((first?.attributeIdeals ?? []).map((a) => [a.attributeId, a.weight])),
      valuePropositionWeights: first?.valuePropositionWeights,
      platformShares: first?.platformShares,
      mediaReach: first?.mediaReach,
    });
  });
});
