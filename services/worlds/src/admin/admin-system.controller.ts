import { Controller, type OnApplicationShutdown } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { adminSystemMessages as m, type Caller } from '@simbiz/contracts';
import { CurrentCaller, Handles, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { dashboardCounts } from './dashboard-counts';
import { jetstreamBacklog } from './jetstream-backlog';
import { requireAdmin } from './require-admin';
import { processHostSource, serverPerformance } from './server-performance';
import { databaseSize, servicesHealth } from './services-health';
import { storageBackends, testStorage } from './storage-backends';

/** The admin console's dashboard and storages (admin.dashboard, admin.storages): reads only, admins only. */
@Controller()
export class AdminSystemController extends ServiceHandlers<WorldsTables> implements OnApplicationShutdown {
  private readonly host = processHostSource();

  @Handles(m.counts)
  counts(@CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.counts>> {
    requireAdmin(caller);
    return dashboardCounts(this.db, this.services, caller);
  }

  @Handles(m.health)
  async health(@CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.health>> {
    requireAdmin(caller);
    const [services, jetstream, sizeBytes] = await Promise.all([
      servicesHealth(this.services),
      jetstreamBacklog(this.services.connection, this.services.subjectPrefix),
      databaseSize(this.db as Kysely<unknown>),
    ]);
    return { services, jetstream, database: { sizeBytes } };
  }

  @Handles(m.performance)
  performance(@CurrentCaller() caller: Caller): ReplyOf<typeof m.performance> {
    requireAdmin(caller);
    return serverPerformance(this.host);
  }

  @Handles(m.storages)
  storages(@CurrentCaller() caller: Caller): ReplyOf<typeof m.storages> {
    requireAdmin(caller);
    return storageBackends();
  }

  @Handles(m.testStorage)
  testStorage(@Payload() input: RequestOf<typeof m.testStorage>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.testStorage>> {
    requireAdmin(caller);
    return testStorage(input.name);
  }

  onApplicationShutdown(): void {
    this.host.stop();
  }
}
