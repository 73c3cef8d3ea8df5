import type { FileStorage } from '@simbiz/file-storage';
import type { Requester, ServiceLogger } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { runExport } from './export-job';
import { sweepAuditExports } from './export-sweep';

/** How often a running job says it is alive besides every page (a slow store), well inside STALE_AFTER_MS. */
const HEARTBEAT_MS = 30_000;
/** How often the exports are swept (AUDIT_EXPORT_SWEEP_MS, default 3 minutes). */
export function sweepEveryMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env['AUDIT_EXPORT_SWEEP_MS'] || 180_000);
  return Number.isFinite(value) && value >= 100 ? value : 180_000;
}

/**
 * The exports this process produces, in the background of the call that asked for them, and the
 * sweep that tidies every process's. Its timers never keep the process alive; stopping aborts the
 * jobs (their records say `interrupted`) and waits for them to settle.
 */
export class AuditExportJobs {
  private readonly running = new Map<string, { abort: AbortController; settled: Promise<unknown> }>();
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Kysely<WorldsTables>,
    private readonly services: Requester,
    private readonly files: FileStorage,
    private readonly logger: ServiceLogger,
  ) {}

  /** Starts producing a queued export; the returned promise settles when it is done (tests wait on it). */
  start(exportId: string): Promise<unknown> {
    const abort = new AbortController();
    const heartbeat = setInterval(() => void this.beat(exportId), HEARTBEAT_MS).unref();
    const settled = runExport({ db: this.db, services: this.services, files: this.files, logger: this.logger }, exportId, abort.signal).finally(() => {
      clearInterval(heartbeat);
      this.running.delete(exportId);
    });
    this.running.set(exportId, { abort, settled });
    return settled;
  }

  /** Stops the export's job if this process runs it (a removed export). */
  cancel(exportId: string): void {
    this.running.get(exportId)?.abort.abort();
  }

  /** Sweeps now and every sweepEveryMs() until stopped. */
  startSweeping(): void {
    this.sweep();
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs()).unref();
  }

  /** One sweep, after the one before has finished. */
  sweep(): Promise<unknown> {
    this.sweeping = this.sweeping.then(async () => {
      try {
        const swept = await sweepAuditExports(this.db, this.files);
        if (swept.interrupted + swept.expired > 0) this.logger.info(swept, 'audit exports swept');
      } catch (error) {
        this.logger.error({ err: error }, 'the audit export sweep failed; it tries again next time');
      }
    });
    return this.sweeping;
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    for (const job of this.running.values()) job.abort.abort();
    await Promise.allSettled([this.sweeping, ...[...this.running.values()].map((job) => job.settled)]);
  }

  private async beat(exportId: string): Promise<void> {
    await this.db
      .updateTable('audit_export')
      .set({ heartbeat_at: sql<Date>`now()` })
      .where('id', '=', exportId)
      .where('status', '=', 'running')
      .execute()
      .catch(() => undefined);
  }
}
