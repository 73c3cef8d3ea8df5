import { Kysely, type Migration, type MigrationResultSet, Migrator, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { querySpan } from '../tracing/query-spans';
import { isTracing } from '../tracing/tracing';

/** Each service keeps its tables in a schema of its own, named after it. */
export function schemaName(service: string): string {
  const name = service.replace(/-/g, '_');
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name for service "${service}"`);
  return name;
}

const pools = new WeakMap<object, Pool>();

/**
 * A Kysely instance whose connections resolve unqualified table names in the service's schema
 * (search_path), so a service's SQL never names, and never reaches, another service's tables.
 */
export function createDatabase<DB>(databaseUrl: string, schema: string, poolSize = 10, onIdleError?: (error: Error) => void): Kysely<DB> {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // A minute, not pg's 10 s: a deadline burst after a quiet spell should not open every connection at once.
    idleTimeoutMillis: 60_000,
    options: `-c search_path=${schema}`,
  });
  // A pooled connection the server closes (restart, failover) is dropped and replaced on demand;
  // without a listener the pool's error event would end the process.
  pool.on('error', (error) => onIdleError?.(error));
  // Traced, each query is a span of the handler that sent it.
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...(isTracing() ? { log: querySpan } : {}) });
  pools.set(db, pool);
  return db;
}

/** The pool behind a database createDatabase made (for its gauges); Kysely does not hand it out. */
export function databasePool(db: Kysely<unknown>): Pool | undefined {
  return pools.get(db);
}

/** Migrations of a service, by name; applied in name order, each once. */
export type Migrations = Record<string, Migration>;

/**
 * Creates the schema if needed and applies pending migrations; the record table lives in the
 * schema too. Replicas starting together take turns: a session advisory lock named after the
 * schema is held on one connection for the whole of it (two `create schema if not exists` at the
 * same moment would otherwise meet in the catalogue's unique index, and one replica would exit).
 */
export async function migrateToLatest(db: Kysely<unknown>, schema: string, migrations: Migrations): Promise<MigrationResultSet> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${`simbiz-migrate:${schema}`}))`.execute(connection);
    try {
      return await migrateHolding(connection, schema, migrations);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${`simbiz-migrate:${schema}`}))`.execute(connection);
    }
  });
}

async function migrateHolding(db: Kysely<unknown>, schema: string, migrations: Migrations): Promise<MigrationResultSet> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    migrationTableSchema: schema,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} of schema ${schema} failed: ${String(result.error)}`, {
      cause: result.error,
    });
  }
  return result;
}
