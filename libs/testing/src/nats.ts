import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { freePort, waitFor } from './free-port';

export interface NatsServerHandle {
  url: string;
  source: 'env' | 'local' | 'spawned';
  stop(): Promise<void>;
}

export const LOCAL_NATS_URL = 'nats://127.0.0.1:4222';
export const NATS_INSTRUCTION = 'NATS is needed: set NATS_URL, run nats-server -js on 127.0.0.1:4222, or install it (Debian: apt-get install nats-server).';

/** True when a NATS server answers at `url` with JetStream enabled. */
export async function canConnectNats(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const nc = await connect({ servers: url, timeout: timeoutMs, reconnect: false });
    try {
      await (await nc.jetstreamManager({ timeout: timeoutMs })).getAccountInfo();
      return true;
    } finally {
      await nc.close();
    }
  } catch {
    return false;
  }
}

function onPath(binary: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Installs Debian's nats-server package; only root can, and only where apt-get exists. */
export function installNatsServer(): boolean {
  if (process.getuid?.() !== 0 || !onPath('apt-get')) return false;
  const apt = (args: string[]) =>
    execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', '-q', 'nats-server']);
  } catch {
    try {
      apt(['update', '-q']);
      apt(['install', '-y', '-q', 'nats-server']);
    } catch {
      return false;
    }
  }
  return onPath('nats-server') !== undefined;
}

/** Starts `nats-server -js` on a free port with a throw-away store directory. */
export async function startNatsServer(binary = onPath('nats-server') ?? onPath('/usr/sbin/nats-server')): Promise<NatsServerHandle> {
  if (!binary) throw new Error(NATS_INSTRUCTION);
  const port = await freePort();
  const storeDir = await mkdtemp(join(tmpdir(), 'simbiz-nats-'));
  const child: ChildProcess = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: 'ignore',
  });
  const url = `nats://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(storeDir, { recursive: true, force: true });
  };
  try {
    await waitFor(() => canConnectNats(url, 500), 10_000, `nats-server on port ${port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, source: 'spawned', stop };
}

/** `NATS_URL` if set, else 127.0.0.1:4222 if it answers with JetStream, else a spawned nats-server. */
export async function findOrStartNats(env: NodeJS.ProcessEnv = process.env): Promise<NatsServerHandle> {
  const fromEnv = env['NATS_URL'];
  if (fromEnv) {
    if (!(await canConnectNats(fromEnv))) throw new Error(`NATS_URL (${fromEnv}) does not answer with JetStream`);
    return { url: fromEnv, source: 'env', stop: async () => undefined };
  }
  if (await canConnectNats(LOCAL_NATS_URL)) return { url: LOCAL_NATS_URL, source: 'local', stop: async () => undefined };
  if (!onPath('nats-server') && !onPath('/usr/sbin/nats-server') && !installNatsServer()) {
    throw new Error(NATS_INSTRUCTION);
  }
  return startNatsServer();
}

/** Deletes the JetStream streams a test run made (their names carry the run's subject prefix). */
export async function deleteStreamsOf(url: string, runToken: string): Promise<void> {
  const nc = await connect({ servers: url, timeout: 2_000 });
  try {
    const jsm = await nc.jetstreamManager();
    for (const stream of await jsm.streams.list().next()) {
      if (stream.config.name.includes(runToken)) await jsm.streams.delete(stream.config.name);
    }
  } finally {
    await nc.close();
  }
}
