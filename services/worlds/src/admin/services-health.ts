import { type DashboardHealth, healthMessage, healthReplySchema, SERVICE_NAMES, type ServiceName } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { type Kysely, sql } from 'kysely';
import { performance } from 'node:perf_hooks';

/** How long a service has to answer before the dashboard shows it down. */
export const HEALTH_TIMEOUT_MS = 1_500;

type ServiceHealth = DashboardHealth['services'][number];

/**
 * Every service of the installation asked its health check at once; one that does not answer in
 * time (or answers something else) is down, with nothing known of it. The latency is the round
 * trip of the check, in milliseconds.
 */
export function servicesHealth(services: Pick<Requester, 'send'>, timeoutMs = HEALTH_TIMEOUT_MS): Promise<ServiceHealth[]> {
  return Promise.all(SERVICE_NAMES.map((service) => serviceHealth(services, service, timeoutMs)));
}

async function serviceHealth(services: Pick<Requester, 'send'>, service: ServiceName, timeoutMs: number): Promise<ServiceHealth> {
  const down: ServiceHealth = { service, status: 'down', database: 'unknown', uptimeSeconds: null, latencyMs: null };
  const started = performance.now();
  try {
    const envelope = await services.send(healthMessage(service), {}, { timeoutMs });
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const reply = healthReplySchema.safeParse(envelope.data);
    if (envelope.code !== 0 || !reply.success) return down;
    return { service, status: reply.data.status, database: reply.data.database, uptimeSeconds: reply.data.uptimeSeconds, latencyMs };
  } catch {
    return down;
  }
}

/** The size of the installation's database in bytes, null when PostgreSQL does not say. */
export async function databaseSize(db: Kysely<unknown>): Promise<number | null> {
  try {
    const { rows } = await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(db);
    const size = Number(rows[0]?.size);
    return Number.isFinite(size) ? size : null;
  } catch {
    return null;
  }
}
