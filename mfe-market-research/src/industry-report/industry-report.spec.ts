import type { IndustryReport } from '@simbiz/contracts';
import { bySegment, segmentShares, sharesByPlatform } from './industry-report';

const company = (companyId: string, units: number) => ({ companyId, units, share: 0, averagePrice: 1_000, rating: 3 });
const report: IndustryReport = {
  rounds: [1],
  round: 1,
  companies: [],
  rows: [
    { segmentId: 'students', platformId: 'mall', units: 300, averagePrice: 1_000, companies: [company('a', 200), company('b', 100)] },
    { segmentId: 'students', platformId: 'bazaar', units: 100, averagePrice: 1_000, companies: [company('b', 100)] },
    { segmentId: 'pros', platformId: 'mall', units: 50, averagePrice: 1_000, companies: [company('c', 50)] },
  ],
};

describe('the industry report page’s figures', () => {
  it('groups the rows by segment, in order, with the units sold there on every platform', () => {
    expect(bySegment(report).map((s) => [s.segmentId, s.units, s.rows.length])).toEqual([
      ['students', 400, 2],
      ['pros', 50, 1],
    ]);
  });

  it('gives each company its share of a segment over all its platforms', () => {
    expect(segmentShares(bySegment(report)[0]?.rows ?? [])).toEqual([
      { companyId: 'a', share: 0.5 },
      { companyId: 'b', share: 0.5 },
    ]);
    expect(segmentShares([])).toEqual([]);
  });

  it('splits each company’s share of a segment by platform, so the bars stack to its share', () => {
    expect(sharesByPlatform(bySegment(report)[0]?.rows ?? [])).toEqual({
      companyIds: ['a', 'b'],
      platforms: [
        { platformId: 'mall', shares: [0.5, 0.25] },
        { platformId: 'bazaar', shares: [0, 0.25] },
      ],
    });
  });
});
