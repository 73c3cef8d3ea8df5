import { isolatedScope } from '@simbiz/testing';
import { type Kysely, sql } from 'kysely';
import { createDatabase, migrateToLatest } from './database';
import { probeMigrations } from '../test-support/probe.module';

describe('migrateToLatest, against real PostgreSQL', () => {
  let databaseUrl: string;
  const pools: Kysely<unknown>[] = [];

  beforeAll(async () => {
    ({ databaseUrl } = await isolatedScope('migrate'));
  });

  afterAll(async () => {
    await Promise.all(pools.map((db) => db.destroy()));
  });

  it('lets replicas starting at the same moment take turns on a fresh schema: none fails, each migration runs once', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const schema = `race_${attempt}`;
      const replicas = Array.from({ length: 4 }, () => createDatabase<unknown>(databaseUrl, schema, 2));
      pools.push(...replicas);
      const results = await Promise.all(replicas.map((db) => migrateToLatest(db, schema, probeMigrations)));
      expect(results.flatMap((r) => r.results ?? []).map((r) => r.status)).toEqual(['Success']);
      const notes = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(schema)}.note`.execute(replicas[0] as Kysely<unknown>);
      expect(notes.rows[0]?.n).toBe(0);
    }
  });
});
