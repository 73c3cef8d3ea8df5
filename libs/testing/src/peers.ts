import { type MessageDef, type ServiceName, healthMessage } from '@simbiz/contracts';
import type { TestScope } from './run-env';
import { startServiceProcess } from './service-process';

/** Anything that can ask a service's health subject (a Requester does). */
export interface HealthProbe {
  send(def: MessageDef, payload: unknown, options?: { timeoutMs?: number }): Promise<{ code: number }>;
}

/**
 * Starts services of the workspace as processes of their own on a test scope's database and
 * subject prefix, each ready once it answers `<service>.health.check`; `extraEnv` adds settings
 * (a license key, a faster clock).
 */
export async function startPeers(
  scope: TestScope,
  probe: HealthProbe,
  services: readonly ServiceName[],
  extraEnv: Record<string, string> = {},
): Promise<() => Promise<void>> {
  const env = { ...extraEnv, DATABASE_URL: scope.databaseUrl, NATS_URL: scope.natsUrl, NATS_SUBJECT_PREFIX: scope.subjectPrefix };
  const stops = await Promise.all(
    services.map((service) =>
      startServiceProcess(`services/${service}/src/main.ts`, env, async () => (await probe.send(healthMessage(service), {}, { timeoutMs: 1_000 })).code === 0),
    ),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
