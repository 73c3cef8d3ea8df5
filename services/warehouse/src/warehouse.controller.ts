import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, warehouseMessages as m } from '@simbiz/contracts';
import {
  type AuditContext,
  auditContext,
  audited,
  companyReader,
  CurrentCaller,
  DATABASE,
  decisionMaker,
  Handles,
  REQUESTER,
  type ReplyOf,
  type RequestOf,
  type Requester,
  takeRoundSnapshot,
  withinOpenRound,
  worldScreenplay,
} from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WarehouseTables } from './database/tables';
import { applyInventory, listInventory } from './storages/inventory';
import { companyStorages, createStorage, deleteStorage, updateStorage } from './storages/storages';

/** Thin handlers: who decides is service-kit's decisionMaker; the rules live in storages/. */
@Controller()
export class WarehouseController {
  private readonly audit: AuditContext;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<WarehouseTables>,
    @Inject(REQUESTER) private readonly services: Requester,
  ) {
    this.audit = auditContext('warehouse', db, services);
  }

  @Handles(m.listStorages)
  async listStorages(@Payload() input: RequestOf<typeof m.listStorages>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listStorages>> {
    const reader = await companyReader(this.services, caller, input.worldId);
    return companyStorages(this.db, await worldScreenplay(this.services, input.worldId), input.worldId, reader.companyId);
  }

  @Handles(m.createStorage)
  createStorage(@Payload() input: RequestOf<typeof m.createStorage>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.createStorage>> {
    return audited(this.audit, caller, 'storage.create', input.worldId, async () => {
      const ctx = await decisionMaker(this.services, caller, input.worldId);
      const screenplay = await worldScreenplay(this.services, input.worldId);
      return withinOpenRound(this.db, ctx, (tx) => createStorage(tx, screenplay, ctx, input));
    });
  }

  @Handles(m.updateStorage)
  updateStorage(@Payload() input: RequestOf<typeof m.updateStorage>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.updateStorage>> {
    return audited(this.audit, caller, 'storage.update', input.worldId, async () => {
      const ctx = await decisionMaker(this.services, caller, input.worldId);
      const screenplay = await worldScreenplay(this.services, input.worldId);
      return withinOpenRound(this.db, ctx, (tx) => updateStorage(tx, screenplay, ctx, input));
    });
  }

  @Handles(m.deleteStorage)
  deleteStorage(@Payload() input: RequestOf<typeof m.deleteStorage>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.deleteStorage>> {
    return audited(this.audit, caller, 'storage.delete', input.worldId, async () => {
      const ctx = await decisionMaker(this.services, caller, input.worldId);
      return withinOpenRound(this.db, ctx, (tx) => deleteStorage(tx, ctx, input.storageId));
    });
  }

  @Handles(m.listInventory)
  async listInventory(@Payload() input: RequestOf<typeof m.listInventory>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listInventory>> {
    const reader = await companyReader(this.services, caller, input.worldId);
    return listInventory(this.db, input.worldId, reader.companyId, input.round);
  }

  /** For products (no HTTP route): where a company can put what it makes. */
  @Handles(m.companyStorages)
  async companyStorages(@Payload() input: RequestOf<typeof m.companyStorages>): Promise<ReplyOf<typeof m.companyStorages>> {
    return companyStorages(this.db, await worldScreenplay(this.services, input.worldId), input.worldId, input.companyId);
  }

  /** For the engine: the space each company rents beyond its default storage. */
  @Handles(m.snapshot)
  snapshot(@Payload() input: RequestOf<typeof m.snapshot>): Promise<ReplyOf<typeof m.snapshot>> {
    return takeRoundSnapshot(this.db, input.worldId, input.round, async (tx) => {
      const rows = await tx
        .selectFrom('storage')
        .selectAll()
        .where('world_id', '=', input.worldId)
        .where('is_default', '=', false)
        .orderBy('company_id')
        .orderBy('warehouse_id')
        .execute();
      const companies: Record<string, { storages: { warehouseId: string; capacityM3: number }[] }> = {};
      for (const r of rows) (companies[r.company_id] ??= { storages: [] }).storages.push({ warehouseId: r.warehouse_id, capacityM3: r.capacity_m3 });
      return { companies };
    });
  }

  @Handles(m.apply)
  async apply(@Payload() input: RequestOf<typeof m.apply>): Promise<ReplyOf<typeof m.apply>> {
    await applyInventory(this.db, input.worldId, input.round, input.companies);
    return { applied: true };
  }
}
