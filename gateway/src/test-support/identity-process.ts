import { healthMessage } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

/**
 * Runs the identity service as its own process (as in production), built from source by
 * scripts/run-ts.mjs, and waits until it answers its health subject.
 */
export async function startIdentity(env: Record<string, string>, requester: Requester): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/run-ts.mjs'), 'services/identity/src/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await requester.send(healthMessage('identity'), {}, { timeoutMs: 1_000 })).code === 0) return stop;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error('the identity service did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
