import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
export type ProductPromotionRow = Selectable<StoresTables['product_promotion']>;
/** A promotion with the platform and model of its store product. */
export type ProductPromotionLine = Omit<ProductPromotionRow, 'seq'> & { platform_id: string; model_id: string };

/** The promotions with their products' platform and model, of the world's companies (or of `companyId`) in `round` (or every round). */
function promotionLines(db: Db, worldId: string, filter: { companyId?: string; round?: number }) {
  return db
    .selectFrom('product_promotion as pp')
    .innerJoin('store_product as sp', 'sp.id', 'pp.product_id')
    .select(['pp.id', 'pp.world_id', 'pp.company_id', 'pp.product_id', 'pp.discount', 'pp.round', 'sp.platform_id', 'sp.model_id'])
    .where('pp.world_id', '=', worldId)
    .$if(filter.companyId !== undefined, (q) => q.where('pp.company_id', '=', filter.companyId ?? ''))
    .$if(filter.round !== undefined, (q) => q.where('pp.round', '=', filter.round ?? 0));
}

/** The company's product promotions of every round, the latest round first. */
export function companyProductPromotions(db: Db, worldId: string, companyId: string): Promise<ProductPromotionLine[]> {
  return promotionLines(db, worldId, { companyId }).orderBy('pp.round', 'desc').orderBy('pp.seq').execute();
}

/** The round's product promotions of every company, or of `companyId` alone, in the order they were made. */
export function roundProductPromotions(db: Db, worldId: string, round: number, companyId?: string): Promise<ProductPromotionLine[]> {
  return promotionLines(db, worldId, { companyId, round }).orderBy('pp.seq').execute();
}

/** Whether the store product has a promotion in the round. */
export async function productPromotedInRound(db: Db, productId: string, round: number): Promise<boolean> {
  const row = await db.selectFrom('product_promotion').select('id').where('product_id', '=', productId).where('round', '=', round).executeTakeFirst();
  return row !== undefined;
}

/** The promotion with its product's platform and model, if it is the company's own. */
export function companyProductPromotion(db: Db, worldId: string, companyId: string, promotionId: string): Promise<ProductPromotionLine | undefined> {
  return promotionLines(db, worldId, { companyId }).where('pp.id', '=', promotionId).executeTakeFirst();
}

export async function insertProductPromotion(db: Db, row: Omit<ProductPromotionRow, 'seq'>): Promise<void> {
  await db.insertInto('product_promotion').values(row).execute();
}

export async function updateProductPromotionDiscount(db: Db, promotionId: string, discount: number): Promise<void> {
  await db.updateTable('product_promotion').set({ discount }).where('id', '=', promotionId).execute();
}

export async function deleteProductPromotionRow(db: Db, promotionId: string): Promise<void> {
  await db.deleteFrom('product_promotion').where('id', '=', promotionId).execute();
}
