import { COMPANY_STATUS } from '@simbiz/contracts';
import { createAuditIndex, createAuditTable } from '@simbiz/service-kit';
import { type Kysely, type Migration, sql } from 'kysely';

/** The teams schema: teams, their companies, who is on which team, and the audit log. */
export const teamsMigrations: Record<string, Migration> = {
  '0001-teams-companies-members': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('team')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('passcode', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create unique index team_name on team (world_id, lower(name))`.execute(db);
      await db.schema
        .createTable('company')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('team_id', 'uuid', (c) => c.notNull().unique().references('team.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(COMPANY_STATUS.active))
        .execute();
      await sql`create unique index company_name on company (world_id, lower(name))`.execute(db);
      await db.schema
        .createTable('team_member')
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('team_id', 'uuid', (c) => c.notNull().references('team.id').onDelete('cascade'))
        .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('team_member_pk', ['world_id', 'user_id'])
        .execute();
    },
  },
  '0002-audit': { up: (db: Kysely<unknown>) => createAuditTable(db) },
  '0003-team-description': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .alterTable('team')
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  },
  '0004-round-warnings': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('round_warning')
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'uuid', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('area', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('params', 'jsonb', (c) => c.notNull())
        .addPrimaryKeyConstraint('round_warning_pk', ['world_id', 'company_id', 'round', 'seq'])
        .execute();
      await db.schema
        .alterTable('company')
        .addColumn('resolved_round', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // The admin console's log pages this table newest first, after an (at, id) cursor (issue 24).
  '0005-audit-index': { up: (db: Kysely<unknown>) => createAuditIndex(db) },
};
