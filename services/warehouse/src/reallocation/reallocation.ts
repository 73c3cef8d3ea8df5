import { DomainError, ErrorCode, type ReallocationPlan, throwRefusal, type warehouseMessages } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { WarehouseTables } from '../database/tables';
import { lockCompanyStock, stockDrawn } from '../inventory/stock.repository';
import { currentRoundRefusal } from '../inventory/stock-rules';
import { rentedStorages } from '../storages/storages';
import {
  deleteReallocationRow,
  insertReallocation,
  ownReallocationForUpdate,
  type ReallocationRow,
  reallocationExists,
  reallocationPlansOf,
  updateReallocationQuantity,
} from './reallocation.repository';
import { destinationStorageRefusal, newReallocationRefusal, reallocationQuantityRefusal, reallocationRouteRefusal } from './reallocation-rules';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
type Request<K extends keyof typeof warehouseMessages> = z.output<(typeof warehouseMessages)[K]['request']>;

function view(r: Omit<ReallocationRow, 'seq' | 'world_id' | 'company_id'>): ReallocationPlan {
  return {
    planId: r.id,
    round: r.round,
    modelId: r.model_id,
    fromWarehouseId: r.from_warehouse_id,
    logisticsServiceId: r.logistics_service_id,
    toWarehouseId: r.to_warehouse_id,
    quantity: r.quantity,
  };
}

export async function listReallocationPlans(db: Db, worldId: string, companyId: string): Promise<ReallocationPlan[]> {
  return (await reallocationPlansOf(db, worldId, companyId)).map(view);
}

/**
 * Moves units of a model the last resolved round left in a warehouse to the destination of a
 * logistics service, where the company has a storage (see reallocation-rules).
 */
export async function createReallocationPlan(
  tx: Db,
  screenplay: Screenplay,
  ctx: DecisionContext,
  input: Request<'createReallocationPlan'>,
): Promise<ReallocationPlan> {
  const service = screenplay.logisticsServices.find((l) => l.id === input.logisticsServiceId);
  throwRefusal(
    reallocationRouteRefusal(
      input,
      screenplay.warehouses.some((w) => w.id === input.fromWarehouseId),
      service,
    ),
  );
  // Present and a warehouse: refused above otherwise.
  const modelId = input.modelId ?? '';
  const toWarehouseId = service?.to.kind === 'warehouse' ? service.to.warehouseId : '';
  await lockCompanyStock(tx, ctx.worldId, ctx.companyId);
  throwRefusal(destinationStorageRefusal(await rentedStorages(tx, screenplay, ctx.worldId, ctx.companyId), toWarehouseId));
  const repeated = await reallocationExists(tx, ctx, modelId, input.fromWarehouseId);
  throwRefusal(newReallocationRefusal(input.quantity, repeated, await stockDrawn(tx, ctx, modelId, input.fromWarehouseId)));
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    round: ctx.round,
    model_id: modelId,
    from_warehouse_id: input.fromWarehouseId,
    logistics_service_id: service?.id ?? '',
    to_warehouse_id: toWarehouseId,
    quantity: input.quantity,
  };
  await insertReallocation(tx, row);
  return view(row);
}

/** The company's own plan (300021 for anyone else's), of this round (130049 or 130047). */
async function ownPlan(tx: Db, ctx: DecisionContext, planId: string, refusal: Parameters<typeof currentRoundRefusal>[2]): Promise<ReallocationRow> {
  const row = await ownReallocationForUpdate(tx, ctx.worldId, ctx.companyId, planId);
  if (!row) throw new DomainError(ErrorCode.reallocationPlanNotFound);
  throwRefusal(currentRoundRefusal(row.round, ctx.round, refusal));
  return row;
}

export async function updateReallocationPlan(tx: Db, ctx: DecisionContext, input: Request<'updateReallocationPlan'>): Promise<ReallocationPlan> {
  await lockCompanyStock(tx, ctx.worldId, ctx.companyId);
  const row = await ownPlan(tx, ctx, input.planId, ErrorCode.onlyCurrentRoundEditable);
  throwRefusal(reallocationQuantityRefusal(input.quantity, await stockDrawn(tx, ctx, row.model_id, row.from_warehouse_id, row.id)));
  await updateReallocationQuantity(tx, row.id, input.quantity);
  return view({ ...row, quantity: input.quantity });
}

export async function deleteReallocationPlan(tx: Db, ctx: DecisionContext, planId: string): Promise<{ deleted: true }> {
  const row = await ownPlan(tx, ctx, planId, ErrorCode.onlyCurrentRoundDeletable);
  await deleteReallocationRow(tx, row.id);
  return { deleted: true };
}
