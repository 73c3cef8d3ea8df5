import { healthMessage } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { startServiceProcess } from '@simbiz/testing';

/** The identity service in its own process, ready once it answers its health subject. */
export function startIdentity(env: Record<string, string>, requester: Requester): Promise<() => Promise<void>> {
  return startServiceProcess('services/identity/src/main.ts', env, async () => (await requester.send(healthMessage('identity'), {}, { timeoutMs: 1_000 })).code === 0);
}
