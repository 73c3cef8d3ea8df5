import { type ClearancePlan, DomainError, ErrorCode, throwRefusal, type warehouseMessages } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { WarehouseTables } from '../database/tables';
import { lockCompanyStock, stockDrawn } from '../inventory/stock.repository';
import { currentRoundRefusal } from '../inventory/stock-rules';
import {
  type ClearanceRow,
  clearanceExists,
  clearancePlansOf,
  deleteClearanceRow,
  insertClearance,
  ownClearanceForUpdate,
  updateClearanceQuantity,
} from './clearance.repository';
import { clearanceQuantityRefusal, clearanceTargetRefusal, newClearanceRefusal } from './clearance-rules';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;
type Request<K extends keyof typeof warehouseMessages> = z.output<(typeof warehouseMessages)[K]['request']>;

function view(r: Pick<ClearanceRow, 'id' | 'round' | 'model_id' | 'warehouse_id' | 'quantity'>): ClearancePlan {
  return { planId: r.id, round: r.round, modelId: r.model_id, warehouseId: r.warehouse_id, quantity: r.quantity };
}

export async function listClearancePlans(db: Db, worldId: string, companyId: string): Promise<ClearancePlan[]> {
  return (await clearancePlansOf(db, worldId, companyId)).map(view);
}

/** Clears units of a model the last resolved round left in a warehouse (see clearance-rules). */
export async function createClearancePlan(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'createClearancePlan'>): Promise<ClearancePlan> {
  throwRefusal(
    clearanceTargetRefusal(
      input,
      screenplay.warehouses.some((w) => w.id === input.warehouseId),
    ),
  );
  const modelId = input.modelId ?? ''; // refused above when missing
  await lockCompanyStock(tx, ctx.worldId, ctx.companyId);
  const repeated = await clearanceExists(tx, ctx, modelId, input.warehouseId);
  throwRefusal(newClearanceRefusal(input.quantity, repeated, await stockDrawn(tx, ctx, modelId, input.warehouseId)));
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    round: ctx.round,
    model_id: modelId,
    warehouse_id: input.warehouseId,
    quantity: input.quantity,
  };
  await insertClearance(tx, row);
  return view(row);
}

/** The company's own plan (300013 for anyone else's), of this round (130049 or 130047). */
async function ownPlan(tx: Db, ctx: DecisionContext, planId: string, refusal: Parameters<typeof currentRoundRefusal>[2]): Promise<ClearanceRow> {
  const row = await ownClearanceForUpdate(tx, ctx.worldId, ctx.companyId, planId);
  if (!row) throw new DomainError(ErrorCode.clearancePlanNotFound);
  throwRefusal(currentRoundRefusal(row.round, ctx.round, refusal));
  return row;
}

export async function updateClearancePlan(tx: Db, ctx: DecisionContext, input: Request<'updateClearancePlan'>): Promise<ClearancePlan> {
  await lockCompanyStock(tx, ctx.worldId, ctx.companyId);
  const row = await ownPlan(tx, ctx, input.planId, ErrorCode.onlyCurrentRoundEditable);
  throwRefusal(clearanceQuantityRefusal(input.quantity, await stockDrawn(tx, ctx, row.model_id, row.warehouse_id, row.id)));
  await updateClearanceQuantity(tx, row.id, input.quantity);
  return view({ ...row, quantity: input.quantity });
}

export async function deleteClearancePlan(tx: Db, ctx: DecisionContext, planId: string): Promise<{ deleted: true }> {
  const row = await ownPlan(tx, ctx, planId, ErrorCode.onlyCurrentRoundDeletable);
  await deleteClearanceRow(tx, row.id);
  return { deleted: true };
}
