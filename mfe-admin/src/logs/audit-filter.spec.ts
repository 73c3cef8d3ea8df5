import { instantOfLocalInput, localInputOf, queryFromView, viewFromQuery } from './audit-filter';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';

describe('the log’s view in the address', () => {
  it('reads every filter field as the contracts parse it, and the cursor', () => {
    const query = new URLSearchParams({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-02T00:00:00.000Z',
      user: 'ann@example.org',
      worldId: WORLD,
      service: 'teams',
      action: 'brand',
      result: '130011',
      cursor: 'abc',
    });
    expect(viewFromQuery(query)).toEqual({
      filter: {
        from: '2026-03-01T00:00:00.000Z',
        to: '2026-03-02T00:00:00.000Z',
        user: 'ann@example.org',
        worldId: WORLD,
        service: 'teams',
        action: 'brand',
        result: 130011,
      },
      cursor: 'abc',
    });
  });

  it('leaves out fields a hand-edited link got wrong, and keeps the rest', () => {
    const query = new URLSearchParams({
      from: 'yesterday',
      worldId: 'not-a-uuid',
      service: 'simulation-engine',
      result: 'maybe',
      action: 'round.close',
      other: 'x',
    });
    expect(viewFromQuery(query)).toEqual({ filter: { action: 'round.close' }, cursor: null });
  });

  it('writes the set fields and the cursor, and reads back the same view', () => {
    const view = { filter: { user: 'ann@example.org', result: 'failure' as const, service: 'worlds' as const }, cursor: 'next-1' };
    const query = queryFromView(view);
    expect(query.toString()).toBe('user=ann%40example.org&service=worlds&result=failure&cursor=next-1');
    expect(viewFromQuery(query)).toEqual(view);
  });

  it('writes nothing for the whole log from its newest entry', () => {
    expect(queryFromView({ filter: {}, cursor: null }).toString()).toBe('');
  });
});

describe('date-time inputs', () => {
  it('shows an instant in the browser’s time zone and reads it back as the same instant', () => {
    const instant = '2026-03-02T09:30:00.000Z';
    const local = localInputOf(instant);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(instantOfLocalInput(local)).toBe(instant);
  });

  it('treats an empty or unreadable value as none', () => {
    expect(localInputOf(undefined)).toBe('');
    expect(localInputOf('nonsense')).toBe('');
    expect(instantOfLocalInput('')).toBeUndefined();
    expect(instantOfLocalInput('nonsense')).toBeUndefined();
  });
});
