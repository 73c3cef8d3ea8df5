import type { FileStorage } from '@simbiz/file-storage';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { WorldsTables } from '../database/tables';

/** A job says it is alive every page and every HEARTBEAT_MS; one silent for this long died with its process. */
export const STALE_AFTER_MS = 2 * 60_000;
/** Files expired in one sweep, so a backlog is worked off over a few sweeps, never in one long one. */
const EXPIRE_BATCH = 100;

/**
 * Tidies the exports: one queued or running whose job has not said it is alive for STALE_AFTER_MS
 * (its process died) is failed as `interrupted`; a ready one past its expiry loses its file and
 * becomes `expired`. Safe on several replicas at once; a file that could not be deleted is tried
 * again next sweep.
 */
export async function sweepAuditExports(db: Kysely<WorldsTables>, files: Pick<FileStorage, 'remove'>): Promise<{ interrupted: number; expired: number }> {
  const interrupted = await db
    .updateTable('audit_export')
    .set({ status: 'failed', detail: 'interrupted', finished_at: sql<Date>`now()` })
    .where('status', 'in', ['queued', 'running'])
    .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`)
    .executeTakeFirst();
  const due = await db
    .selectFrom('audit_export')
    .select(['id', 'file_key'])
    .where('status', '=', 'ready')
    .where('expires_at', '<=', sql<Date>`now()`)
    .orderBy('expires_at')
    .limit(EXPIRE_BATCH)
    .execute();
  let expired = 0;
  for (const row of due) {
    try {
      if (row.file_key) await files.remove(row.file_key);
    } catch {
      continue; // still ready (and still downloadable) until the next sweep deletes its file
    }
    const result = await db.updateTable('audit_export').set({ status: 'expired' }).where('id', '=', row.id).where('status', '=', 'ready').executeTakeFirst();
    expired += Number(result.numUpdatedRows);
  }
  return { interrupted: Number(interrupted.numUpdatedRows), expired };
}
