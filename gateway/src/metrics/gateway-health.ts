import { type HealthServer, HttpRequestMetrics, createMetricsRegistry, startHealthServer, watchConnection } from '@simbiz/service-kit';
import type { NatsConnection } from 'nats';
import type { GatewayConfig } from '../config';

export interface GatewayHealth {
  /** Hand to buildGateway: every HTTP answer is counted here. */
  metrics: HttpRequestMetrics;
  server: HealthServer;
}

/**
 * The gateway's health and metrics port, as the services have (service-kit): /healthz, /readyz
 * (ready while its NATS connection is up) and /metrics. Null when HEALTH_PORT opens none.
 */
export async function startGatewayHealth(config: GatewayConfig, nc: NatsConnection): Promise<GatewayHealth | null> {
  if (config.healthPort === null) return null;
  const registry = createMetricsRegistry('gateway');
  const connected = watchConnection(nc);
  const server = await startHealthServer({ port: config.healthPort, host: config.healthHost, registry, ready: async () => connected() });
  return { metrics: new HttpRequestMetrics(registry), server };
}
