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
  '0005-course': {
    up: async (db: Kysely<unknown>) => {
      const post = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('world_id', 'uuid', (c) => c.notNull().references('world.id').onDelete('cascade'))
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('html', 'text', (c) => c.notNull())
          .addColumn('author_id', 'uuid', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('edited_at', 'timestamptz');
      await post('announcement')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('pinned_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('announcement_world').on('announcement').columns(['world_id', 'pinned', 'created_at']).execute();
      await db.schema
        .createTable('announcement_read')
        .addColumn('announcement_id', 'uuid', (c) => c.notNull().references('announcement.id').onDelete('cascade'))
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addPrimaryKeyConstraint('announcement_read_pk', ['announcement_id', 'user_id'])
        .execute();
      await post('thread')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('pinned_at', 'timestamptz')
        .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('thread_world').on('thread').columns(['world_id', 'pinned', 'last_activity_at']).execute();
      await post('reply')
        .addColumn('thread_id', 'uuid', (c) => c.notNull().references('thread.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('reply_thread').on('reply').columns(['thread_id', 'created_at']).execute();
      await db.schema
        .createTable('reference')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('world_id', 'uuid', (c) => c.notNull().references('world.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('file_key', 'text', (c) => c.unique())
        .addColumn('file_name', 'text')
        .addColumn('content_type', 'text')
        .addColumn('size', 'integer')
        .addColumn('author_id', 'uuid', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('reference_world').on('reference').columns(['world_id', 'created_at']).execute();
    },
  },
  '0006-admin': {
    up: async (db: Kysely<unknown>) => {
      // An archived world leaves its members' lists and the license's count (issue 24).
      await db.schema.alterTable('world').addColumn('archived_at', 'timestamptz').execute();
      await db.schema.createIndex('world_created').on('world').columns(['created_at']).execute();
      await db.schema.createIndex('audit_at').on('audit').columns(['at', 'id']).execute();
      await db.schema
        .createTable('screenplay')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('document', 'jsonb', (c) => c.notNull())
        .addColumn('imported_by', 'uuid', (c) => c.notNull())
        .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('audit_export')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('filter', 'jsonb', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_rows', 'integer')
        .addColumn('size_bytes', 'bigint')
        .addColumn('file_key', 'text')
        .addColumn('requested_by', 'uuid', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('finished_at', 'timestamptz')
        .addColumn('expires_at', 'timestamptz')
        .addColumn('detail', 'text')
        .execute();
      await db.schema.createIndex('audit_export_created').on('audit_export').columns(['created_at']).execute();
    },
  },
};
