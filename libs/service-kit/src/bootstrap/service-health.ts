import type { Kysely } from 'kysely';
import { databaseAnswers } from '../health/database-answers';
import { type HealthServer, startHealthServer } from '../health/health-server';
import { createMetricsRegistry } from '../metrics/metrics-registry';
import { NatsRequestMetrics } from '../metrics/nats-request-metrics';
import { watchPool } from '../metrics/pool-metrics';
import { databasePool } from '../database/database';
import type { ServiceNatsServer } from '../nats/service-nats-server';

/** A service's metrics: the defaults of the process, its requests, its pool. */
export function serviceMetrics(name: string, db: Kysely<unknown> | null) {
  const registry = createMetricsRegistry(name);
  const pool = db && databasePool(db);
  if (pool) watchPool(registry, pool);
  return { registry, requests: new NatsRequestMetrics(registry) };
}

/** Serves /healthz, /readyz (NATS connected and, with a database, `select 1` answered) and /metrics. */
export function startServiceHealth(
  settings: { port: number; host: string },
  metrics: ReturnType<typeof serviceMetrics>,
  server: ServiceNatsServer,
  db: Kysely<unknown> | null,
): Promise<HealthServer> {
  return startHealthServer({
    ...settings,
    registry: metrics.registry,
    ready: async () => server.isConnected() && (!db || (await databaseAnswers(db))),
  });
}
