import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
export type TrafficPurchaseRow = Selectable<StoresTables['traffic_purchase']>;
/** A purchase with the platform and model of its store product. */
export type TrafficPurchaseLine = Omit<TrafficPurchaseRow, 'seq'> & { platform_id: string; model_id: string };

function purchaseLines(db: Db, worldId: string, companyId: string) {
  return db
    .selectFrom('traffic_purchase as t')
    .innerJoin('store_product as p', 'p.id', 't.product_id')
    .select(['t.id', 't.world_id', 't.company_id', 't.product_id', 't.traffic_package_id', 't.round', 'p.platform_id', 'p.model_id'])
    .where('t.world_id', '=', worldId)
    .where('t.company_id', '=', companyId);
}

/** The company's traffic purchases of every round, in the order they were made. */
export function companyTrafficPurchases(db: Db, worldId: string, companyId: string): Promise<TrafficPurchaseLine[]> {
  return purchaseLines(db, worldId, companyId).orderBy('t.round').orderBy('t.seq').execute();
}

/** The purchase with its product's platform and model, if it is the company's own. */
export function companyTrafficPurchase(db: Db, worldId: string, companyId: string, purchaseId: string): Promise<TrafficPurchaseLine | undefined> {
  return purchaseLines(db, worldId, companyId).where('t.id', '=', purchaseId).executeTakeFirst();
}

/** Whether the traffic package was bought for the store product in the round. */
export async function trafficPackageBoughtInRound(db: Db, productId: string, trafficPackageId: string, round: number): Promise<boolean> {
  const row = await db
    .selectFrom('traffic_purchase')
    .select('id')
    .where('product_id', '=', productId)
    .where('traffic_package_id', '=', trafficPackageId)
    .where('round', '=', round)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTrafficPurchase(db: Db, row: Omit<TrafficPurchaseRow, 'seq'>): Promise<void> {
  await db.insertInto('traffic_purchase').values(row).execute();
}

export async function deleteTrafficPurchaseRow(db: Db, purchaseId: string): Promise<void> {
  await db.deleteFrom('traffic_purchase').where('id', '=', purchaseId).execute();
}
