import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
export type StoreRow = Selectable<StoresTables['store']>;
export type ProductRow = Selectable<StoresTables['store_product']>;

export function companyStores(db: Db, worldId: string, companyId: string): Promise<StoreRow[]> {
  return db
    .selectFrom('store')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('opened_round')
    .orderBy('platform_id')
    .execute();
}

export async function storeOnPlatform(db: Db, worldId: string, companyId: string, platformId: string): Promise<boolean> {
  const row = await db
    .selectFrom('store')
    .select('id')
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('platform_id', '=', platformId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertStore(db: Db, row: StoreRow): Promise<void> {
  await db.insertInto('store').values(row).execute();
}

/** A store of the world, whoever's it is. */
export function worldStore(db: Db, worldId: string, storeId: string): Promise<StoreRow | undefined> {
  return db.selectFrom('store').selectAll().where('id', '=', storeId).where('world_id', '=', worldId).executeTakeFirst();
}

export async function isListed(db: Db, storeId: string, modelId: string): Promise<boolean> {
  return (await db.selectFrom('store_product').select('id').where('store_id', '=', storeId).where('model_id', '=', modelId).executeTakeFirst()) !== undefined;
}

export function companyProducts(db: Db, worldId: string, companyId: string, storeId?: string): Promise<ProductRow[]> {
  let query = db.selectFrom('store_product').selectAll().where('world_id', '=', worldId).where('company_id', '=', companyId);
  if (storeId) query = query.where('store_id', '=', storeId);
  return query.orderBy('seq').execute();
}

/**
 * The product, if it is the company's own, locked until the transaction ends: a decision on it (a
 * promotion, taking it offline) waits for another one on it to commit, so no two cross.
 */
export function companyProduct(db: Db, worldId: string, companyId: string, productId: string): Promise<ProductRow | undefined> {
  return db
    .selectFrom('store_product')
    .selectAll()
    .where('id', '=', productId)
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertProduct(db: Db, row: Omit<ProductRow, 'seq'>): Promise<void> {
  await db.insertInto('store_product').values(row).execute();
}

export async function updateProductRow(db: Db, productId: string, change: { price?: number; online?: boolean }): Promise<void> {
  await db.updateTable('store_product').set(change).where('id', '=', productId).execute();
}

export async function deleteProductRow(db: Db, productId: string): Promise<void> {
  await db.deleteFrom('store_product').where('id', '=', productId).execute();
}

/** The company's sales per listing in its last resolved round, with that round; null before the first. */
export async function lastListingSales(db: Db, worldId: string, companyId: string) {
  const last = await db
    .selectFrom('listing_sales')
    .select((eb) => eb.fn.max('round').as('round'))
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!last?.round) return null;
  const rows = await db
    .selectFrom('listing_sales')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('round', '=', last.round)
    .execute();
  return { round: last.round, rows };
}
