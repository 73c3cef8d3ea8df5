import { changedFields, pageAfterAdding, pageCount, pinnedFirst, unreadToMark } from './posts';

describe('the course’s lists', () => {
  it('put pinned items first and keep the order within each group', () => {
    const items = [
      { id: 'a', pinned: false },
      { id: 'b', pinned: true },
      { id: 'c', pinned: false },
      { id: 'd', pinned: true },
    ];
    expect(pinnedFirst(items).map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('count pages, an empty list being one page', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });

  it('send a new reply to the page it lands on', () => {
    expect([pageAfterAdding(0, 20), pageAfterAdding(19, 20), pageAfterAdding(20, 20)]).toEqual([1, 1, 2]);
  });

  it('mark as read only the unread items not marked during this visit', () => {
    const items = [
      { id: 'a', read: false },
      { id: 'b', read: true },
      { id: 'c', read: false },
    ];
    expect(unreadToMark(items, new Set(['c']))).toEqual(['a']);
    expect(unreadToMark(items, new Set(['a', 'c']))).toEqual([]);
  });

  it('send only what an edit changed', () => {
    expect(changedFields({ title: 'Week 1', body: 'Read ch. 1', pinned: false }, { title: 'Week 1', body: 'Read ch. 2', pinned: true })).toEqual({
      body: 'Read ch. 2',
      pinned: true,
    });
    expect(changedFields({ title: 'a', description: '' }, { title: 'a', description: '' })).toEqual({});
  });
});
