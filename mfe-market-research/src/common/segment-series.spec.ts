import { idealSeries, segmentSeries } from './segment-series';

const segment = (segmentId: string, size: number, ideals: Record<string, number> = {}, nextIdeals: Record<string, number> = {}) => ({
  segmentId,
  size,
  priceSensitivity: 1,
  ideals,
  nextIdeals,
});

describe('a figure of each segment, round by round', () => {
  it('puts the rounds oldest first and leaves a gap where a segment is missing', () => {
    const rounds = [
      { round: 2, segments: [segment('a', 1_100), segment('b', 600)] },
      { round: 1, segments: [segment('a', 1_000)] },
    ];
    expect(segmentSeries(rounds, ['a', 'b'], (s) => s.size)).toEqual({
      rounds: [1, 2],
      lines: [
        { segmentId: 'a', data: [1_000, 1_100] },
        { segmentId: 'b', data: [null, 600] },
      ],
    });
  });

  it('gives the ideal grades of an attribute and where they head next round, without the segments indifferent to it', () => {
    const rounds = [
      { round: 1, segments: [segment('a', 1, { capacity: 4 }, { capacity: 4.2 }), segment('b', 1, { weight: 3 }, { weight: 3.1 })] },
      { round: 2, segments: [segment('a', 1, { capacity: 4.2 }, { capacity: 4.4 }), segment('b', 1, { weight: 3.1 }, { weight: 3.2 })] },
    ];
    expect(idealSeries(rounds, ['a', 'b'], 'capacity')).toEqual({ rounds: [1, 2, 3], lines: [{ segmentId: 'a', data: [4, 4.2, 4.4] }] });
  });

  it('has nothing to draw before the first round', () => {
    expect(idealSeries([], ['a'], 'capacity')).toEqual({ rounds: [], lines: [{ segmentId: 'a', data: [] }] });
  });
});
