import 'reflect-metadata';
import type { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { ServiceName } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { type ServiceConfig, readServiceConfig } from '../config/service-config';
import { type Migrations, createDatabase, migrateToLatest, schemaName } from '../database/database';
import { EnvelopeExceptionFilter } from '../handlers/envelope.filter';
import { EnvelopeInterceptor } from '../handlers/envelope.interceptor';
import { PinoNestLogger, createLogger } from '../logging/logger';
import { ServiceNatsServer } from '../nats/service-nats-server';
import type { HealthServer } from '../health/health-server';
import { serviceMetrics, startServiceHealth } from './service-health';
import { ServiceKitModule } from './service-kit.module';
import { startTracing } from '../tracing/tracing';

export interface ServiceDefinition {
  name: ServiceName;
  /** The service's own module: its controllers (message handlers) and providers. */
  module: Type<unknown> | DynamicModule;
  /** Migrations of the service's schema; a service with migrations needs DATABASE_URL. */
  migrations?: Migrations;
  /**
   * The service keeps an audit table (createAuditTable, createAuditIndex): the kit answers the
   * admin console's `<service>.audit.page` and `.count` from it.
   */
  audit?: boolean;
}

export interface BootOptions {
  /** Values that win over the environment (tests pass the harness's servers here). */
  config?: Partial<ServiceConfig>;
  /** Close gracefully on SIGTERM and SIGINT (default true; tests that boot many services turn it off). */
  handleSignals?: boolean;
}

export interface RunningService {
  app: INestMicroservice;
  db: Kysely<unknown> | null;
  config: ServiceConfig;
  logger: Logger;
  /** The health and metrics port, when HEALTH_PORT (or config.healthPort) opens one. */
  health: HealthServer | null;
  /** Stops taking messages, lets handlers in flight reply, drains NATS, then closes the pool. */
  close(): Promise<void>;
}

/** Boots a service: config, logs, PostgreSQL with migrations, NATS in the service's queue group. */
export async function bootstrapService(definition: ServiceDefinition, options: BootOptions = {}): Promise<RunningService> {
  const config = readServiceConfig(process.env, options.config);
  const stopTracing = startTracing(definition.name);
  const logger = createLogger(definition.name, config.logLevel);
  const schema = schemaName(definition.name);
  const db = config.databaseUrl
    ? createDatabase<unknown>(config.databaseUrl, schema, config.databasePoolSize, (err) => logger.warn({ err }, 'idle database connection lost'))
    : null;
  if ((definition.migrations || definition.audit) && !db) {
    throw new Error(`${definition.name} keeps data in PostgreSQL: set DATABASE_URL`);
  }
  let health: HealthServer | null = null;
  try {
    if (db && definition.migrations) await migrateToLatest(db, schema, definition.migrations);
    const metrics = config.healthPort === null ? null : serviceMetrics(definition.name, db);
    const strategy = new ServiceNatsServer({
      natsUrl: config.natsUrl,
      queue: definition.name,
      subjectPrefix: config.subjectPrefix,
      drainTimeoutMs: config.drainTimeoutMs,
      logger,
      observer: metrics?.requests,
    });
    if (metrics && config.healthPort !== null) {
      health = await startServiceHealth({ port: config.healthPort, host: config.healthHost }, metrics, strategy, db);
    }
    const app = await NestFactory.createMicroservice(ServiceKitModule.forService({ ...definition, config, db, logger, metrics: metrics?.registry ?? null }), {
      strategy,
      logger: new PinoNestLogger(logger),
    });
    app.useGlobalFilters(new EnvelopeExceptionFilter(logger));
    app.useGlobalInterceptors(new EnvelopeInterceptor(app.get(Reflector), config.handlerTimeoutMs));
    await app.listen();
    logger.info({ subjectPrefix: config.subjectPrefix ?? null, schema, healthPort: health?.port ?? null }, 'service ready');
    return withShutdown({ app, db, config, logger, health }, options.handleSignals ?? true, stopTracing);
  } catch (error) {
    await health?.close();
    await db?.destroy();
    await stopTracing();
    throw error;
  }
}

function withShutdown(running: Omit<RunningService, 'close'>, handleSignals: boolean, stopTracing: () => Promise<void>): RunningService {
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      process.off('SIGTERM', onSignal).off('SIGINT', onSignal);
      running.logger.info('shutting down');
      await running.app.close();
      await running.health?.close();
      await stopTracing();
      running.logger.info('stopped');
    })();
    return closing;
  };
  const onSignal = () => {
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        running.logger.fatal({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  if (handleSignals) process.once('SIGTERM', onSignal).once('SIGINT', onSignal);
  return { ...running, close };
}
