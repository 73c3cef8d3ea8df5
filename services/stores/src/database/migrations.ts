import { createAuditTable, createRoundFenceTable } from '@simbiz/service-kit';
import type { Kysely, Migration } from 'kysely';

/** The stores schema: stores, store products, company and product promotions, sales per listing and round. */
export const storesMigrations: Record<string, Migration> = {
  '0001-stores-products-promotions': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('store')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('platform_id', 'text', (c) => c.notNull())
        .addColumn('opened_round', 'integer', (c) => c.notNull())
        .addUniqueConstraint('store_per_platform', ['world_id', 'company_id', 'platform_id'])
        .execute();
      await db.schema
        .createTable('store_product')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('store_id', 'uuid', (c) => c.notNull().references('store.id'))
        .addColumn('platform_id', 'text', (c) => c.notNull())
        .addColumn('model_id', 'uuid', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('online', 'boolean', (c) => c.notNull())
        .addColumn('created_round', 'integer', (c) => c.notNull())
        .addUniqueConstraint('listing_per_store', ['store_id', 'model_id'])
        .execute();
      await db.schema
        .createTable('company_promotion')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('channel_id', 'text', (c) => c.notNull())
        .addColumn('brand_id', 'uuid', (c) => c.notNull())
        .addColumn('budget', 'bigint', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addUniqueConstraint('promotion_per_round', ['world_id', 'company_id', 'channel_id', 'brand_id', 'round'])
        .execute();
      await db.schema
        .createTable('listing_sales')
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('platform_id', 'text', (c) => c.notNull())
        .addColumn('model_id', 'text', (c) => c.notNull())
        .addColumn('units', 'integer', (c) => c.notNull())
        .addColumn('revenue', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('listing_sales_pk', ['world_id', 'company_id', 'round', 'platform_id', 'model_id'])
        .execute();
      await createRoundFenceTable(db);
      await createAuditTable(db);
    },
  },
  '0002-product-promotions': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('product_promotion')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('world_id', 'uuid', (c) => c.notNull())
        .addColumn('company_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'uuid', (c) => c.notNull().references('store_product.id'))
        .addColumn('discount', 'integer', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addUniqueConstraint('product_promotion_per_round', ['product_id', 'round'])
        .execute();
      await db.schema.createIndex('product_promotion_of_company').on('product_promotion').columns(['world_id', 'company_id', 'round']).execute();
    },
  },
};
