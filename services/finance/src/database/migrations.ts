import { createAuditIndex, createAuditTable, createItemVersionTable, createRoundFenceTable } from '@simbiz/service-kit';
import type { Kysely, Migration } from 'kysely';

/** The finance schema: loans, statements per round, the round fence and the audit log. */
export const financeMigrations: Record<string, Migration> = {
  '0001-loans-statements': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('loan')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('amount', 'double precision', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('interest_per_round', 'double precision', (c) => c.notNull())
        .addColumn('term_rounds', 'integer', (c) => c.notNull())
        .addColumn('granted', 'double precision')
        .addColumn('outstanding', 'double precision')
        .execute();
      await db.schema.createIndex('loan_company').on('loan').columns(['world_id', 'company_id', 'round']).execute();
      await db.schema
        .createTable('statement')
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('income_statement', 'jsonb', (c) => c.notNull())
        .addColumn('balance_sheet', 'jsonb', (c) => c.notNull())
        .addColumn('cash_flow', 'jsonb', (c) => c.notNull())
        .addColumn('revenue_by_model', 'jsonb', (c) => c.notNull())
        .addPrimaryKeyConstraint('statement_pk', ['world_id', 'company_id', 'round'])
        .execute();
      await createRoundFenceTable(db);
      await createAuditTable(db);
    },
  },
  // The admin console's log pages this table newest first, after an (at, id) cursor (issue 24).
  '0002-audit-index': { up: (db: Kysely<unknown>) => createAuditIndex(db) },
  // Each item's version, for refusing a write made from an older one (issue 47).
  '0003-item-versions': { up: (db: Kysely<unknown>) => createItemVersionTable(db) },
};
