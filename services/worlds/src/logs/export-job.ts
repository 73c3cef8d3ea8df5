import { AUDIT_EXPORT_DAYS, type AuditExportFailure, type AuditFilter, auditFilterSchema, type Caller } from '@simbiz/contracts';
import type { FileStorage } from '@simbiz/file-storage';
import type { Requester, ServiceLogger } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { Readable } from 'node:stream';
import type { WorldsTables } from '../database/tables';
import type { LogPositions } from './audit-cursor';
import { describeEntries } from './audit-entries';
import { type AuditScope, auditScope, countMatching, isUnreachable, mergedPage } from './audit-sources';
import { csvLines, EXPORT_CONTENT_TYPE } from './export-csv';

/** Rows per page of an export: with the one more asked of each service, the largest page a service gives (1,000). */
export const EXPORT_PAGE_ROWS = 999;
/** The largest export file; far beyond any installation's log, it only keeps a runaway from filling the store. */
const EXPORT_MAX_BYTES = 8 * 1024 ** 3;
/** Bytes buffered between the pages and the store: the next page is read only once the store has taken these. */
const STREAM_BUFFER_BYTES = 64 * 1024;

export interface ExportDeps {
  db: Kysely<WorldsTables>;
  services: Requester;
  files: Pick<FileStorage, 'put' | 'remove'>;
  logger?: Pick<ServiceLogger, 'error'>;
}

/** The export's record is gone (removed) or no longer running (swept as interrupted): the job stops. */
class ExportWithdrawn extends Error {
  constructor() {
    super('the export was removed or interrupted');
  }
}

/** Who the services see asking: the admin who asked for the export. */
const callerOf = (requestedBy: string, exportId: string): Caller => ({ userId: requestedBy, roles: ['admin'], correlationId: exportId });

/** Counts one more page written and says the job is alive; throws ExportWithdrawn once the record is not running any more. */
async function progress(db: ExportDeps['db'], exportId: string, rows: number): Promise<void> {
  const alive = await db
    .updateTable('audit_export')
    .set({ heartbeat_at: sql<Date>`now()`, rows })
    .where('id', '=', exportId)
    .where('status', '=', 'running')
    .returning('id')
    .executeTakeFirst();
  if (!alive) throw new ExportWithdrawn();
}

/**
 * The export's bytes, one page of the merged log at a time: a page is read only when the store
 * has taken the one before (the stream pulls), so no more than a page of rows is held whatever
 * the export's size. Each page's rows are counted in the record, which also says the job is alive.
 */
async function* csvPages(deps: ExportDeps, exportId: string, caller: Caller, scope: AuditScope | null, signal: AbortSignal): AsyncGenerator<Buffer> {
  yield Buffer.from(csvLines([], true), 'utf8');
  if (!scope) return;
  let positions: LogPositions = {};
  let rows = 0;
  for (;;) {
    signal.throwIfAborted();
    const page = await mergedPage(deps.services, caller, scope, positions, EXPORT_PAGE_ROWS);
    const entries = await describeEntries(deps.db, deps.services, caller, page.rows);
    yield Buffer.from(csvLines(entries, false), 'utf8');
    rows += entries.length;
    await progress(deps.db, exportId, rows);
    if (!page.next) return;
    positions = page.next;
  }
}

/** What a failed export's record says: a key the console puts in words. */
function failureOf(error: unknown, signal: AbortSignal, byStore: boolean): AuditExportFailure {
  if (signal.aborted || error instanceof ExportWithdrawn) return 'interrupted';
  if (isUnreachable(error)) return 'serviceUnreachable';
  return byStore ? 'storageFailed' : 'unexpected';
}

/**
 * Produces one export: counts the matching rows, streams the CSV into the file store page by
 * page, then marks it ready until AUDIT_EXPORT_DAYS from now. A failure marks it failed with what
 * went wrong; a record removed meanwhile leaves no file behind. Never throws.
 */
export async function runExport(deps: ExportDeps, exportId: string, signal: AbortSignal): Promise<AuditExportFailure | 'ready'> {
  const { db, files } = deps;
  const started = await db
    .updateTable('audit_export')
    .set({ status: 'running', heartbeat_at: sql<Date>`now()` })
    .where('id', '=', exportId)
    .where('status', '=', 'queued')
    .returning(['filter', 'requested_by', 'file_key'])
    .executeTakeFirst();
  if (!started?.file_key) return 'interrupted';
  const key = started.file_key;
  let sourceError: unknown;
  let storing = false;
  try {
    const caller = callerOf(started.requested_by, exportId);
    const filter: AuditFilter = auditFilterSchema.parse(started.filter);
    const scope = await auditScope(deps.services, caller, filter);
    const total = scope ? await countMatching(deps.services, caller, scope) : 0;
    await db.updateTable('audit_export').set({ total_rows: total }).where('id', '=', exportId).execute();
    const pages = recordingFailure(csvPages(deps, exportId, caller, scope, signal), (error) => (sourceError = error));
    storing = true;
    const stored = await files.put(key, Readable.from(pages, { objectMode: false, highWaterMark: STREAM_BUFFER_BYTES }), {
      contentType: EXPORT_CONTENT_TYPE,
      maxBytes: EXPORT_MAX_BYTES,
    });
    const done = await db
      .updateTable('audit_export')
      .set({
        status: 'ready',
        size_bytes: stored.size,
        heartbeat_at: sql<Date>`now()`,
        finished_at: sql<Date>`now()`,
        expires_at: sql<Date>`now() + make_interval(days => ${AUDIT_EXPORT_DAYS})`,
      })
      .where('id', '=', exportId)
      .where('status', '=', 'running')
      .returning('id')
      .executeTakeFirst();
    if (done) return 'ready';
    await files.remove(key).catch(() => undefined);
    return 'interrupted';
  } catch (error) {
    // When the pages failed, the store fails with their error: the pages' failure is the one to tell.
    const failure = failureOf(sourceError ?? error, signal, storing && sourceError === undefined);
    if (failure === 'unexpected' || failure === 'storageFailed') deps.logger?.error({ err: error, exportId }, 'an audit export failed');
    await db
      .updateTable('audit_export')
      .set({ status: 'failed', detail: failure, finished_at: sql<Date>`now()` })
      .where('id', '=', exportId)
      .where('status', 'in', ['queued', 'running'])
      .execute()
      .catch(() => undefined);
    return failure;
  }
}

/** Passes the pages on, handing their failure (if any) to `record` before the stream sees it. */
async function* recordingFailure<T>(pages: AsyncGenerator<T>, record: (error: unknown) => void): AsyncGenerator<T> {
  try {
    yield* pages;
  } catch (error) {
    record(error);
    throw error;
  }
}
