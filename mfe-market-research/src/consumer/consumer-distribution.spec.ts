import { distribution } from './consumer-distribution';

const segment = (segmentId: string, size: number) => ({ segmentId, size, priceSensitivity: 1, ideals: {}, nextIdeals: {} });

describe('the consumer distribution', () => {
  it('gives each market its segments, largest first, with their share and the change since the round before', () => {
    const market = (id: string) => (id.startsWith('th') ? 'th' : 'us');
    const shown = { round: 2, segments: [segment('us-a', 3_000), segment('us-b', 1_000), segment('th-a', 500)] };
    const previous = { round: 1, segments: [segment('us-a', 2_500), segment('us-b', 1_000), segment('th-a', 400)] };
    const rows = distribution(shown, previous, market);
    expect(rows.get('us')?.map((r) => [r.segmentId, r.share])).toEqual([
      ['us-a', 0.75],
      ['us-b', 0.25],
    ]);
    expect(rows.get('us')?.[0]?.change).toBeCloseTo(0.2, 9);
    expect(rows.get('th')?.[0]).toMatchObject({ share: 1, change: 0.25 });
  });

  it('has no change in round 1', () => {
    expect(distribution({ round: 1, segments: [segment('a', 10)] }, null, () => 'm').get('m')?.[0]?.change).toBeNull();
  });
});
