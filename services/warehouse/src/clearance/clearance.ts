import { type ClearancePlan, throwRefusal, type warehouseMessages, type Unversioned } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { WarehouseTables } from '../database/tables';
import { lockCompanyStock } from '../inventory/stock.repository';
import { insertPlan, plansOf } from '../stock-plans/stock-plan.repository';
import { changePlanQuantity, checkNewPlan, deletePlan, newPlanKeys, type StockPlanArea } from '../stock-plans/stock-plans';
import type { ClearanceRow } from './clearance.repository';
import { clearanceCodes, clearanceTargetRefusal } from './clearance-rules';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
type Request<K extends keyof typeof warehouseMessages> = z.output<(typeof warehouseMessages)[K]['request']>;

/** Clearance plans draw on the stock at their `warehouse_id`. */
const clearance: StockPlanArea<'clearance_plan'> = { table: 'clearance_plan', origin: 'warehouse_id', codes: clearanceCodes };

function view(r: Pick<ClearanceRow, 'id' | 'round' | 'model_id' | 'warehouse_id' | 'quantity'>): Unversioned<ClearancePlan> {
  return { planId: r.id, round: r.round, modelId: r.model_id, warehouseId: r.warehouse_id, quantity: r.quantity };
}

export async function listClearancePlans(db: Db, worldId: string, companyId: string): Promise<Unversioned<ClearancePlan>[]> {
  return (await plansOf(db, clearance.table, worldId, companyId)).map(view);
}

/** Clears units of a model the last resolved round left in a warehouse (see clearance-rules). */
export async function createClearancePlan(
  tx: Db,
  screenplay: Screenplay,
  ctx: DecisionContext,
  input: Request<'createClearancePlan'>,
): Promise<Unversioned<ClearancePlan>> {
  throwRefusal(
    clearanceTargetRefusal(
      input,
      screenplay.warehouses.some((w) => w.id === input.warehouseId),
    ),
  );
  const draft = { modelId: input.modelId ?? '', warehouseId: input.warehouseId, quantity: input.quantity }; // a model: refused above when missing
  await lockCompanyStock(tx, ctx.worldId, ctx.companyId);
  await checkNewPlan(tx, clearance, ctx, draft);
  const row = { ...newPlanKeys(ctx), model_id: draft.modelId, warehouse_id: draft.warehouseId, quantity: draft.quantity };
  await insertPlan(tx, clearance.table, row);
  return view(row);
}

/** A new quantity for the company's own plan of this round (see changePlanQuantity; 300013, 300015). */
export async function updateClearancePlan(tx: Db, ctx: DecisionContext, input: Request<'updateClearancePlan'>): Promise<Unversioned<ClearancePlan>> {
  return view(await changePlanQuantity(tx, clearance, ctx, input.planId, input.quantity));
}

/** Deletes the company's own plan of this round (see deletePlan; 300013). */
export async function deleteClearancePlan(tx: Db, ctx: DecisionContext, planId: string): Promise<{ deleted: true }> {
  return deletePlan(tx, clearance, ctx, planId);
}
