import { type BeforeApplicationShutdown, Controller, Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { adminLogsMessages as m, type Caller } from '@simbiz/contracts';
import type { FileStorage } from '@simbiz/file-storage';
import {
  Audited,
  CurrentCaller,
  DATABASE,
  Handles,
  LOGGER,
  REQUESTER,
  type Requester,
  type ReplyOf,
  type RequestOf,
  ServiceHandlers,
  type ServiceLogger,
} from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { FILE_STORE } from '../file-store';
import { AuditExportJobs } from './audit-export-jobs';
import { createExport, exportFile, listExports, removeExport } from './audit-exports';
import { listAuditLog } from './audit-log';

type Db = Kysely<WorldsTables>;

/**
 * The installation's audit log (admins only): the merged log of every service, and its CSV
 * exports, produced in the background of this process and swept from start-up to shutdown.
 */
@Controller()
export class AuditLogController extends ServiceHandlers<WorldsTables> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  /** The exports' jobs and sweep; tests wait on a job and sweep through it. */
  readonly jobs: AuditExportJobs;

  constructor(
    @Inject(DATABASE) db: Kysely<WorldsTables>,
    @Inject(REQUESTER) services: Requester,
    @Inject(LOGGER) logger: ServiceLogger,
    @Inject(FILE_STORE) private readonly files: FileStorage,
  ) {
    super(db, services);
    this.jobs = new AuditExportJobs(db, services, this.files, logger);
  }

  onApplicationBootstrap(): void {
    this.jobs.startSweeping();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.jobs.stop();
  }

  @Handles(m.list)
  list(@Payload() input: RequestOf<typeof m.list>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.list>> {
    return listAuditLog(this.db, this.services, caller, input);
  }

  /** Audited, changing no world: a filter's world is recorded as the one the export is about. */
  @Audited(m.createExport, 'auditExport.create', { changesWorld: false })
  async createExport(db: Db, caller: Caller, input: RequestOf<typeof m.createExport>): Promise<ReplyOf<typeof m.createExport>> {
    const queued = await createExport(db, this.services, caller, input);
    void this.jobs.start(queued.exportId);
    return queued;
  }

  @Handles(m.exports)
  exports(@Payload() input: RequestOf<typeof m.exports>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.exports>> {
    return listExports(this.db, this.services, caller, input);
  }

  @Audited(m.removeExport, 'auditExport.remove', { changesWorld: false })
  async removeExport(db: Db, caller: Caller, input: RequestOf<typeof m.removeExport>): Promise<ReplyOf<typeof m.removeExport>> {
    const { fileKey } = await removeExport(db, caller, input.exportId);
    this.jobs.cancel(input.exportId);
    // A file left behind by a failed delete costs space, never access: no record points at it any more.
    if (fileKey) await this.files.remove(fileKey).catch(() => undefined);
    return { exportId: input.exportId };
  }

  @Handles(m.exportFile)
  exportFile(@Payload() input: RequestOf<typeof m.exportFile>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.exportFile>> {
    return exportFile(this.db, caller, input.exportId);
  }
}
