import { type AuditRow, ErrorCode, type ServiceName } from '@simbiz/contracts';
import { decodeCursor, encodeCursor, type LogPositions } from './audit-cursor';
import { logOrder, mergePages, type SourcedRow } from './audit-merge';

/** A service's whole log, newest first as the service answers it. */
type Log = Record<string, AuditRow[]>;

const row = (id: number, at: string): AuditRow => ({ id: String(id), at, userId: null, worldId: null, action: 'x', resultCode: 0 });
const at = (second: number) => `2025-01-01T00:00:${String(second).padStart(2, '0')}.000000Z`;

/** What a service answers: its rows after the position, newest first, `limit` of them. */
function pageOf(rows: readonly AuditRow[], service: string, position: LogPositions[ServiceName], limit: number): AuditRow[] {
  if (position === 'end') return [];
  const after = position
    ? rows.filter((r) => logOrder({ ...r, service: service as ServiceName }, { ...position, service: service as ServiceName } as SourcedRow) > 0)
    : rows;
  return after.slice(0, limit);
}

/** Walks the whole merged log page by page through the cursor, as the console does. */
function walk(log: Log, pageSize: number): { pages: SourcedRow[][]; asked: number[] } {
  const pages: SourcedRow[][] = [];
  const asked: number[] = [];
  let cursor: string | null = null;
  do {
    const positions = cursor ? decodeCursor(cursor) : {};
    const fetched = new Map<ServiceName, AuditRow[]>();
    for (const [service, rows] of Object.entries(log)) {
      if (positions[service as ServiceName] === 'end') continue;
      const page = pageOf(rows, service, positions[service as ServiceName], pageSize + 1);
      asked.push(page.length);
      fetched.set(service as ServiceName, page);
    }
    const merged = mergePages(fetched, positions, pageSize);
    pages.push(merged.rows);
    cursor = merged.next ? encodeCursor(merged.next) : null;
  } while (cursor && pages.length < 1_000);
  return { pages, asked };
}

describe('the merged audit log', () => {
  it('orders by time, newest first; on the same instant by service, then by id, newest first', () => {
    const log: Log = {
      teams: [row(12, at(5)), row(11, at(5)), row(3, at(1))],
      finance: [row(9, at(5)), row(2, at(2))],
      worlds: [row(100, at(6))],
    };
    const { pages } = walk(log, 2);
    expect(pages.flat().map((r) => `${r.service}:${r.id}`)).toEqual(['worlds:100', 'finance:9', 'teams:12', 'teams:11', 'finance:2', 'teams:3']);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2]);
  });

  it('compares ids as numbers, not as text (id 10 is newer than id 9)', () => {
    const { pages } = walk({ teams: [row(10, at(1)), row(9, at(1))] }, 1);
    expect(pages.flat().map((r) => r.id)).toEqual(['10', '9']);
  });

  it('walks services of very unequal sizes exactly once each, every page full but the last', () => {
    const big = Array.from({ length: 95 }, (_, i) => row(1_000 - i, at(59 - Math.floor(i / 2))));
    const log: Log = { teams: big, finance: [row(4, at(40)), row(3, at(30))], identity: [], worlds: [row(1, at(59))] };
    const { pages, asked } = walk(log, 10);
    const seen = pages.flat().map((r) => `${r.service}:${r.id}`);
    expect(seen).toHaveLength(98);
    expect(new Set(seen).size).toBe(98);
    expect(pages.slice(0, -1).every((p) => p.length === 10)).toBe(true);
    expect(pages.at(-1)).toHaveLength(8);
    // Never more than pageSize + 1 rows asked of one service for one page.
    expect(Math.max(...asked)).toBe(11);
    const sorted = [...pages.flat()].sort(logOrder);
    expect(pages.flat()).toEqual(sorted);
  });

  it('stops asking a service once it has given everything', () => {
    const log: Log = { teams: Array.from({ length: 30 }, (_, i) => row(30 - i, at(50 - i))), finance: [row(1, at(55))] };
    const first = mergePages(
      new Map<ServiceName, AuditRow[]>([
        ['teams', pageOf(log['teams'] ?? [], 'teams', undefined, 11)],
        ['finance', pageOf(log['finance'] ?? [], 'finance', undefined, 11)],
      ]),
      {},
      10,
    );
    expect(first.next?.finance).toBe('end');
    expect(first.next?.teams).toEqual({ at: at(42), id: '22' });
  });

  it('answers no next page when everything fitted, also for an empty log', () => {
    expect(mergePages(new Map([['teams', [row(1, at(1))]]]), {}, 5)).toEqual({ rows: [{ ...row(1, at(1)), service: 'teams' }], next: null });
    expect(mergePages(new Map(), {}, 5)).toEqual({ rows: [], next: null });
  });
});

describe('the log cursor', () => {
  it('round-trips every service position', () => {
    const positions: LogPositions = { teams: { at: '2025-01-01T00:00:00.123456Z', id: '42' }, finance: 'end' };
    const cursor = encodeCursor(positions);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor)).toEqual(positions);
  });

  it.each([
    ['not base64 JSON', '!!!'],
    ['another shape', Buffer.from(JSON.stringify({ v: 2, p: {} })).toString('base64url')],
    ['a service that keeps no log', Buffer.from(JSON.stringify({ v: 1, p: { 'simulation-engine': 'end' } })).toString('base64url')],
    ['an id that is no number', Buffer.from(JSON.stringify({ v: 1, p: { teams: { at: '2025-01-01T00:00:00Z', id: '1 or 1=1' } } })).toString('base64url')],
    ['a time that is no time', Buffer.from(JSON.stringify({ v: 1, p: { teams: { at: 'yesterday', id: '1' } } })).toString('base64url')],
  ])('refuses %s with 9001 on cursor', (_, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(
      expect.objectContaining({ code: ErrorCode.verificationFailed, details: [expect.objectContaining({ path: ['cursor'] })] }),
    );
  });
});
