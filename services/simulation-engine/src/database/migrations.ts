import { type Kysely, type Migration, sql } from 'kysely';
import { ANALYSIS_VIEWS } from '@simbiz/contracts';
import { companyResultSchema, type RoundResults, type WorldState } from '@simbiz/engine';
import { storeAnalyses } from '../analyses/analyses-store';
import type { EngineTables } from './tables';

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
  '0002-analyses': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('company_round')
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('result', 'jsonb', (c) => c.notNull())
        .addColumn('catalogue', 'jsonb', (c) => c.notNull())
        .addPrimaryKeyConstraint('company_round_pk', ['world_id', 'company_id', 'round'])
        .execute();
      await db.schema
        .createTable('market_round')
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('benchmarks', 'jsonb', (c) => c.notNull())
        .addPrimaryKeyConstraint('market_round_pk', ['world_id', 'round'])
        .execute();
      // Rounds resolved before the read model existed, one at a time (a round of a large class is tens of megabytes).
      const engine = db as Kysely<EngineTables>;
      const keys = await engine.selectFrom('resolution').select(['world_id', 'round']).orderBy('world_id').orderBy('round').execute();
      for (const { world_id, round } of keys) {
        const row = await engine
          .selectFrom('resolution')
          .select(['results', 'state'])
          .where('world_id', '=', world_id)
          .where('round', '=', round)
          .executeTakeFirstOrThrow();
        await storeAnalyses(engine, world_id, round, { results: row.results as RoundResults, state: row.state as WorldState });
      }
    },
  },
  '0003-analyses-shown-parts': {
    // The read model keeps only the parts some analysis shows (analyses-store.ts); the full results stay in resolution.
    up: async (db: Kysely<unknown>) => {
      const shown: readonly string[] = ANALYSIS_VIEWS.all;
      const hidden = Object.keys(companyResultSchema.shape).filter((part) => !shown.includes(part));
      await sql`update company_round set result = result - ${hidden}::text[]`.execute(db);
    },
  },
  '0004-analyses-answers': {
    // A view's whole answer for a company, written the first time it is read after a round (analyses-answers.ts).
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('analyses_answer')
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('view', 'text', (c) => c.notNull())
        .addColumn('through_round', 'integer', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('analyses_answer_pk', ['world_id', 'company_id', 'view'])
        .execute();
    },
  },
  '0005-analyses-answers-gzipped': {
    // The answer is kept as its reply goes out, gzipped once (SerializedReply.stored): a read sends it
    // as it is, and the gateway passes it on so. The stored answers are worked out again at their next
    // read. Gzip does not compress again: PostgreSQL keeps the bytes out of line as they are.
    up: async (db: Kysely<unknown>) => {
      await sql`delete from analyses_answer`.execute(db);
      await db.schema.alterTable('analyses_answer').dropColumn('answer').execute();
      await db.schema
        .alterTable('analyses_answer')
        .addColumn('envelope_gzip', 'bytea', (c) => c.notNull())
        .execute();
      await sql`alter table analyses_answer alter column envelope_gzip set storage external`.execute(db);
    },
  },
};
