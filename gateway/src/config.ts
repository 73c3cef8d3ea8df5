import { healthPortFromEnv } from '@simbiz/service-kit';
import proxyAddr from '@fastify/proxy-addr';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Gateway settings from the environment. */
export const gatewayConfigSchema = z
  .object({
    port: z.coerce.number().int().min(0).max(65535).default(8080),
    host: z.string().default('127.0.0.1'),
    natsUrl: z.string().default('nats://127.0.0.1:4222'),
    subjectPrefix: z.string().optional(),
    /** How long a service may take to answer before the caller gets 504. */
    requestTimeoutMs: z.coerce.number().int().positive().default(5_000),
    /**
     * Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (addresses or CIDR ranges,
     * comma-separated; `loopback`, `linklocal` and `uniquelocal` name those ranges). None by default:
     * the client address is the connection's, so nobody escapes the per-address sign-in limit by
     * naming another address.
     */
    trustedProxies: z
      .union([
        z.string().transform((list) =>
          list
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
        ),
        z.array(z.string()),
      ])
      .default([])
      .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]))),
    /**
     * How many of the proxies TRUSTED_PROXIES names are believed in a row (0: any number). With 1,
     * the client is the address the one proxy in front saw (Kong's entry, the last X-Forwarded-For
     * one), even when that address is itself in a trusted range (a campus network's private ones),
     * so nothing a client writes to the left of it is ever read.
     */
    trustedProxyHops: z.coerce.number().int().min(0).max(5).default(0),
    /** `auto`: Secure cookies when the request arrived over TLS (directly or, from a trusted proxy, per X-Forwarded-Proto). */
    secureCookies: z.enum(['auto', 'always', 'never']).default('auto'),
    /** Failed sign-ins allowed per account, and per client address (a classroom shares one), in the window. */
    signInAttempts: z.coerce.number().int().positive().default(10),
    signInAttemptsPerAddress: z.coerce.number().int().positive().default(200),
    signInWindowMs: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60_000),
    defaultLocale: z.enum(['en', 'zh-Hans', 'th']).default('en'),
    /** How long a resolved session is kept before identity is asked again (sign-out is immediate). */
    sessionCacheTtlMs: z.coerce.number().int().min(0).default(5_000),
    /** How long a per-world read is kept at most; changes to the world drop it at once. 0 turns the cache off. */
    readCacheTtlMs: z.coerce.number().int().min(0).default(30_000),
    /** The built UI (the shell and one folder per micro-frontend); nothing is served without a build. */
    webRoot: z.string().default(resolve('dist/web')),
    /** A micro-frontend manifest (JSON) replacing the one derived from webRoot. */
    mfeManifest: z.string().optional(),
    /** The external account centre linked from the admin's navigation. */
    accountCenterUrl: z.string().url().optional(),
    productName: z.string().default('SimBiz'),
    /** The port of /healthz, /readyz and /metrics (HEALTH_PORT, as for the services); null: none. */
    healthPort: z.number().int().min(0).max(65535).nullable().default(null),
    healthHost: z.string().min(1).default('0.0.0.0'),
  })
  .refine((c) => c.trustedProxyHops === 0 || c.trustedProxies.length > 0, {
    message: 'TRUSTED_PROXY_HOPS counts proxies TRUSTED_PROXIES names: name them too.',
  });
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Fastify's `trustProxy`: the named proxies, at most TRUSTED_PROXY_HOPS of them in a row, or none. */
export function trustProxySetting(
  config: Pick<GatewayConfig, 'trustedProxies' | 'trustedProxyHops'>,
): ((address: string, hop: number) => boolean) | string[] | false {
  if (config.trustedProxies.length === 0) return false;
  if (config.trustedProxyHops === 0) return config.trustedProxies;
  const named = proxyAddr.compile(config.trustedProxies);
  return (address, hop) => hop < config.trustedProxyHops && named(address, hop);
}

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  const pick = (name: string) => env[name] || undefined;
  return gatewayConfigSchema.parse({
    port: pick('PORT'),
    host: pick('HOST'),
    natsUrl: pick('NATS_URL'),
    subjectPrefix: pick('NATS_SUBJECT_PREFIX'),
    requestTimeoutMs: pick('REQUEST_TIMEOUT_MS'),
    secureCookies: pick('SECURE_COOKIES'),
    trustedProxies: pick('TRUSTED_PROXIES'),
    trustedProxyHops: pick('TRUSTED_PROXY_HOPS'),
    signInAttempts: pick('SIGN_IN_ATTEMPTS'),
    signInAttemptsPerAddress: pick('SIGN_IN_ATTEMPTS_PER_ADDRESS'),
    signInWindowMs: pick('SIGN_IN_WINDOW_MS'),
    defaultLocale: pick('DEFAULT_LOCALE'),
    sessionCacheTtlMs: pick('SESSION_CACHE_TTL_MS'),
    readCacheTtlMs: pick('READ_CACHE_TTL_MS'),
    webRoot: pick('WEB_ROOT'),
    mfeManifest: pick('MFE_MANIFEST'),
    accountCenterUrl: pick('ACCOUNT_CENTER_URL'),
    productName: pick('PRODUCT_NAME'),
    healthPort: healthPortFromEnv(env),
    healthHost: pick('HEALTH_HOST'),
    ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
  });
}
