import type { ServiceName } from '@simbiz/contracts';
import { Requester } from '@simbiz/service-kit';
import { freePort, isolatedScope, startPeers, startServiceProcess, type TestScope } from '@simbiz/testing';
import { connect, type NatsConnection } from 'nats';
import { join } from 'node:path';

export interface RunningPlatform {
  base: string;
  scope: TestScope;
  stop: () => Promise<void>;
}

/** Every service: the decision services and the engine too. */
export const ALL_SERVICES: readonly ServiceName[] = ['identity', 'worlds', 'teams', 'warehouse', 'products', 'stores', 'finance', 'simulation-engine'];

/**
 * The services named (identity, worlds and teams unless told) and the gateway (serving dist/web)
 * as processes on the test file's own scope; `env` adds settings (a faster clock).
 */
export async function startPlatform(
  label: string,
  services: readonly ServiceName[] = ['identity', 'worlds', 'teams'],
  env: Record<string, string> = {},
): Promise<RunningPlatform> {
  const scope = await isolatedScope(label);
  const nc: NatsConnection = await connect({ servers: scope.natsUrl });
  const stopPeers = await startPeers(scope, new Requester(nc, scope.subjectPrefix, 2_000), services, env);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stopGateway = await startServiceProcess(
    'gateway/src/main.ts',
    {
      NATS_URL: scope.natsUrl,
      NATS_SUBJECT_PREFIX: scope.subjectPrefix,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: join(__dirname, '../../../dist/web'),
    },
    async () => (await fetch(`${base}/mfe-manifest.json`)).ok,
  );
  return {
    base,
    scope,
    stop: async () => {
      await stopGateway();
      await stopPeers();
      await nc.close();
    },
  };
}
