import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { WarehouseTables } from '../database/tables';
import type { CompanyRound } from '../inventory/stock.repository';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
export type ClearanceRow = Selectable<WarehouseTables['clearance_plan']>;

/** The company's clearance plans, newest round first, each round's in the order they were made. */
export function clearancePlansOf(db: Db, worldId: string, companyId: string): Promise<ClearanceRow[]> {
  return db
    .selectFrom('clearance_plan')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('round', 'desc')
    .orderBy('seq')
    .execute();
}

/** A round's plans of every company, or of `companyId` alone, in the order they were made. */
export function clearanceOfRound(db: Db, worldId: string, round: number, companyId?: string): Promise<ClearanceRow[]> {
  return db
    .selectFrom('clearance_plan')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('round', '=', round)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('company_id')
    .orderBy('seq')
    .execute();
}

/** The plan, if it is the company's own, locked for the change. */
export function ownClearanceForUpdate(db: Db, worldId: string, companyId: string, planId: string): Promise<ClearanceRow | undefined> {
  return db
    .selectFrom('clearance_plan')
    .selectAll()
    .where('id', '=', planId)
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the round already has a plan clearing the model at the warehouse. */
export async function clearanceExists(db: Db, at: CompanyRound, modelId: string, warehouseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('clearance_plan')
    .select('id')
    .where('world_id', '=', at.worldId)
    .where('company_id', '=', at.companyId)
    .where('round', '=', at.round)
    .where('model_id', '=', modelId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertClearance(db: Db, row: Insertable<WarehouseTables['clearance_plan']>): Promise<void> {
  await db.insertInto('clearance_plan').values(row).execute();
}

export async function updateClearanceQuantity(db: Db, planId: string, quantity: number): Promise<void> {
  await db.updateTable('clearance_plan').set({ quantity }).where('id', '=', planId).execute();
}

export async function deleteClearanceRow(db: Db, planId: string): Promise<void> {
  await db.deleteFrom('clearance_plan').where('id', '=', planId).execute();
}
