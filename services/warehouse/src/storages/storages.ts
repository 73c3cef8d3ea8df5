import { DomainError, ErrorCode, type Storage, type warehouseMessages, throwRefusal } from '@simbiz/contracts';
import type { DecisionContext } from '@simbiz/service-kit';
import { defaultStorage, type Screenplay } from '@simbiz/engine';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { WarehouseTables } from '../database/tables';
import {
  companyStorageForUpdate,
  deleteStorageRow,
  insertStorage,
  insertStorageIfNone,
  type StorageRow,
  storagesOf,
  updateStorageCapacity,
} from './storage.repository';
import { capacityRefusal, newStorageRefusal, storageChangeRefusal } from './storage-rules';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
type Request<K extends keyof typeof warehouseMessages> = z.output<(typeof warehouseMessages)[K]['request']>;

export function storageView(row: StorageRow): Storage {
  return { storageId: row.id, warehouseId: row.warehouse_id, capacityM3: row.capacity_m3, isDefault: row.is_default, createdRound: row.created_round };
}

/** The company's storages, its default one first (made here the first time anyone asks). */
export async function companyStorages(db: Db, screenplay: Screenplay, worldId: string, companyId: string): Promise<Storage[]> {
  const home = defaultStorage(screenplay);
  await insertStorageIfNone(db, {
    id: randomUUID(),
    world_id: worldId,
    company_id: companyId,
    warehouse_id: home.warehouseId,
    capacity_m3: home.capacityM3,
    is_default: true,
    created_round: 0,
  });
  return (await storagesOf(db, worldId, companyId)).map(storageView);
}

/** Rents space in a warehouse of the screenplay (200015), one storage per warehouse (200009), within its capacity (200013). */
export async function createStorage(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'createStorage'>): Promise<Storage> {
  const warehouse = screenplay.warehouses.find((w) => w.id === input.warehouseId);
  const existing = warehouse && input.capacityM3 <= warehouse.capacityM3 ? await companyStorages(tx, screenplay, ctx.worldId, ctx.companyId) : [];
  throwRefusal(newStorageRefusal(warehouse, input.capacityM3, existing, input.warehouseId));
  const row: StorageRow = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    warehouse_id: input.warehouseId,
    capacity_m3: input.capacityM3,
    is_default: false,
    created_round: ctx.round,
  };
  await insertStorage(tx, row);
  return storageView(row);
}

/** The company's own storage (200005 for anyone else's) that may change this round. */
async function ownStorage(
  tx: Db,
  ctx: DecisionContext,
  storageId: string,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Promise<StorageRow> {
  const row = await companyStorageForUpdate(tx, ctx.worldId, ctx.companyId, storageId);
  if (!row) throw new DomainError(ErrorCode.storageNotFound);
  throwRefusal(storageChangeRefusal({ isDefault: row.is_default, createdRound: row.created_round }, ctx.round, refusal));
  return row;
}

export async function updateStorage(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'updateStorage'>): Promise<Storage> {
  const row = await ownStorage(tx, ctx, input.storageId, ErrorCode.onlyCurrentRoundEditable);
  const warehouse = screenplay.warehouses.find((w) => w.id === row.warehouse_id);
  if (warehouse) throwRefusal(capacityRefusal(warehouse.capacityM3, input.capacityM3));
  await updateStorageCapacity(tx, row.id, input.capacityM3);
  return storageView({ ...row, capacity_m3: input.capacityM3 });
}

export async function deleteStorage(tx: Db, ctx: DecisionContext, storageId: string): Promise<{ deleted: true }> {
  const row = await ownStorage(tx, ctx, storageId, ErrorCode.onlyCurrentRoundDeletable);
  await deleteStorageRow(tx, row.id);
  return { deleted: true };
}
