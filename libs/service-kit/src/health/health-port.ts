/** The port Kubernetes probes and Prometheus scrapes (named `health` in the manifests). */
export const DEFAULT_HEALTH_PORT = 9464;

/**
 * The health port from HEALTH_PORT: a number (0: any free port), or `off`. Unset, it is 9464 when
 * NODE_ENV is production and closed otherwise, so the services of `npm start` and of test runs,
 * many processes on one machine, never contend for one port. Null: no health server.
 */
export function healthPortFromEnv(env: NodeJS.ProcessEnv): number | null {
  const value = env['HEALTH_PORT']?.trim();
  if (!value) return env['NODE_ENV'] === 'production' ? DEFAULT_HEALTH_PORT : null;
  if (value === 'off') return null;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`HEALTH_PORT must be a port number or "off", not "${value}"`);
  return port;
}
