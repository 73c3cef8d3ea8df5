import { DomainError, ErrorCode, type Storage, type warehouseMessages } from '@simbiz/contracts';
import type { DecisionContext } from '@simbiz/service-kit';
import { defaultStorage, type Screenplay } from '@simbiz/engine';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { WarehouseTables } from '../database/tables';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
type Row = WarehouseTables['storage'];
type Request<K extends keyof typeof warehouseMessages> = z.output<(typeof warehouseMessages)[K]['request']>;

export function storageView(row: Row): Storage {
  return { storageId: row.id, warehouseId: row.warehouse_id, capacityM3: row.capacity_m3, isDefault: row.is_default, createdRound: row.created_round };
}

/** The company's storages, its default one first (made here the first time anyone asks). */
export async function companyStorages(db: Db, screenplay: Screenplay, worldId: string, companyId: string): Promise<Storage[]> {
  const home = defaultStorage(screenplay);
  await db
    .insertInto('storage')
    .values({
      id: randomUUID(),
      world_id: worldId,
      company_id: companyId,
      warehouse_id: home.warehouseId,
      capacity_m3: home.capacityM3,
      is_default: true,
      created_round: 0,
    })
    .onConflict((oc) => oc.columns(['world_id', 'company_id', 'warehouse_id']).doNothing())
    .execute();
  const rows = await db
    .selectFrom('storage')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('is_default', 'desc')
    .orderBy('created_round')
    .execute();
  return rows.map(storageView);
}

/** Rents space in a warehouse of the screenplay (200015), one storage per warehouse (200009), within its capacity (200013). */
export async function createStorage(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'createStorage'>): Promise<Storage> {
  const warehouse = screenplay.warehouses.find((w) => w.id === input.warehouseId);
  if (!warehouse) throw new DomainError(ErrorCode.storageWarehouseNotFound);
  if (input.capacityM3 > warehouse.capacityM3) throw new DomainError(ErrorCode.storageCapacityExceeded, { capacity: warehouse.capacityM3 });
  const existing = await companyStorages(tx, screenplay, ctx.worldId, ctx.companyId);
  if (existing.some((s) => s.warehouseId === input.warehouseId)) throw new DomainError(ErrorCode.storageNameExists);
  const row: Row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    warehouse_id: input.warehouseId,
    capacity_m3: input.capacityM3,
    is_default: false,
    created_round: ctx.round,
  };
  await tx.insertInto('storage').values(row).execute();
  return storageView(row);
}

/** The company's own storage made this round: the default one never changes (200007). */
async function ownStorage(tx: Db, ctx: DecisionContext, storageId: string, refusal: number): Promise<Row> {
  const row = await tx
    .selectFrom('storage')
    .selectAll()
    .where('id', '=', storageId)
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.storageNotFound);
  if (row.is_default) throw new DomainError(ErrorCode.defaultStorageLocked);
  if (row.created_round !== ctx.round) throw new DomainError(refusal);
  return row;
}

export async function updateStorage(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'updateStorage'>): Promise<Storage> {
  const row = await ownStorage(tx, ctx, input.storageId, ErrorCode.onlyCurrentRoundEditable);
  const warehouse = screenplay.warehouses.find((w) => w.id === row.warehouse_id);
  if (warehouse && input.capacityM3 > warehouse.capacityM3) throw new DomainError(ErrorCode.storageCapacityExceeded, { capacity: warehouse.capacityM3 });
  await tx.updateTable('storage').set({ capacity_m3: input.capacityM3 }).where('id', '=', row.id).execute();
  return storageView({ ...row, capacity_m3: input.capacityM3 });
}

export async function deleteStorage(tx: Db, ctx: DecisionContext, storageId: string): Promise<{ deleted: true }> {
  const row = await ownStorage(tx, ctx, storageId, ErrorCode.onlyCurrentRoundDeletable);
  await tx.deleteFrom('storage').where('id', '=', row.id).execute();
  return { deleted: true };
}
