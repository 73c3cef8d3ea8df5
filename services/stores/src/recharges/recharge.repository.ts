import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
export type RechargeRow = Selectable<StoresTables['ad_recharge']>;
/** A recharge with its store's platform. */
export type RechargeLine = Omit<RechargeRow, 'seq'> & { platform_id: string };

function rechargeLines(db: Db, worldId: string, companyId: string) {
  return db
    .selectFrom('ad_recharge as r')
    .innerJoin('store', 'store.id', 'r.store_id')
    .select(['r.id', 'r.world_id', 'r.company_id', 'r.store_id', 'r.amount', 'r.round', 'store.platform_id'])
    .where('r.world_id', '=', worldId)
    .where('r.company_id', '=', companyId);
}

/** The company's recharges of every round, the latest round first. */
export function companyRecharges(db: Db, worldId: string, companyId: string): Promise<RechargeLine[]> {
  return rechargeLines(db, worldId, companyId).orderBy('r.round', 'desc').orderBy('r.seq').execute();
}

/** The recharge, if it is the company's own. */
export function companyRecharge(db: Db, worldId: string, companyId: string, rechargeId: string): Promise<RechargeLine | undefined> {
  return rechargeLines(db, worldId, companyId).where('r.id', '=', rechargeId).executeTakeFirst();
}

/**
 * Holds the company's recharges of the round until the decision commits: two recharges made at
 * once are then counted one after the other against the round's cash, never both against the same.
 */
export async function lockRoundRecharges(db: Db, worldId: string, companyId: string, round: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`stores:recharge:${worldId}:${companyId}:${round}`}))`.execute(db);
}

/** The company's recharges of the round together, base currency minor units. */
export async function roundRechargeTotal(db: Db, worldId: string, companyId: string, round: number): Promise<number> {
  const row = await db
    .selectFrom('ad_recharge')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount'), eb.val(0)).as('total'))
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('round', '=', round)
    .executeTakeFirst();
  // sum over bigint comes back from PostgreSQL as a string.
  return Number(row?.total ?? 0);
}

export async function insertRecharge(db: Db, row: Omit<RechargeRow, 'seq'>): Promise<void> {
  await db.insertInto('ad_recharge').values(row).execute();
}

export async function updateRechargeAmount(db: Db, rechargeId: string, amount: number): Promise<void> {
  await db.updateTable('ad_recharge').set({ amount }).where('id', '=', rechargeId).execute();
}

export async function deleteRechargeRow(db: Db, rechargeId: string): Promise<void> {
  await db.deleteFrom('ad_recharge').where('id', '=', rechargeId).execute();
}
