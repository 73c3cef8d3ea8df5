import { Registry, collectDefaultMetrics } from 'prom-client';

/** The registry type the kit's metrics live in (so callers need not depend on prom-client). */
export type MetricsRegistry = Registry;

/**
 * A registry of one's own, not prom-client's global one: tests boot several services in one
 * process, and each must count only its own requests. Every series carries the process's name.
 */
export function createMetricsRegistry(processName: string): MetricsRegistry {
  const registry = new Registry();
  registry.setDefaultLabels({ service: processName });
  collectDefaultMetrics({ register: registry });
  return registry;
}
