import { createAuditIndex, createAuditTable, createItemVersionTable, createRoundFenceTable } from '@simbiz/service-kit';
import { type Kysely, type Migration, sql } from 'kysely';

/** The products schema: brands, user personas, models, production plans, R&D and prototypes, the round fence and the audit log. */
export const productsMigrations: Record<string, Migration> = {
  '0001-brands-models-plans': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('brand')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_round', 'integer', (c) => c.notNull())
        .execute();
      await sql`create unique index brand_name on brand (world_id, company_id, lower(name))`.execute(db);
      await db.schema
        .createTable('model')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('brand_id', 'uuid', (c) => c.notNull().references('brand.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('attributes', 'jsonb', (c) => c.notNull())
        .addColumn('value_proposition_ids', 'jsonb', (c) => c.notNull())
        .addColumn('created_round', 'integer', (c) => c.notNull())
        .execute();
      await sql`create unique index model_name on model (world_id, company_id, lower(name))`.execute(db);
      await db.schema
        .createTable('production_plan')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('model_id', 'uuid', (c) => c.notNull().references('model.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('produced', 'integer')
        .addColumn('unit_cost', 'double precision')
        .execute();
      await db.schema.createIndex('plan_round').on('production_plan').columns(['world_id', 'round']).execute();
      await createRoundFenceTable(db);
      await createAuditTable(db);
    },
  },
  '0002-personas': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('persona')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('segment_ids', 'jsonb', (c) => c.notNull())
        .addColumn('created_round', 'integer', (c) => c.notNull())
        .execute();
      await sql`create unique index persona_name on persona (world_id, company_id, lower(name))`.execute(db);
      await db.schema
        .alterTable('model')
        .addColumn('persona_id', 'uuid', (c) => c.references('persona.id'))
        .execute();
    },
  },
  '0003-research': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('rd_plan')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('attribute_id', 'text', (c) => c.notNull())
        .addColumn('target_grade', 'integer', (c) => c.notNull())
        .addColumn('investment_per_round', 'bigint', (c) => c.notNull())
        .addColumn('created_round', 'integer', (c) => c.notNull())
        .addColumn('stopped_round', 'integer')
        .execute();
      await db.schema.createIndex('rd_plan_company').on('rd_plan').columns(['world_id', 'company_id']).execute();
      await db.schema
        .createTable('rd_investment')
        .addColumn('plan_id', 'uuid', (c) => c.notNull().references('rd_plan.id').onDelete('cascade'))
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rd_investment_pk', ['plan_id', 'round'])
        .execute();
      await db.schema
        .createTable('research_grade')
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('attribute_id', 'text', (c) => c.notNull())
        .addColumn('grade', 'integer', (c) => c.notNull())
        .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('research_grade_pk', ['world_id', 'company_id', 'attribute_id'])
        .execute();
      await db.schema
        .createTable('prototype')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('attribute_id', 'text', (c) => c.notNull())
        .addColumn('grade', 'integer', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('model_id', 'uuid', (c) => c.references('model.id'))
        .addUniqueConstraint('prototype_number', ['world_id', 'company_id', 'number'])
        .execute();
    },
  },
  // The admin console's log pages this table newest first, after an (at, id) cursor (issue 24).
  '0004-audit-index': { up: (db: Kysely<unknown>) => createAuditIndex(db) },
  // Each item's version, for refusing a write made from an older one (issue 47).
  '0005-item-versions': { up: (db: Kysely<unknown>) => createItemVersionTable(db) },
};
