import type { MarketSegments } from '@simbiz/contracts';
import type { Screenplay, WorldState } from '@simbiz/engine';

type Segments = WorldState['segments'];

/**
 * The segments as the rounds found them: `before[r - 1]` holds the segments when round r was
 * decided (the screenplay's start for round 1, the state after round r - 1 for the others). Ideals
 * head next round by each attribute's drift; price sensitivity is the screenplay's, moved by news.
 */
export function marketSegmentsOf(screenplay: Pick<Screenplay, 'segments'>, before: readonly Segments[], currentRound: number | null): MarketSegments {
  return {
    currentRound,
    profiles: screenplay.segments.map((s) => ({
      segmentId: s.id,
      description: s.description,
      growthPerRound: s.growthPerRound,
      referencePrice: s.referencePrice,
      attributeWeights: Object.fromEntries(s.attributeIdeals.map((a) => [a.attributeId, a.weight])),
      valuePropositionWeights: s.valuePropositionWeights,
      platformShares: s.platformShares,
      mediaReach: s.mediaReach,
    })),
    rounds: before.map((segments, i) => ({
      round: i + 1,
      segments: screenplay.segments.map((segment) => {
        const now = segments[segment.id];
        const ideals = now?.ideals ?? {};
        const nextIdeals = Object.fromEntries(segment.attributeIdeals.map((a) => [a.attributeId, (ideals[a.attributeId] ?? a.ideal) + a.driftPerRound]));
        return {
          segmentId: segment.id,
          size: Math.round(now?.size ?? segment.size),
          priceSensitivity: segment.priceSensitivity * (now?.priceSensitivityFactor ?? 1),
          ideals,
          nextIdeals,
        };
      }),
    })),
  };
}
