import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { modelPerception } from './perception-model';

describe('model perception', () => {
  const data = analysesOf([
    {
      round: 1,
      result: {
        modelPerception: [
          { modelId: 'm3', segmentId: 's', attributeFit: 0.123, utility: 1.456 },
          { modelId: 'm1', segmentId: 's', attributeFit: -1.5, utility: 0.2 },
          { modelId: 'm1', segmentId: 't', attributeFit: 0, utility: 0.9 },
        ],
      },
      ratings: { m1: 4.2 },
    },
  ]);
  const { tables, notes } = modelPerception(inputOf(data));

  it('lists fit, utility and rating by model and segment, the model’s best segment first', () => {
    expect(tables[0]?.rows).toEqual([
      ['model:m1', 'brand:b1', 'segment:t', 0, 0.9, 4.2],
      ['model:m1', 'brand:b1', 'segment:s', -1.5, 0.2, 4.2],
      ['model:m3', 'brand:b2', 'segment:s', 0.12, 1.46, null],
    ]);
    expect(tables[0]?.columns.map((c) => c.kind)).toEqual(['text', 'text', 'text', 'decimal', 'decimal', 'rating']);
  });

  it('explains fit and utility and names the model furthest from what its segment wants', () => {
    expect(notes).toEqual(['brand.models.fitMeaning', 'brand.models.utilityMeaning', 'brand.models.furthest(model:m1,segment:s,-1.5)']);
  });

  it('shows an empty table without perception', () => {
    const empty = modelPerception(inputOf(analysesOf([{ round: 1, result: {} }])));
    expect(empty.tables[0]?.rows).toEqual([]);
    expect(empty.notes).toEqual([]);
  });
});
