import type { AuditPageRequest, AuditRow } from '@simbiz/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { AuditTables } from './audited';

type AuditFilter = Omit<AuditPageRequest, 'before' | 'limit'>;
type AuditQuery = SelectQueryBuilder<AuditTables, 'audit', object>;

/** `at` with its microseconds, in UTC: the cursor must name a row exactly, and such strings sort as times do. */
const AT_TEXT = sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The rows the admin console's filters keep: a time range (from inclusive, to exclusive), people, a world, an action, a result. */
function filtered(db: Kysely<AuditTables>, filter: AuditFilter): AuditQuery {
  const { from, to, userIds, worldId, action, result } = filter;
  return db
    .selectFrom('audit')
    .$if(from !== undefined, (q) => q.where('at', '>=', sql<Date>`${from}::timestamptz`))
    .$if(to !== undefined, (q) => q.where('at', '<', sql<Date>`${to}::timestamptz`))
    .$if(userIds !== undefined, (q) => (userIds?.length ? q.where('user_id', 'in', userIds) : q.where(sql<boolean>`false`)))
    .$if(worldId !== undefined, (q) => q.where('world_id', '=', worldId ?? null))
    .$if(action !== undefined, (q) => q.where(sql<boolean>`action ilike ${containsPattern(action ?? '')} escape '\\'`))
    .$if(result === 'success', (q) => q.where('result_code', '=', 0))
    .$if(result === 'failure', (q) => q.where('result_code', '<>', 0))
    .$if(typeof result === 'number', (q) => q.where('result_code', '=', Number(result)));
}

/** The query of one page (exported so a test can EXPLAIN it): the (at, id) row comparison walks the audit_at index backwards. */
export function auditPageQuery(db: Kysely<AuditTables>, request: AuditPageRequest) {
  const { before, limit } = request;
  return (
    filtered(db, request)
      .$if(before !== undefined, (q) => q.where(sql<boolean>`(at, id) < (${before?.at}::timestamptz, ${before?.id}::bigint)`))
      .select([sql<string>`id::text`.as('id'), AT_TEXT.as('at'), 'user_id', 'world_id', 'action', 'result_code'])
      // Qualified: a bare `at` would name the text column selected above, and the sort would skip the index.
      .orderBy('audit.at', 'desc')
      .orderBy('audit.id', 'desc')
      .limit(limit)
  );
}

/**
 * One page of a service's audit log, newest first, strictly after the cursor row: a page costs
 * `limit` rows of the index whatever its depth, so the console and the exports page any log.
 */
export async function readAuditPage(db: Kysely<AuditTables>, request: AuditPageRequest): Promise<AuditRow[]> {
  const rows = await auditPageQuery(db, request).execute();
  return rows.map((r) => ({ id: r.id, at: r.at, userId: r.user_id, worldId: r.world_id, action: r.action, resultCode: r.result_code }));
}

/** How many rows of the service's audit log the filters keep (an export's total). */
export async function countAudit(db: Kysely<AuditTables>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
