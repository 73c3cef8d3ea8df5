/** The domain services of ARCHITECTURE.md; each is a NATS queue group and a PostgreSQL schema. */
export const SERVICE_NAMES = ['identity', 'worlds', 'teams', 'products', 'stores', 'warehouse', 'finance', 'simulation-engine'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function isServiceName(name: string): name is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(name);
}

/**
 * Who may publish events: the services, and the gateway, whose replicas tell each other of the
 * tabs they hold (presence). The gateway answers no requests over NATS, so it is no ServiceName.
 */
export type EventSource = ServiceName | 'gateway';

export function isEventSource(name: string): name is EventSource {
  return name === 'gateway' || isServiceName(name);
}
