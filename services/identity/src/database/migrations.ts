import { createAuditTable } from '@simbiz/service-kit';
import { type Kysely, type Migration, sql } from 'kysely';

/** The identity schema: accounts, sessions and installed licenses. */
export const identityMigrations: Record<string, Migration> = {
  '0001-accounts-sessions-license': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('account')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('last_login_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('session')
        .addColumn('sid', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('account.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('session_user').on('session').column('user_id').execute();
      await db.schema
        .createTable('license')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('installed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('installed_by', 'uuid')
        .execute();
    },
  },
  '0002-invitations': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('invitation')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('invited_by', 'uuid', (c) => c.notNull().references('account.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('used_at', 'timestamptz')
        .execute();
    },
  },
  '0003-admin': {
    up: async (db: Kysely<unknown>) => {
      // An admin may disable an account (issue 24); its admin actions are audited like every service's.
      await db.schema.alterTable('account').addColumn('disabled_at', 'timestamptz').execute();
      await createAuditTable(db);
      await db.schema.createIndex('audit_at').on('audit').columns(['at', 'id']).execute();
    },
  },
};
