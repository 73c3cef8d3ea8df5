import type { Kysely, Selectable, Transaction } from 'kysely';
import type { WarehouseTables } from '../database/tables';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
export type StorageRow = Selectable<WarehouseTables['storage']>;

/** Adds the storage unless the company already rents one in that warehouse. */
export async function insertStorageIfNone(db: Db, row: StorageRow): Promise<void> {
  await db
    .insertInto('storage')
    .values(row)
    .onConflict((oc) => oc.columns(['world_id', 'company_id', 'warehouse_id']).where('released_round', 'is', null).doNothing())
    .execute();
}

/** The company's storages, given up ones too, its default one first. */
export function storagesOf(db: Db, worldId: string, companyId: string): Promise<StorageRow[]> {
  return db
    .selectFrom('storage')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('is_default', 'desc')
    .orderBy('created_round')
    .orderBy('warehouse_id')
    .execute();
}

/** Space beyond the default storages in a round, of every company or `companyId` alone: what is rented then, and what is given up from that round. */
export function storagesOfRound(db: Db, worldId: string, round: number, companyId?: string): Promise<StorageRow[]> {
  return db
    .selectFrom('storage')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('is_default', '=', false)
    .where('created_round', '<=', round)
    .where((eb) => eb.or([eb('released_round', 'is', null), eb('released_round', '>=', round)]))
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId ?? ''))
    .orderBy('company_id')
    .orderBy('warehouse_id')
    .execute();
}

export async function insertStorage(db: Db, row: StorageRow): Promise<void> {
  await db.insertInto('storage').values(row).execute();
}

/** The storage, if it is the company's own, locked for the change. */
export function companyStorageForUpdate(db: Db, worldId: string, companyId: string, storageId: string): Promise<StorageRow | undefined> {
  return db
    .selectFrom('storage')
    .selectAll()
    .where('id', '=', storageId)
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateStorageCapacity(db: Db, storageId: string, capacityM3: number): Promise<void> {
  await db.updateTable('storage').set({ capacity_m3: capacityM3 }).where('id', '=', storageId).execute();
}

export async function deleteStorageRow(db: Db, storageId: string): Promise<void> {
  await db.deleteFrom('storage').where('id', '=', storageId).execute();
}

export async function releaseStorageRow(db: Db, storageId: string, round: number): Promise<void> {
  await db.updateTable('storage').set({ released_round: round }).where('id', '=', storageId).execute();
}
