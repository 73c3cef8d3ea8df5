import type { AuditRow, ServiceName } from '@simbiz/contracts';
import type { LogPositions } from './audit-cursor';

/** A row of one service's audit log, with the service it came from. */
export type SourcedRow = AuditRow & { service: ServiceName };

export interface MergedPage {
  rows: SourcedRow[];
  /** Where the next page starts, or null when every service has given all it has. */
  next: LogPositions | null;
}

/** Audit ids are bigserial: decimal strings without leading zeros, so the longer is the larger. */
function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The log's one order: newest first, then by service name, then by id, newest first. `at` is UTC
 * with microseconds in one fixed format (the kit's), so comparing the strings compares the times.
 */
export function logOrder(a: SourcedRow, b: SourcedRow): number {
  if (a.at !== b.at) return a.at > b.at ? -1 : 1;
  if (a.service !== b.service) return a.service < b.service ? -1 : 1;
  return compareIds(b.id, a.id);
}

/**
 * Merges the services' pages (each newest first, at most `pageSize + 1` rows after its position)
 * into the log's next `pageSize` rows. Each service's position moves to the last of its rows
 * taken; a service that gave fewer rows than asked and had them all taken is at its end. There
 * is a next page exactly when more rows came than the page holds.
 */
export function mergePages(pages: ReadonlyMap<ServiceName, readonly AuditRow[]>, positions: LogPositions, pageSize: number): MergedPage {
  const asked = pageSize + 1;
  const heads = [...pages].map(([service, rows]) => ({ service, rows, taken: 0 }));
  const rows: SourcedRow[] = [];
  while (rows.length < pageSize) {
    let best: (typeof heads)[number] | undefined;
    let bestRow: SourcedRow | undefined;
    for (const head of heads) {
      const row = head.rows[head.taken];
      if (!row) continue;
      const candidate = { ...row, service: head.service };
      if (!bestRow || logOrder(candidate, bestRow) < 0) [best, bestRow] = [head, candidate];
    }
    if (!best || !bestRow) break;
    best.taken += 1;
    rows.push(bestRow);
  }
  const fetched = heads.reduce((sum, head) => sum + head.rows.length, 0);
  if (fetched <= pageSize) return { rows, next: null };
  const next: LogPositions = { ...positions };
  for (const head of heads) {
    const last = head.rows[head.taken - 1];
    if (head.taken === head.rows.length && head.rows.length < asked) next[head.service] = 'end';
    else if (last) next[head.service] = { at: last.at, id: last.id };
  }
  return { rows, next };
}
