import { createAuditIndex, createAuditTable, createItemVersionTable, createRoundFenceTable } from '@simbiz/service-kit';
import { type Kysely, type Migration, sql } from 'kysely';

/** The warehouse schema: storages, inventory per round, clearance and reallocation plans, the round fence and the audit log. */
export const warehouseMigrations: Record<string, Migration> = {
  '0001-storages-inventory': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('storage')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('warehouse_id', 'text', (c) => c.notNull())
        .addColumn('capacity_m3', 'real', (c) => c.notNull())
        .addColumn('is_default', 'boolean', (c) => c.notNull())
        .addColumn('created_round', 'integer', (c) => c.notNull())
        .addUniqueConstraint('storage_per_warehouse', ['world_id', 'company_id', 'warehouse_id'])
        .execute();
      await db.schema
        .createTable('inventory')
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('model_id', 'text', (c) => c.notNull())
        .addColumn('warehouse_id', 'text', (c) => c.notNull())
        .addColumn('opening', 'integer', (c) => c.notNull())
        .addColumn('produced', 'integer', (c) => c.notNull())
        .addColumn('sold', 'integer', (c) => c.notNull())
        .addColumn('cleared', 'integer', (c) => c.notNull())
        .addColumn('transfer_in', 'integer', (c) => c.notNull())
        .addColumn('transfer_out', 'integer', (c) => c.notNull())
        .addColumn('closing', 'integer', (c) => c.notNull())
        .addColumn('unit_cost', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('inventory_pk', ['world_id', 'company_id', 'round', 'model_id', 'warehouse_id'])
        .execute();
      await createRoundFenceTable(db);
      await createAuditTable(db);
    },
  },
  '0002-clearance-reallocation': {
    up: async (db: Kysely<unknown>) => {
      // A storage given up stays for the history; one per warehouse is now one rented at a time.
      await db.schema.alterTable('storage').addColumn('released_round', 'integer').execute();
      await db.schema.alterTable('storage').dropConstraint('storage_per_warehouse').execute();
      await db.schema
        .createIndex('storage_rented_per_warehouse')
        .on('storage')
        .columns(['world_id', 'company_id', 'warehouse_id'])
        .unique()
        .where(sql.ref('released_round'), 'is', null)
        .execute();
      await db.schema
        .alterTable('inventory')
        .addColumn('in_transit_out', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('clearance_plan')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('model_id', 'text', (c) => c.notNull())
        .addColumn('warehouse_id', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addUniqueConstraint('clearance_plan_once', ['world_id', 'company_id', 'round', 'model_id', 'warehouse_id'])
        .execute();
      await db.schema.createIndex('clearance_plan_round').on('clearance_plan').columns(['world_id', 'round']).execute();
      await db.schema
        .createTable('reallocation_plan')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('model_id', 'text', (c) => c.notNull())
        .addColumn('from_warehouse_id', 'text', (c) => c.notNull())
        .addColumn('logistics_service_id', 'text', (c) => c.notNull())
        .addColumn('to_warehouse_id', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addUniqueConstraint('reallocation_plan_once', ['world_id', 'company_id', 'round', 'model_id', 'from_warehouse_id'])
        .execute();
      await db.schema.createIndex('reallocation_plan_round').on('reallocation_plan').columns(['world_id', 'round']).execute();
    },
  },
  // The admin console's log pages this table newest first, after an (at, id) cursor (issue 24).
  '0003-audit-index': { up: (db: Kysely<unknown>) => createAuditIndex(db) },
  // Each item's version, for refusing a write made from an older one (issue 47).
  '0004-item-versions': { up: (db: Kysely<unknown>) => createItemVersionTable(db) },
};
