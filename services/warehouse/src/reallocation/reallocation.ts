import { type ReallocationPlan, throwRefusal, type warehouseMessages, type Unversioned } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { WarehouseTables } from '../database/tables';
import { lockCompanyStock } from '../inventory/stock.repository';
import { insertPlan, plansOf } from '../stock-plans/stock-plan.repository';
import { changePlanQuantity, checkNewPlan, deletePlan, newPlanKeys, type StockPlanArea } from '../stock-plans/stock-plans';
import { rentedStorages } from '../storages/storages';
import type { ReallocationRow } from './reallocation.repository';
import { destinationStorageRefusal, reallocationCodes, reallocationRouteRefusal } from './reallocation-rules';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
type Request<K extends keyof typeof warehouseMessages> = z.output<(typeof warehouseMessages)[K]['request']>;

/** Reallocation plans draw on the stock at their `from_warehouse_id`. */
const reallocation: StockPlanArea<'reallocation_plan'> = { table: 'reallocation_plan', origin: 'from_warehouse_id', codes: reallocationCodes };

function view(r: Omit<ReallocationRow, 'seq' | 'world_id' | 'company_id'>): Unversioned<ReallocationPlan> {
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

export async function listReallocationPlans(db: Db, worldId: string, companyId: string): Promise<Unversioned<ReallocationPlan>[]> {
  return (await plansOf(db, reallocation.table, worldId, companyId)).map(view);
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
): Promise<Unversioned<ReallocationPlan>> {
  const service = screenplay.logisticsServices.find((l) => l.id === input.logisticsServiceId);
  throwRefusal(
    reallocationRouteRefusal(
      input,
      screenplay.warehouses.some((w) => w.id === input.fromWarehouseId),
      service,
    ),
  );
  // Present and a warehouse: refused above otherwise.
  const draft = { modelId: input.modelId ?? '', warehouseId: input.fromWarehouseId, quantity: input.quantity };
  const toWarehouseId = service?.to.kind === 'warehouse' ? service.to.warehouseId : '';
  await lockCompanyStock(tx, ctx.worldId, ctx.companyId);
  throwRefusal(destinationStorageRefusal(await rentedStorages(tx, screenplay, ctx.worldId, ctx.companyId), toWarehouseId));
  await checkNewPlan(tx, reallocation, ctx, draft);
  const row = {
    ...newPlanKeys(ctx),
    model_id: draft.modelId,
    from_warehouse_id: draft.warehouseId,
    logistics_service_id: service?.id ?? '',
    to_warehouse_id: toWarehouseId,
    quantity: draft.quantity,
  };
  await insertPlan(tx, reallocation.table, row);
  return view(row);
}

/** A new quantity for the company's own plan of this round (see changePlanQuantity; 300021, 300023). */
export async function updateReallocationPlan(tx: Db, ctx: DecisionContext, input: Request<'updateReallocationPlan'>): Promise<Unversioned<ReallocationPlan>> {
  return view(await changePlanQuantity(tx, reallocation, ctx, input.planId, input.quantity));
}

/** Deletes the company's own plan of this round (see deletePlan; 300021). */
export async function deleteReallocationPlan(tx: Db, ctx: DecisionContext, planId: string): Promise<{ deleted: true }> {
  return deletePlan(tx, reallocation, ctx, planId);
}
