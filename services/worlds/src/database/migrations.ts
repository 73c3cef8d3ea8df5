import { type Kysely, type Migration, sql } from 'kysely';

/** The worlds schema: worlds, their members and the audit log of state-changing calls. */
export const worldsMigrations: Record<string, Migration> = {
  '0001-worlds-members-audit': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('world')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('passcode', 'text')
        .addColumn('screenplay_id', 'text', (c) => c.notNull())
        .addColumn('status', 'smallint', (c) => c.notNull())
        .addColumn('current_round', 'integer')
        .addColumn('start_at', 'timestamptz', (c) => c.notNull())
        .addColumn('settings', 'jsonb', (c) => c.notNull())
        .addColumn('created_by', 'uuid', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create unique index world_name on world (lower(name))`.execute(db);
      await db.schema
        .createTable('member')
        .addColumn('world_id', 'uuid', (c) => c.notNull().references('world.id').onDelete('cascade'))
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('kind', 'smallint', (c) => c.notNull())
        .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('member_pk', ['world_id', 'user_id'])
        .execute();
      await db.schema.createIndex('member_user').on('member').column('user_id').execute();
      await db.schema
        .createTable('audit')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('user_id', 'uuid')
        .addColumn('world_id', 'uuid')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('result_code', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  '0002-schedules': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('deadline')
        .addColumn('world_id', 'uuid', (c) => c.notNull().references('world.id').onDelete('cascade'))
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('deadline_pk', ['world_id', 'round'])
        .execute();
      await db.schema.alterTable('world').addColumn('paused_at', 'timestamptz').execute();
    },
  },
  '0003-round-announcements': {
    up: async (db: Kysely<unknown>) => {
      await db.schema.alterTable('world').addColumn('round_announced_at', 'timestamptz').execute();
      await db.schema.alterTable('world').addColumn('rerun_round', 'integer').execute();
    },
  },
  '0004-achievements': {
    up: async (db: Kysely<unknown>) => {
      // The KPI weights a manager set (fractions by KPI), null for the screenplay's.
      await db.schema.alterTable('world').addColumn('score_weights', 'jsonb').execute();
      await db.schema
        .createTable('contribution')
        .addColumn('world_id', 'uuid', (c) => c.notNull().references('world.id').onDelete('cascade'))
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('percent', 'smallint', (c) => c.notNull())
        .addPrimaryKeyConstraint('contribution_pk', ['world_id', 'round', 'user_id'])
        .execute();
    },
  },
};
