import { Gauge } from 'prom-client';
import type { MetricsRegistry } from './metrics-registry';

/** The counts of a pg Pool the gauges read (pg's Pool has them). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** Gauges of a PostgreSQL pool, read from the pool at each scrape. */
export function watchPool(registry: MetricsRegistry, pool: PoolCounts): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('simbiz_db_pool_connections_total', 'PostgreSQL connections the pool holds, busy or idle.', () => pool.totalCount);
  gauge('simbiz_db_pool_connections_idle', 'PostgreSQL connections of the pool not in use.', () => pool.idleCount);
  gauge('simbiz_db_pool_requests_waiting', 'Queries waiting for a PostgreSQL connection of the pool.', () => pool.waitingCount);
}
