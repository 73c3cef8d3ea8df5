import { type Kysely, type Migration, sql } from 'kysely';

/** The engine's schema: one row per resolved round of a world, never two (the primary key). */
export const engineMigrations: Record<string, Migration> = {
  '0001-resolutions': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('resolution')
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('state', 'jsonb', (c) => c.notNull())
        .addColumn('results', 'jsonb', (c) => c.notNull())
        .addColumn('decisions', 'jsonb', (c) => c.notNull())
        .addColumn('engine_ms', 'real', (c) => c.notNull())
        .addColumn('resolved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('resolution_pk', ['world_id', 'round'])
        .execute();
    },
  },
};
