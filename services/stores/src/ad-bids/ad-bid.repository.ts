import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
export type AdBidRow = Selectable<StoresTables['ad_bid']>;
/** A bid with the platform and model of its store product. */
export type AdBidLine = Omit<AdBidRow, 'seq'> & { platform_id: string; model_id: string };

/** The company's bids with their products' platform and model, every round or one. */
function bidLines(db: Db, worldId: string, companyId: string) {
  return db
    .selectFrom('ad_bid as b')
    .innerJoin('store_product as sp', 'sp.id', 'b.product_id')
    .select([
      'b.id',
      'b.world_id',
      'b.company_id',
      'b.product_id',
      'b.segment_id',
      'b.cost_per_click',
      'b.daily_budget',
      'b.round',
      'sp.platform_id',
      'sp.model_id',
    ])
    .where('b.world_id', '=', worldId)
    .where('b.company_id', '=', companyId);
}

/** The company's bids of every round, the latest round first. */
export function companyAdBids(db: Db, worldId: string, companyId: string): Promise<AdBidLine[]> {
  return bidLines(db, worldId, companyId).orderBy('b.round', 'desc').orderBy('b.seq').execute();
}

/** The bid, if it is the company's own. */
export function companyAdBid(db: Db, worldId: string, companyId: string, bidId: string): Promise<AdBidLine | undefined> {
  return bidLines(db, worldId, companyId).where('b.id', '=', bidId).executeTakeFirst();
}

/** Whether the store product has a bid on the segment keyword in the round. */
export async function productBidOnKeyword(db: Db, productId: string, segmentId: string, round: number): Promise<boolean> {
  const row = await db
    .selectFrom('ad_bid')
    .select('id')
    .where('product_id', '=', productId)
    .where('segment_id', '=', segmentId)
    .where('round', '=', round)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAdBid(db: Db, row: Omit<AdBidRow, 'seq'>): Promise<void> {
  await db.insertInto('ad_bid').values(row).execute();
}

export async function updateAdBidTerms(db: Db, bidId: string, terms: { cost_per_click: number; daily_budget: number }): Promise<void> {
  await db.updateTable('ad_bid').set(terms).where('id', '=', bidId).execute();
}

export async function deleteAdBidRow(db: Db, bidId: string): Promise<void> {
  await db.deleteFrom('ad_bid').where('id', '=', bidId).execute();
}
