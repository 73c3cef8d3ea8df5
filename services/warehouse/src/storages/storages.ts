import { DomainError, ErrorCode, type Storage, type warehouseMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { DecisionContext } from '@simbiz/service-kit';
import { defaultStorage, type Screenplay } from '@simbiz/engine';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { WarehouseTables } from '../database/tables';
import { lockCompanyStock, stockAtOrBound } from '../inventory/stock.repository';
import {
  companyStorageForUpdate,
  deleteStorageRow,
  insertStorage,
  insertStorageIfNone,
  releaseStorageRow,
  type StorageRow,
  storagesOf,
  updateStorageCapacity,
} from './storage.repository';
import { blocksNewStorage, capacityRefusal, newStorageRefusal, releaseRefusal, storageChangeRefusal } from './storage-rules';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
type Request<K extends keyof typeof warehouseMessages> = z.output<(typeof warehouseMessages)[K]['request']>;

export function storageView(row: StorageRow): Unversioned<Storage> {
  return {
    storageId: row.id,
    warehouseId: row.warehouse_id,
    capacityM3: row.capacity_m3,
    isDefault: row.is_default,
    createdRound: row.created_round,
    releasedRound: row.released_round,
  };
}

/** The company's storages, given up ones too, its default one first (made here the first time anyone asks). */
export async function companyStorages(db: Db, screenplay: Screenplay, worldId: string, companyId: string): Promise<Unversioned<Storage>[]> {
  const home = defaultStorage(screenplay);
  await insertStorageIfNone(db, {
    id: randomUUID(),
    world_id: worldId,
    company_id: companyId,
    warehouse_id: home.warehouseId,
    capacity_m3: home.capacityM3,
    is_default: true,
    created_round: 0,
    released_round: null,
  });
  return (await storagesOf(db, worldId, companyId)).map(storageView);
}

/** The storages the company rents now (its default one included): where it can put or move stock. */
export async function rentedStorages(db: Db, screenplay: Screenplay, worldId: string, companyId: string): Promise<Unversioned<Storage>[]> {
  return (await companyStorages(db, screenplay, worldId, companyId)).filter((s) => s.releasedRound === null);
}

/** Rents space in a warehouse of the screenplay (200015), one storage per warehouse (200009), within its capacity (200013). */
export async function createStorage(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'createStorage'>): Promise<Unversioned<Storage>> {
  await lockCompanyStock(tx, ctx.worldId, ctx.companyId);
  const warehouse = screenplay.warehouses.find((w) => w.id === input.warehouseId);
  const existing = warehouse && input.capacityM3 <= warehouse.capacityM3 ? await companyStorages(tx, screenplay, ctx.worldId, ctx.companyId) : [];
  throwRefusal(
    newStorageRefusal(
      warehouse,
      input.capacityM3,
      existing.filter((s) => blocksNewStorage(s, ctx.round)),
      input.warehouseId,
    ),
  );
  const row: StorageRow = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    warehouse_id: input.warehouseId,
    capacity_m3: input.capacityM3,
    is_default: false,
    created_round: ctx.round,
    released_round: null,
  };
  await insertStorage(tx, row);
  return storageView(row);
}

/** The company's own storage (200005 for anyone else's), locked for the change. */
async function ownStorage(tx: Db, ctx: DecisionContext, storageId: string): Promise<StorageRow> {
  const row = await companyStorageForUpdate(tx, ctx.worldId, ctx.companyId, storageId);
  if (!row) throw new DomainError(ErrorCode.storageNotFound);
  return row;
}

export async function updateStorage(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'updateStorage'>): Promise<Unversioned<Storage>> {
  const row = await ownStorage(tx, ctx, input.storageId);
  throwRefusal(storageChangeRefusal({ isDefault: row.is_default, createdRound: row.created_round }, ctx.round, ErrorCode.onlyCurrentRoundEditable));
  const warehouse = screenplay.warehouses.find((w) => w.id === row.warehouse_id);
  if (warehouse) throwRefusal(capacityRefusal(warehouse.capacityM3, input.capacityM3));
  await updateStorageCapacity(tx, row.id, input.capacityM3);
  return storageView({ ...row, capacity_m3: input.capacityM3 });
}

/** Deletes a storage of this round (130047 otherwise), unless this round's reallocation plans move stock into it (200011). */
export async function deleteStorage(tx: Db, ctx: DecisionContext, storageId: string): Promise<{ deleted: true }> {
  await lockCompanyStock(tx, ctx.worldId, ctx.companyId);
  const row = await ownStorage(tx, ctx, storageId);
  throwRefusal(storageChangeRefusal({ isDefault: row.is_default, createdRound: row.created_round }, ctx.round, ErrorCode.onlyCurrentRoundDeletable));
  if (await stockAtOrBound(tx, ctx, row.warehouse_id)) throw new DomainError(ErrorCode.storageNotEmpty);
  await deleteStorageRow(tx, row.id);
  return { deleted: true };
}

/**
 * Gives a storage up from this round on (200005 once given up, 200007 the default one, 200011
 * while stock is there or on its way). One made this round is deleted instead: nothing of it
 * reaches the engine, and the reply shows it given up in this round.
 */
export async function releaseStorage(tx: Db, ctx: DecisionContext, storageId: string): Promise<Unversioned<Storage>> {
  await lockCompanyStock(tx, ctx.worldId, ctx.companyId);
  const row = await ownStorage(tx, ctx, storageId);
  throwRefusal(releaseRefusal({ isDefault: row.is_default, releasedRound: row.released_round }, await stockAtOrBound(tx, ctx, row.warehouse_id)));
  if (row.created_round === ctx.round) await deleteStorageRow(tx, row.id);
  else await releaseStorageRow(tx, row.id, ctx.round);
  return storageView({ ...row, released_round: ctx.round });
}
