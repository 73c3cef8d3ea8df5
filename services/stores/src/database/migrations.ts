import { createAuditIndex, createAuditTable, createItemVersionTable, createRoundFenceTable } from '@simbiz/service-kit';
import type { Kysely, Migration } from 'kysely';

/**
 * The stores schema: stores, store products, company and product promotions, sales per listing and
 * round; the platform side of stores (showcase choices, packages, traffic purchases, ad bids and
 * recharges, merchant and influencer livestreams).
 */
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
  '0003-store-platform': {
    up: async (db: Kysely<unknown>) => {
      const item = (table: string) =>
        db.schema
          .createTable(table)
          .addColumn('id', 'uuid', (c) => c.primaryKey())
          .addColumn('seq', 'bigserial', (c) => c.notNull())
          .addColumn('world_id', 'uuid', (c) => c.notNull())
          .addColumn('company_id', 'text', (c) => c.notNull());
      await item('showcase_choice')
        .addColumn('store_id', 'uuid', (c) => c.notNull().references('store.id'))
        .addColumn('showcase_design_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addUniqueConstraint('showcase_choice_per_round', ['store_id', 'round'])
        .execute();
      await item('store_package')
        .addColumn('store_id', 'uuid', (c) => c.notNull().references('store.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('created_round', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('store_package_product')
        .addColumn('package_id', 'uuid', (c) => c.notNull().references('store_package.id').onDelete('cascade'))
        .addColumn('product_id', 'uuid', (c) => c.notNull().references('store_product.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('store_package_product_pk', ['package_id', 'product_id'])
        .execute();
      await item('traffic_purchase')
        .addColumn('product_id', 'uuid', (c) => c.notNull().references('store_product.id'))
        .addColumn('traffic_package_id', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addUniqueConstraint('traffic_purchase_per_round', ['product_id', 'traffic_package_id', 'round'])
        .execute();
      await item('ad_bid')
        .addColumn('product_id', 'uuid', (c) => c.notNull().references('store_product.id'))
        .addColumn('segment_id', 'text', (c) => c.notNull())
        .addColumn('cost_per_click', 'integer', (c) => c.notNull())
        .addColumn('daily_budget', 'bigint', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addUniqueConstraint('ad_bid_per_round', ['product_id', 'segment_id', 'round'])
        .execute();
      await item('ad_recharge')
        .addColumn('store_id', 'uuid', (c) => c.notNull().references('store.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .execute();
      // Merchant livestreams (no influencer, hours) and influencer livestreams (an influencer, no hours).
      await item('livestream')
        .addColumn('store_id', 'uuid', (c) => c.notNull().references('store.id'))
        .addColumn('influencer_id', 'text')
        .addColumn('hours', 'integer')
        .addColumn('round', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('livestream_product')
        .addColumn('livestream_id', 'uuid', (c) => c.notNull().references('livestream.id').onDelete('cascade'))
        .addColumn('product_id', 'uuid', (c) => c.notNull().references('store_product.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('livestream_product_pk', ['livestream_id', 'product_id'])
        .execute();
      for (const table of ['showcase_choice', 'traffic_purchase', 'ad_bid', 'ad_recharge', 'livestream'])
        await db.schema.createIndex(`${table}_of_company`).on(table).columns(['world_id', 'company_id', 'round']).execute();
      await db.schema.createIndex('store_package_of_company').on('store_package').columns(['world_id', 'company_id', 'created_round']).execute();
      await db.schema.createIndex('store_package_product_of_product').on('store_package_product').column('product_id').execute();
      await db.schema.createIndex('livestream_product_of_product').on('livestream_product').column('product_id').execute();
    },
  },
  // The admin console's log pages this table newest first, after an (at, id) cursor (issue 24).
  '0004-audit-index': { up: (db: Kysely<unknown>) => createAuditIndex(db) },
  // Each item's version, for refusing a write made from an older one (issue 47).
  '0005-item-versions': { up: (db: Kysely<unknown>) => createItemVersionTable(db) },
};
