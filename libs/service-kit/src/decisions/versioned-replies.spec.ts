import { itemIdsIn, stampVersions } from './versioned-replies';

describe('versions in replies', () => {
  const research = {
    setbackChance: 0.15,
    standings: [{ attributeId: 'battery', grade: 3 }],
    plans: [{ planId: 'p1', attributeId: 'battery' }],
    prototypes: [{ prototypeId: 't1', modelId: 'm1' }],
  };

  it('finds the items of a reply at any depth by the keys declared for it', () => {
    expect(itemIdsIn(research, ['planId', 'prototypeId'])).toEqual(['p1', 't1']);
    expect(itemIdsIn([{ productId: 'a', modelId: 'm' }, { productId: 'b' }], ['productId'])).toEqual(['a', 'b']);
    expect(itemIdsIn({ deleted: true }, ['productId'])).toEqual([]);
  });

  it('gives each item its version and leaves what is no item alone', () => {
    const versions: Record<string, number> = { p1: 4 };
    const stamped = stampVersions(research, ['planId', 'prototypeId'], (id) => versions[id] ?? 1);
    expect(stamped).toEqual({
      setbackChance: 0.15,
      standings: [{ attributeId: 'battery', grade: 3 }],
      plans: [{ planId: 'p1', attributeId: 'battery', version: 4 }],
      prototypes: [{ prototypeId: 't1', modelId: 'm1', version: 1 }],
    });
    expect(research.plans[0]).not.toHaveProperty('version');
  });

  it('names an item by the first declared key it holds (a promotion names its product too)', () => {
    const stamped = stampVersions([{ promotionId: 'x', productId: 'y' }], ['promotionId'], (id) => (id === 'x' ? 2 : 9));
    expect(stamped).toEqual([{ promotionId: 'x', productId: 'y', version: 2 }]);
  });
});
