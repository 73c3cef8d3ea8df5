import { z } from 'zod';
import { healthPortFromEnv } from '../health/health-port';

/** Settings every service reads from its environment, validated at start. */
export const serviceConfigSchema = z.object({
  natsUrl: z.string().min(1).default('nats://127.0.0.1:4222'),
  /** Without a database URL the service runs without PostgreSQL (e.g. the gateway's helpers). */
  databaseUrl: z.string().min(1).optional(),
  /** A prefix token in front of every subject, so test runs and tenants can share one broker. */
  subjectPrefix: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/)
    .optional(),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A handler still running after this long is answered with code 1 instead of leaving the caller hanging. */
  handlerTimeoutMs: z.coerce.number().int().positive().default(10_000),
  /** How long shutdown waits for handlers in flight before closing the connection. */
  drainTimeoutMs: z.coerce.number().int().positive().default(10_000),
  databasePoolSize: z.coerce.number().int().positive().default(10),
  /** The port of /healthz, /readyz and /metrics; null: none (see health-port.ts for the default). */
  healthPort: z.number().int().min(0).max(65535).nullable().default(null),
  /** All interfaces by default: the kubelet probes the pod's address. */
  healthHost: z.string().min(1).default('0.0.0.0'),
  /**
   * How long a company read's access is remembered at most (ReadContexts); worldChanged forgets it
   * at once. 0: asked afresh at every read.
   */
  readContextTtlMs: z.coerce.number().int().min(0).default(5_000),
});
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;

/** Reads the configuration from environment variables, with explicit values taking precedence. */
export function readServiceConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const fromEnv = {
    natsUrl: env['NATS_URL'] || undefined,
    databaseUrl: env['DATABASE_URL'] || undefined,
    subjectPrefix: env['NATS_SUBJECT_PREFIX'] || undefined,
    logLevel: env['LOG_LEVEL'] || undefined,
    handlerTimeoutMs: env['HANDLER_TIMEOUT_MS'] || undefined,
    drainTimeoutMs: env['DRAIN_TIMEOUT_MS'] || undefined,
    databasePoolSize: env['DATABASE_POOL_SIZE'] || undefined,
    healthPort: healthPortFromEnv(env),
    healthHost: env['HEALTH_HOST'] || undefined,
    readContextTtlMs: env['READ_CONTEXT_TTL_MS'] || undefined,
  };
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return serviceConfigSchema.parse({ ...fromEnv, ...defined });
}
