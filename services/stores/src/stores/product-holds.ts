import { type Kysely, sql, type Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;

/** What this round holds a store product by (section 4): each stops it going offline or being deleted. */
export interface ProductHolds {
  inPromotion: boolean;
  inAuction: boolean;
  inLivestream: boolean;
  /** A traffic package bought for it this round. */
  withTraffic: boolean;
  /** A package of any round sells it (packages last). */
  inPackage: boolean;
}

const holdsOf = (where: ReturnType<typeof sql>, round: number) => sql<ProductHolds>`
  select
    exists (select 1 from product_promotion x where x.product_id = p.id and x.round = ${round}) as "inPromotion",
    exists (select 1 from ad_bid x where x.product_id = p.id and x.round = ${round}) as "inAuction",
    exists (select 1 from livestream_product x join livestream l on l.id = x.livestream_id where x.product_id = p.id and l.round = ${round}) as "inLivestream",
    exists (select 1 from traffic_purchase x where x.product_id = p.id and x.round = ${round}) as "withTraffic",
    exists (select 1 from store_package_product x where x.product_id = p.id) as "inPackage",
    p.online as "online"
  from store_product p where ${where}`;

/** What holds the product this round, in one query. */
export async function productHolds(db: Db, productId: string, round: number): Promise<ProductHolds> {
  const { rows } = await holdsOf(sql`p.id = ${productId}`, round).execute(db);
  const [row] = rows as (ProductHolds & { online?: boolean })[];
  if (!row) return { inPromotion: false, inAuction: false, inLivestream: false, withTraffic: false, inPackage: false };
  const { inPromotion, inAuction, inLivestream, withTraffic, inPackage } = row;
  return { inPromotion, inAuction, inLivestream, withTraffic, inPackage };
}

/**
 * What holds a model in the company's stores this round (section 4: a model on sale, in merchant
 * livestreaming, in an ad auction or in a promotion cannot be unbound or replaced): any of its
 * store products online, or held as productHolds says.
 */
export async function modelHolds(db: Db, worldId: string, companyId: string, modelId: string, round: number): Promise<ProductHolds & { onSale: boolean }> {
  const { rows } = await holdsOf(sql`p.world_id = ${worldId} and p.company_id = ${companyId} and p.model_id = ${modelId}`, round).execute(db);
  const any = (key: keyof ProductHolds | 'online') => rows.some((r) => (r as ProductHolds & { online: boolean })[key]);
  return {
    onSale: any('online'),
    inPromotion: any('inPromotion'),
    inAuction: any('inAuction'),
    inLivestream: any('inLivestream'),
    withTraffic: any('withTraffic'),
    inPackage: any('inPackage'),
  };
}
