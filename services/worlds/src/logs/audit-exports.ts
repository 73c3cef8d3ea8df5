import {
  type adminLogsMessages,
  AUDIT_EXPORTS_RUNNING_MAX,
  type AuditExport,
  type AuditFilter,
  auditFilterSchema,
  type Caller,
  DomainError,
  ErrorCode,
  identityMessages,
  validationFailure,
} from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { requireAdmin } from '../admin/require-admin';
import { checkUserFilter } from './audit-sources';
import { EXPORT_CONTENT_TYPE } from './export-csv';

type Db = Kysely<WorldsTables>;
type ExportRow = Selectable<WorldsTables['audit_export']>;
type Reply<K extends keyof typeof adminLogsMessages> = z.input<(typeof adminLogsMessages)[K]['reply']>;

/** Where an export's file lives in the file store. */
export const exportKey = (exportId: string) => `audit-exports/${exportId}.csv`;

/** An export as the console lists it. */
function exportOf(row: ExportRow, names: ReadonlyMap<string, string>): AuditExport {
  return {
    exportId: row.id,
    status: row.status,
    filter: auditFilterSchema.parse(row.filter),
    rows: row.rows,
    totalRows: row.total_rows,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    requestedBy: row.requested_by,
    requestedByName: names.get(row.requested_by) ?? null,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    detail: row.detail,
  };
}

/** The requesters' names by id; when identity cannot answer the list still shows, without names. */
async function requesterNames(services: Pick<Requester, 'call'>, rows: readonly ExportRow[]): Promise<Map<string, string>> {
  const userIds = [...new Set(rows.map((row) => row.requested_by))];
  if (userIds.length === 0) return new Map();
  const people = await services.call(identityMessages.describe, { userIds }).catch(() => []);
  return new Map(people.map((p) => [p.userId, p.displayName]));
}

/**
 * Records an export as queued, for the caller's job to produce (the caller starts it). An admin
 * has at most AUDIT_EXPORTS_RUNNING_MAX queued or running (9001 on `exports` beyond): the count
 * and the insert are one transaction under a lock per admin, so two clicks cannot both pass.
 */
export async function createExport(db: Db, services: Pick<Requester, 'call'>, caller: Caller, filter: AuditFilter): Promise<AuditExport> {
  requireAdmin(caller);
  checkUserFilter(filter.user);
  const requestedBy = caller.userId as string;
  const row = await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`audit_export:${requestedBy}`}))`.execute(tx);
    const { running } = await tx
      .selectFrom('audit_export')
      .select((eb) => eb.fn.countAll<string>().as('running'))
      .where('requested_by', '=', requestedBy)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    if (Number(running) >= AUDIT_EXPORTS_RUNNING_MAX) {
      throw validationFailure([
        {
          code: 'too_big',
          path: ['exports'],
          message: `at most ${AUDIT_EXPORTS_RUNNING_MAX} exports queued or running at once`,
          limit: AUDIT_EXPORTS_RUNNING_MAX,
        },
      ]);
    }
    const id = randomUUID();
    return tx
      .insertInto('audit_export')
      .values({ id, status: 'queued', filter: JSON.stringify(filter), file_key: exportKey(id), requested_by: requestedBy, total_rows: null, detail: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return exportOf(row, await requesterNames(services, [row]));
}

/** Every admin's exports, latest first, a page at a time. */
export async function listExports(
  db: Db,
  services: Pick<Requester, 'call'>,
  caller: Caller,
  input: { page: number; pageSize: number },
): Promise<Reply<'exports'>> {
  requireAdmin(caller);
  const [rows, { total }] = await Promise.all([
    db
      .selectFrom('audit_export')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    db
      .selectFrom('audit_export')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const names = await requesterNames(services, rows);
  return { items: rows.map((row) => exportOf(row, names)), total: Number(total), page: input.page, pageSize: input.pageSize };
}

/** Deletes an export's record (9991 when there is none) and answers where its file was, for the caller to delete. */
export async function removeExport(db: Db, caller: Caller, exportId: string): Promise<{ fileKey: string | null }> {
  requireAdmin(caller);
  const removed = await db.deleteFrom('audit_export').where('id', '=', exportId).returning('file_key').executeTakeFirst();
  if (!removed) throw new DomainError(ErrorCode.fileNotFound);
  return { fileKey: removed.file_key };
}

/** Where a ready export's file is, for the gateway's download (9991 when it is not ready, expired or gone). */
export async function exportFile(db: Db, caller: Caller, exportId: string): Promise<Reply<'exportFile'>> {
  requireAdmin(caller);
  const row = await db.selectFrom('audit_export').selectAll().where('id', '=', exportId).where('status', '=', 'ready').executeTakeFirst();
  if (!row?.file_key) throw new DomainError(ErrorCode.fileNotFound);
  const day = row.created_at.toISOString().slice(0, 10);
  return {
    key: row.file_key,
    fileName: `audit-log-${day}-${row.id.slice(0, 8)}.csv`,
    contentType: EXPORT_CONTENT_TYPE,
    sizeBytes: Number(row.size_bytes ?? 0),
  };
}
