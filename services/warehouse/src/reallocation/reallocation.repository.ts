import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { WarehouseTables } from '../database/tables';
import type { CompanyRound } from '../inventory/stock.repository';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
export type ReallocationRow = Selectable<WarehouseTables['reallocation_plan']>;

/** The company's reallocation plans, newest round first, each round's in the order they were made. */
export function reallocationPlansOf(db: Db, worldId: string, companyId: string): Promise<ReallocationRow[]> {
  return db
    .selectFrom('reallocation_plan')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('round', 'desc')
    .orderBy('seq')
    .execute();
}

/** A round's plans of every company, or of `companyId` alone, in the order they were made. */
export function reallocationOfRound(db: Db, worldId: string, round: number, companyId?: string): Promise<ReallocationRow[]> {
  return db
    .selectFrom('reallocation_plan')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('round', '=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('company_id')
    .orderBy('seq')
    .execute();
}

/** The plan, if it is the company's own, locked for the change. */
export function ownReallocationForUpdate(db: Db, worldId: string, companyId: string, planId: string): Promise<ReallocationRow | undefined> {
  return db
    .selectFrom('reallocation_plan')
    .selectAll()
    .where('id', '=', planId)
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the round already has a plan moving the model out of the warehouse. */
export async function reallocationExists(db: Db, at: CompanyRound, modelId: string, fromWarehouseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reallocation_plan')
    .select('id')
    .where('world_id', '=', at.worldId)
    .where('company_id', '=', at.companyId)
    .where('round', '=', at.round)
    .where('model_id', '=', modelId)
    .where('from_warehouse_id', '=', fromWarehouseId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReallocation(db: Db, row: Insertable<WarehouseTables['reallocation_plan']>): Promise<void> {
  await db.insertInto('reallocation_plan').values(row).execute();
}

export async function updateReallocationQuantity(db: Db, planId: string, quantity: number): Promise<void> {
  await db.updateTable('reallocation_plan').set({ quantity }).where('id', '=', planId).execute();
}

export async function deleteReallocationRow(db: Db, planId: string): Promise<void> {
  await db.deleteFrom('reallocation_plan').where('id', '=', planId).execute();
}
