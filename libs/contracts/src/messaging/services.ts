/** The domain services of ARCHITECTURE.md; each is a NATS queue group and a PostgreSQL schema. */
export const SERVICE_NAMES = ['identity', 'worlds', 'teams', 'products', 'stores', 'warehouse', 'finance', 'simulation-engine'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function isServiceName(name: string): name is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(name);
}
