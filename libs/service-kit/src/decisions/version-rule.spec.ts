import { changedFields, type ItemChange, judgeVersion } from './version-rule';

const change = (over: Partial<ItemChange> = {}): ItemChange => ({
  version: 2,
  changedBy: 'mei',
  changedAt: new Date('2026-12-01T22:14:00Z'),
  deleted: false,
  fields: ['price'],
  ...over,
});

describe('the version rule of a company’s items', () => {
  it('lets a write from the item’s current version land, one version on', () => {
    expect(judgeVersion(1, undefined)).toEqual({ kind: 'lands', next: 2 });
    expect(judgeVersion(2, change())).toEqual({ kind: 'lands', next: 3 });
  });

  it('refuses a write from an older version, naming the change that came between', () => {
    expect(judgeVersion(1, change())).toEqual({ kind: 'stale', change: change() });
    expect(judgeVersion(3, change({ version: 7 }))).toMatchObject({ kind: 'stale', change: { version: 7, changedBy: 'mei' } });
  });

  it('refuses any write to an item deleted meanwhile, from whichever version', () => {
    const gone = change({ version: 3, deleted: true, fields: [] });
    for (const stated of [1, 2, 3]) expect(judgeVersion(stated, gone)).toEqual({ kind: 'stale', change: gone });
  });

  it('takes a version ahead of the item as no version at all (bad input, not a teammate)', () => {
    expect(judgeVersion(2, undefined)).toEqual({ kind: 'unknown', current: 1 });
    expect(judgeVersion(5, change())).toEqual({ kind: 'unknown', current: 2 });
  });

  it('lets only one of two writes from the same version land: the second sees the first’s change', () => {
    const first = judgeVersion(1, undefined);
    expect(first).toEqual({ kind: 'lands', next: 2 });
    const afterFirst = change({ version: 2, changedBy: 'first' });
    expect(judgeVersion(1, afterFirst)).toEqual({ kind: 'stale', change: afterFirst });
  });

  it('names the fields a write sets, without the world, the item and the version', () => {
    expect(changedFields({ worldId: 'w', productId: 'p', version: 2, price: 3800, online: true }, 'productId')).toEqual(['online', 'price']);
    expect(changedFields({ worldId: 'w', productId: 'p', version: 2 }, 'productId')).toEqual([]);
  });
});
