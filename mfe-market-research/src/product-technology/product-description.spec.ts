import { unsupportedPairs } from './product-description';

const attribute = (id: string, incompatibleWith: string[]) =>
  ({ id, name: { en: id, 'zh-Hans': id, th: id }, unit: 'cm', gradeMin: 1, gradeMax: 5, startingGrade: 1, incompatibleWith }) as const;

describe('the combinations a model cannot have', () => {
  it('lists each pair once, whichever side names it', () => {
    const pairs = unsupportedPairs([attribute('wheels', ['straps']), attribute('straps', ['wheels']), attribute('sleeve', [])]);
    expect(pairs.map(([a, b]) => `${a.id}+${b.id}`)).toEqual(['wheels+straps']);
  });

  it('ignores an attribute the screenplay does not have, and is empty when everything combines', () => {
    expect(unsupportedPairs([attribute('wheels', ['hover'])])).toEqual([]);
    expect(unsupportedPairs([attribute('a', []), attribute('b', [])])).toEqual([]);
  });
});
