import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

/**
 * Runs a service of the workspace as its own process, as in production (built from source by
 * scripts/run-ts.mjs), and waits until `ready` says it answers. Returns a function that stops it
 * (SIGTERM unless told otherwise: a fault test kills with SIGKILL) and waits for it to exit.
 */
export async function startServiceProcess(
  entry: string,
  env: Record<string, string>,
  ready: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<(signal?: NodeJS.Signals) => Promise<void>> {
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/run-ts.mjs'), entry], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: run-ts starts the service as a child, and a kill must reach both.
    detached: true,
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      // SIGTERM goes to run-ts, which passes it on and waits; SIGKILL cannot be passed on, so it goes to the whole group.
      if (signal === 'SIGKILL' && child.pid !== undefined) process.kill(-child.pid, signal);
      else child.kill(signal);
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return stop;
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`${entry} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
