import { type DynamicModule, Module, type OnApplicationShutdown, type Type } from '@nestjs/common';
import { type ServiceName, WORLD_CHANGED_SUBJECTS, worldChangedEvent } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ServiceConfig } from '../config/service-config';
import { auditControllerFor } from '../audit/audit.controller';
import { healthControllerFor } from '../health/health.controller';
import { connect, type NatsConnection } from 'nats';
import { Requester } from '../nats/requester';
import type { MetricsRegistry } from '../metrics/metrics-registry';
import { companyReader } from '../decisions/decision-context';
import { ReadContexts } from '../decisions/read-contexts';
import { DATABASE, LOGGER, METRICS, READ_CONTEXTS, REQUESTER, SERVICE_CONFIG } from './tokens';

/** Closes the PostgreSQL pool once NATS has drained (the server closes before these hooks run). */
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(private readonly db: Kysely<unknown> | null) {}
  async onApplicationShutdown(): Promise<void> {
    await this.db?.destroy();
  }
}

/** The connection behind REQUESTER: drained after the service stops taking messages. */
class OutgoingNats implements OnApplicationShutdown {
  constructor(readonly connection: NatsConnection) {}
  async onApplicationShutdown(): Promise<void> {
    await this.connection.drain().catch(() => undefined);
  }
}

export interface KitModuleOptions {
  name: ServiceName;
  module: Type<unknown> | DynamicModule;
  config: ServiceConfig;
  db: Kysely<unknown> | null;
  logger: Logger;
  /** Where a service registers metrics of its own (null: none are served). */
  metrics?: MetricsRegistry | null;
  /** The service keeps an audit table: the kit answers `<service>.audit.page` and `.count` from it. */
  audit?: boolean;
}

/**
 * The access of company reads, forgotten when a world changes (any service's worldChanged) and
 * entirely when the connection comes back (events may have been missed).
 */
class ReadContextsLifecycle implements OnApplicationShutdown {
  readonly contexts: ReadContexts;
  private readonly stop: () => void;

  constructor(requester: Requester, ttlMs: number) {
    this.contexts = new ReadContexts((caller, worldId, companyId) => companyReader(requester, caller, worldId, companyId), ttlMs);
    this.stop = requester.listen(WORLD_CHANGED_SUBJECTS, worldChangedEvent('worlds').payload, ({ worldId }) => this.contexts.invalidate(worldId));
    requester.onReconnect(() => this.contexts.clear());
  }

  onApplicationShutdown(): void {
    this.stop();
  }
}

/** The root module of a service: its own module plus the kit's shared providers, health check and audit log reads. */
@Module({})
export class ServiceKitModule {
  static forService(options: KitModuleOptions): DynamicModule {
    return {
      module: ServiceKitModule,
      global: true,
      imports: [options.module],
      controllers: [healthControllerFor(options.name), ...(options.audit ? [auditControllerFor(options.name)] : [])],
      providers: [
        { provide: DATABASE, useValue: options.db },
        { provide: LOGGER, useValue: options.logger },
        { provide: SERVICE_CONFIG, useValue: options.config },
        { provide: METRICS, useValue: options.metrics ?? null },
        { provide: DatabaseLifecycle, useFactory: () => new DatabaseLifecycle(options.db) },
        {
          provide: OutgoingNats,
          useFactory: async () => new OutgoingNats(await connect({ servers: options.config.natsUrl, name: `${options.name}-out` })),
        },
        {
          provide: REQUESTER,
          inject: [OutgoingNats],
          useFactory: (out: OutgoingNats) => new Requester(out.connection, options.config.subjectPrefix),
        },
        {
          provide: ReadContextsLifecycle,
          inject: [REQUESTER],
          useFactory: (requester: Requester) => new ReadContextsLifecycle(requester, options.config.readContextTtlMs),
        },
        { provide: READ_CONTEXTS, inject: [ReadContextsLifecycle], useFactory: (lifecycle: ReadContextsLifecycle) => lifecycle.contexts },
      ],
      exports: [DATABASE, LOGGER, SERVICE_CONFIG, REQUESTER, METRICS, READ_CONTEXTS],
    };
  }
}
