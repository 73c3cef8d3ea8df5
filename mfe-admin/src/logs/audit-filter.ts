import { type AuditFilter, auditFilterShape } from '@simbiz/contracts';

/** The filter's fields, in the order the page's address writes them. */
export const AUDIT_FILTER_KEYS = ['from', 'to', 'user', 'worldId', 'service', 'action', 'result'] as const satisfies readonly (keyof AuditFilter)[];

/** The log as its address names it: the filter and where in it the page is (no cursor: the newest). */
export interface AuditView {
  filter: AuditFilter;
  cursor: string | null;
}

/**
 * The view an address names: each filter field as the contracts read it, one that does not parse
 * (a hand-edited or outdated link) left out rather than refused, so the page still shows the log.
 */
export function viewFromQuery(query: URLSearchParams): AuditView {
  const filter: Record<string, unknown> = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = query.get(key)?.trim();
    if (!value) continue;
    const parsed = auditFilterShape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) filter[key] = parsed.data;
  }
  const cursor = query.get('cursor');
  return { filter: filter as AuditFilter, cursor: cursor ? cursor : null };
}

/** The address's query for a view: the filter's fields that are set, then the cursor when there is one. */
export function queryFromView({ filter, cursor }: AuditView): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  if (cursor) query.set('cursor', cursor);
  return query;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it, in the browser's time zone ('' for none). */
export function localInputOf(iso: string | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * What a datetime-local input holds, as the instant it means in the browser's time zone (ISO, UTC),
 * so a shared link names the same moment wherever it is opened; undefined when empty or unreadable.
 */
export function instantOfLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
