import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { brandPerception } from './perception-brand';

describe('brand perception', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        perception: [
          { brandId: 'b1', segmentId: 's', awareness: 0.2, propositions: { eco: 0.3 } },
          { brandId: 'b1', segmentId: 't', awareness: 0.5, propositions: { eco: 0.3 } },
          { brandId: 'b2', segmentId: 's', awareness: 0.1, propositions: { eco: 0.2 } },
        ],
      },
    },
    {
      round: 2,
      result: {
        perception: [
          { brandId: 'b1', segmentId: 's', awareness: 0.35, propositions: { eco: 0.4, value: 0.2 } },
          { brandId: 'b1', segmentId: 't', awareness: 0.3, propositions: { eco: 0.35, value: 0.2 } },
          { brandId: 'b2', segmentId: 's', awareness: 0.15, propositions: { value: 0.6 } },
        ],
      },
    },
  ]);

  it('lists awareness and each proposition by brand and segment, best known first within a brand', () => {
    const [table] = brandPerception(inputOf(data)).tables;
    expect(table?.columns.map((c) => c.label)).toEqual(['brand.brand', 'brand.segment', 'brand.awareness', 'proposition:eco', 'proposition:value']);
    expect(table?.rows).toEqual([
      ['brand:b1', 'segment:s', 0.35, 0.4, 0.2],
      ['brand:b1', 'segment:t', 0.3, 0.35, 0.2],
      ['brand:b2', 'segment:s', 0.15, null, 0.6],
    ]);
  });

  it('notes the biggest awareness change since the round before', () => {
    const { notes } = brandPerception(inputOf(data));
    expect(notes).toEqual(['brand.brands.propositionsWhy', 'brand.brands.fell(brand:b1,segment:t,50%,30%,20,1)']);
  });

  it('has no change to note in the first round', () => {
    expect(brandPerception(inputOf(data, 1)).notes).toEqual(['brand.brands.propositionsWhy']);
  });

  it('charts awareness by segment with a bar per brand', () => {
    const { chart } = brandPerception(inputOf(data));
    expect(chart).toMatchObject({ kind: 'bar', unit: 'percent', categories: ['segment:s', 'segment:t'] });
    expect(chart?.series).toEqual([
      { name: 'brand:b1', data: [0.35, 0.3] },
      { name: 'brand:b2', data: [0.15, null] },
    ]);
  });

  it('shows an empty table without perception', () => {
    const { tables, chart, notes } = brandPerception(inputOf(analysesOf([{ round: 1, result: {} }])));
    expect(tables[0]?.rows).toEqual([]);
    expect(chart).toBeUndefined();
    expect(notes).toEqual([]);
  });
});
