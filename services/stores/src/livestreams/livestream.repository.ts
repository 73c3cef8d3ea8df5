import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
export type LivestreamRow = Selectable<StoresTables['livestream']>;
/** A merchant livestream has hours and no influencer; an influencer's has an influencer and no hours. */
export type LivestreamKind = 'merchant' | 'influencer';
/** A livestream with its store's platform and the products it shows, in their order. */
export type LivestreamLine = Omit<LivestreamRow, 'seq'> & { platform_id: string; products: { id: string; model_id: string }[] };

function livestreamRows(db: Db, worldId: string, companyId: string, kind: LivestreamKind) {
  return db
    .selectFrom('livestream as l')
    .innerJoin('store', 'store.id', 'l.store_id')
    .select(['l.id', 'l.world_id', 'l.company_id', 'l.store_id', 'l.influencer_id', 'l.hours', 'l.round', 'store.platform_id'])
    .where('l.world_id', '=', worldId)
    .where('l.company_id', '=', companyId)
    .where('l.influencer_id', kind === 'merchant' ? 'is' : 'is not', null);
}

/** The products of each livestream, in the order it shows them. */
async function withProducts(db: Db, rows: Omit<LivestreamLine, 'products'>[]): Promise<LivestreamLine[]> {
  if (rows.length === 0) return [];
  const products = await db
    .selectFrom('livestream_product as x')
    .innerJoin('store_product as p', 'p.id', 'x.product_id')
    .select(['x.livestream_id', 'p.id', 'p.model_id'])
    .where(
      'x.livestream_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('x.position')
    .execute();
  return rows.map((r) => ({ ...r, products: products.filter((p) => p.livestream_id === r.id).map((p) => ({ id: p.id, model_id: p.model_id })) }));
}

/** The company's livestreams of the kind, every round, the latest round first. */
export async function companyLivestreams(db: Db, worldId: string, companyId: string, kind: LivestreamKind): Promise<LivestreamLine[]> {
  return withProducts(db, await livestreamRows(db, worldId, companyId, kind).orderBy('l.round', 'desc').orderBy('l.seq').execute());
}

/** The livestream, if it is the company's own and of the kind. */
export async function companyLivestream(db: Db, worldId: string, companyId: string, kind: LivestreamKind, id: string): Promise<LivestreamLine | undefined> {
  const row = await livestreamRows(db, worldId, companyId, kind).where('l.id', '=', id).executeTakeFirst();
  return row ? (await withProducts(db, [row]))[0] : undefined;
}

/** Holds the store's merchant livestreams of the round until the decision commits, so two cannot both take its last hours. */
export async function lockStoreHours(db: Db, storeId: string, round: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`stores:livestream-hours:${storeId}:${round}`}))`.execute(db);
}

/** The hours of the store's merchant livestreams in the round, but the one named by `exceptId`. */
export async function storeHoursInRound(db: Db, storeId: string, round: number, exceptId?: string): Promise<number> {
  const row = await db
    .selectFrom('livestream')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('hours'), eb.val(0)).as('hours'))
    .where('store_id', '=', storeId)
    .where('round', '=', round)
    .where('influencer_id', 'is', null)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId ?? ''))
    .executeTakeFirst();
  // sum over integer comes back from PostgreSQL as a bigint string.
  return Number(row?.hours ?? 0);
}

/**
 * Holds the influencer's bookings on the platform for the round, whichever company asks, until the
 * decision commits: of two bookings made at once, the second waits and then finds the first.
 */
export async function lockInfluencer(db: Db, worldId: string, platformId: string, influencerId: string, round: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`stores:influencer:${worldId}:${platformId}:${influencerId}:${round}`}))`.execute(db);
}

/** Whether any company of the world has booked the influencer on the platform in the round. */
export async function influencerBooked(db: Db, worldId: string, platformId: string, influencerId: string, round: number): Promise<boolean> {
  const row = await db
    .selectFrom('livestream as l')
    .innerJoin('store', 'store.id', 'l.store_id')
    .select('l.id')
    .where('l.world_id', '=', worldId)
    .where('store.platform_id', '=', platformId)
    .where('l.influencer_id', '=', influencerId)
    .where('l.round', '=', round)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertLivestream(db: Db, row: Omit<LivestreamRow, 'seq'>, productIds: readonly string[]): Promise<void> {
  await db.insertInto('livestream').values(row).execute();
  await setLivestreamProducts(db, row.id, productIds);
}

/** The livestream shows these products, in this order, and no others. */
export async function setLivestreamProducts(db: Db, livestreamId: string, productIds: readonly string[]): Promise<void> {
  await db.deleteFrom('livestream_product').where('livestream_id', '=', livestreamId).execute();
  await db
    .insertInto('livestream_product')
    .values(productIds.map((productId, position) => ({ livestream_id: livestreamId, product_id: productId, position })))
    .execute();
}

export async function updateLivestreamHours(db: Db, livestreamId: string, hours: number): Promise<void> {
  await db.updateTable('livestream').set({ hours }).where('id', '=', livestreamId).execute();
}

/** Deletes the livestream; its products go with it (on delete cascade). */
export async function deleteLivestreamRow(db: Db, livestreamId: string): Promise<void> {
  await db.deleteFrom('livestream').where('id', '=', livestreamId).execute();
}
