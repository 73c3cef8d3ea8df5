import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { warehouseMessages as m } from '@simbiz/contracts';
import {
  CompanyRead,
  Decision,
  type DecisionInWorld,
  Handles,
  type ReadContext,
  type ReplyOf,
  type RequestOf,
  RoundApply,
  type RoundRef,
  RoundSnapshot,
  RoundDraft,
  type DraftRef,
  ServiceHandlers,
  worldScreenplay,
} from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { WarehouseTables } from './database/tables';
import { snapshotOf } from './round-slices';
import { applyInventory, listInventory } from './inventory/inventory';
import { companyStorages, createStorage, deleteStorage, releaseStorage, rentedStorages, updateStorage } from './storages/storages';

type Db = Kysely<WarehouseTables>;
type Tx = Transaction<WarehouseTables>;

/** Storages, inventory and the engine's side; thin handlers: who decides and the round fence are service-kit's, the rules live in storages/ and inventory/. */
@Controller()
export class WarehouseController extends ServiceHandlers<WarehouseTables> {
  @CompanyRead(m.listStorages, { versions: ['storageId'] })
  async listStorages(db: Db, reader: ReadContext, input: RequestOf<typeof m.listStorages>) {
    return companyStorages(db, await worldScreenplay(this.services, input.worldId), input.worldId, reader.companyId);
  }

  @Decision(m.createStorage, 'storage.create', { item: 'storageId' })
  createStorage(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createStorage>) {
    return createStorage(tx, ctx.screenplay, ctx, input);
  }

  @Decision(m.updateStorage, 'storage.update', { item: 'storageId' })
  updateStorage(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateStorage>) {
    return updateStorage(tx, ctx.screenplay, ctx, input);
  }

  @Decision(m.deleteStorage, 'storage.delete', { item: 'storageId', deletes: true })
  deleteStorage(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteStorage>) {
    return deleteStorage(tx, ctx, input.storageId);
  }

  @Decision(m.releaseStorage, 'storage.release', { item: 'storageId' })
  releaseStorage(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.releaseStorage>) {
    return releaseStorage(tx, ctx, input.storageId);
  }

  @CompanyRead(m.listInventory)
  listInventory(db: Db, reader: ReadContext, input: RequestOf<typeof m.listInventory>) {
    return listInventory(db, input.worldId, reader.companyId, input.round);
  }

  /** For products (no HTTP route): where a company can put what it makes (storages it still rents). */
  @Handles(m.companyStorages)
  async companyStorages(@Payload() input: RequestOf<typeof m.companyStorages>): Promise<ReplyOf<typeof m.companyStorages>> {
    return rentedStorages(this.db, await worldScreenplay(this.services, input.worldId), input.worldId, input.companyId);
  }

  /** For the engine: the space each company rents beyond its default storage, and the round's clearance and reallocation plans. */
  @RoundSnapshot(m.snapshot)
  snapshot(tx: Tx, { worldId, round }: RoundRef) {
    return snapshotOf(tx, worldId, round);
  }

  /** For the engine's budget: one company's warehouse decisions so far, while the round is open. */
  @RoundDraft(m.draft)
  draft(db: Db, { worldId, round, companyId }: DraftRef) {
    return snapshotOf(db, worldId, round, companyId);
  }

  @RoundApply(m.apply)
  apply(db: Db, input: RequestOf<typeof m.apply>) {
    return applyInventory(db, input.worldId, input.round, input.companies);
  }
}
