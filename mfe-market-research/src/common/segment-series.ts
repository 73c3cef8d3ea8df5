import type { MarketSegments } from '@simbiz/contracts';

type Round = MarketSegments['rounds'][number];
type SegmentInRound = Round['segments'][number];

/** One line of a chart: a segment's figure in each round, null where it has none. */
export interface SegmentLine {
  segmentId: string;
  data: (number | null)[];
}

/** A figure of each segment named, round by round, oldest round first. */
export function segmentSeries(
  rounds: readonly Round[],
  segmentIds: readonly string[],
  figure: (segment: SegmentInRound) => number | undefined,
): { rounds: number[]; lines: SegmentLine[] } {
  const ordered = [...rounds].sort((a, b) => a.round - b.round);
  const lines = segmentIds.map((segmentId) => ({
    segmentId,
    data: ordered.map((r) => {
      const segment = r.segments.find((s) => s.segmentId === segmentId);
      return (segment && figure(segment)) ?? null;
    }),
  }));
  return { rounds: ordered.map((r) => r.round), lines };
}

/**
 * The ideal grade of an attribute for each segment named, round by round, and where it heads
 * next round (the last round's `nextIdeals`) as one more point. Segments indifferent to the
 * attribute in every round are left out.
 */
export function idealSeries(rounds: readonly Round[], segmentIds: readonly string[], attributeId: string): { rounds: number[]; lines: SegmentLine[] } {
  const now = segmentSeries(rounds, segmentIds, (s) => s.ideals[attributeId]);
  const last = [...rounds].sort((a, b) => a.round - b.round).at(-1);
  if (!last) return now;
  const next = (segmentId: string) => last.segments.find((s) => s.segmentId === segmentId)?.nextIdeals[attributeId] ?? null;
  return {
    rounds: [...now.rounds, last.round + 1],
    lines: now.lines
      .map((line) => ({ segmentId: line.segmentId, data: [...line.data, next(line.segmentId)] }))
      .filter((line) => line.data.some((v) => v !== null)),
  };
}
