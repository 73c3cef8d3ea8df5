import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
export type PromotionRow = Selectable<StoresTables['company_promotion']>;

export function companyPromotions(db: Db, worldId: string, companyId: string): Promise<PromotionRow[]> {
  return db
    .selectFrom('company_promotion')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('round', 'desc')
    .orderBy('seq')
    .execute();
}

/** Whether the company already promotes the brand on the channel in the round. */
export async function promotedInRound(
  db: Db,
  worldId: string,
  companyId: string,
  promotion: { channelId: string; brandId: string; round: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('company_promotion')
    .select('id')
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('channel_id', '=', promotion.channelId)
    .where('brand_id', '=', promotion.brandId)
    .where('round', '=', promotion.round)
    .executeTakeFirst();
  return row !== undefined;
}

/** The promotion, if it is the company's own. */
export function companyPromotion(db: Db, worldId: string, companyId: string, promotionId: string): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('company_promotion')
    .selectAll()
    .where('id', '=', promotionId)
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export async function insertPromotion(db: Db, row: Omit<PromotionRow, 'seq'>): Promise<void> {
  await db.insertInto('company_promotion').values(row).execute();
}

export async function updatePromotionBudget(db: Db, promotionId: string, budget: number): Promise<void> {
  await db.updateTable('company_promotion').set({ budget }).where('id', '=', promotionId).execute();
}

export async function deletePromotion(db: Db, promotionId: string): Promise<void> {
  await db.deleteFrom('company_promotion').where('id', '=', promotionId).execute();
}
