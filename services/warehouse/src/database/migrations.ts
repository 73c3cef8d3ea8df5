import { createAuditTable, createRoundFenceTable } from '@simbiz/service-kit';
import type { Kysely, Migration } from 'kysely';

/** The warehouse schema: storages, inventory per round, the round fence and the audit log. */
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
};
