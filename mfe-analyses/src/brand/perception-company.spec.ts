import { analysesOf, inputOf, saleRow } from '../test-support/analyses-fixture';
import { companyPerception } from './perception-company';

const seen = (brandId: string, segmentId: string, awareness: number) => ({ brandId, segmentId, awareness, propositions: {} });

describe('company perception', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        perception: [seen('b1', 's', 0.2), seen('b2', 's', 0.5), seen('b1', 't', 0.1), seen('b2', 't', 0)],
        sales: [saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', units: 10 })],
      },
      ratings: { m1: 4 },
    },
    {
      round: 2,
      result: {
        perception: [seen('b1', 's', 0.3), seen('b2', 's', 0.4), seen('b1', 't', 0.6), seen('b2', 't', 0.1)],
        sales: [
          saleRow({ platformId: 'p', segmentId: 's', brandId: 'b1', modelId: 'm1', units: 30 }),
          saleRow({ platformId: 'p', segmentId: 't', brandId: 'b1', modelId: 'm2', units: 10 }),
          saleRow({ platformId: 'p', segmentId: 't', brandId: 'b2', modelId: 'm3', units: 60 }),
        ],
      },
      ratings: { m1: 4, m2: 2, m3: 5 },
    },
  ]);
  const { tables, chart, notes } = companyPerception(inputOf(data));
  const [awareness, rating] = tables;

  it('takes each segment’s awareness from the best-known brand there, the best-known segment first', () => {
    expect(awareness?.rows).toEqual([
      ['segment:t', 0.1, 0.6],
      ['segment:s', 0.5, 0.4],
    ]);
  });

  it('weights each model’s rating by the units it sold, by brand and for all brands', () => {
    expect(rating?.rows).toEqual([
      ['brand:b1', 4, 3.5],
      ['brand:b2', null, 5],
    ]);
    expect(rating?.totals).toEqual(['brand.company.allBrands', 4, (4 * 30 + 2 * 10 + 5 * 60) / 100]);
  });

  it('charts awareness by segment as lines over the rounds, in percent', () => {
    expect(chart).toMatchObject({ kind: 'line', unit: 'percent', categories: ['round(1)', 'round(2)'] });
    expect(chart?.series).toEqual([
      { name: 'segment:t', data: [0.1, 0.6] },
      { name: 'segment:s', data: [0.5, 0.4] },
    ]);
  });

  it('says how awareness is read and where it moved most', () => {
    expect(notes).toEqual(['brand.company.bestBrand', 'brand.company.moved(segment:t,10%,1,60%,2)']);
  });

  it('shows empty tables and no chart without perception or sales', () => {
    const empty = companyPerception(inputOf(analysesOf([{ round: 1, result: {} }])));
    expect(empty.tables.map((t) => t.rows)).toEqual([[], []]);
    expect(empty.chart).toBeUndefined();
  });
});
