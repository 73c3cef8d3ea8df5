import { DomainError, ErrorCode, throwRefusal } from '@simbiz/contracts';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { WarehouseTables } from '../database/tables';
import { type CompanyRound, lockCompanyStock, stockDrawn } from '../inventory/stock.repository';
import { currentRoundRefusal } from '../inventory/stock-rules';
import {
  deletePlanRow,
  type OriginColumn,
  ownPlanForUpdate,
  planExists,
  type StockPlanRow,
  type StockPlanTable,
  updatePlanQuantity,
} from './stock-plan.repository';
import { newPlanRefusal, planQuantityRefusal, type StockPlanCodes } from './stock-plan-rules';

type Db = Kysely<WarehouseTables> | Transaction<WarehouseTables>;

/** What sets an area of stock plans apart: its table, the column of the warehouse its plans draw on, and its codes. */
export interface StockPlanArea<T extends StockPlanTable> {
  table: T;
  origin: OriginColumn<T>;
  codes: StockPlanCodes;
}

/** A plan about to be made: units of a model taken from a warehouse. */
export interface PlanDraft {
  modelId: string;
  warehouseId: string;
  quantity: number;
}

/** The columns a new plan starts with: a fresh id, the company deciding it and the round. */
export function newPlanKeys(at: CompanyRound): { id: string; world_id: string; company_id: string; round: number } {
  return { id: randomUUID(), world_id: at.worldId, company_id: at.companyId, round: at.round };
}

/**
 * Refuses a new plan of the round on its stock (see stock-plan-rules). The caller holds the
 * company's stock lock (lockCompanyStock), so that its own checks run under it too.
 */
export async function checkNewPlan<T extends StockPlanTable>(tx: Db, area: StockPlanArea<T>, at: CompanyRound, draft: PlanDraft): Promise<void> {
  const repeated = await planExists(tx, area.table, area.origin, at, draft.modelId, draft.warehouseId);
  throwRefusal(newPlanRefusal(draft.quantity, repeated, await stockDrawn(tx, at, draft.modelId, draft.warehouseId), area.codes));
}

/** The company's own plan (the area's `notFound` for anyone else's), of this round (130049 or 130047). */
async function ownPlan<T extends StockPlanTable>(
  tx: Db,
  area: StockPlanArea<T>,
  at: CompanyRound,
  planId: string,
  refusal: Parameters<typeof currentRoundRefusal>[2],
): Promise<StockPlanRow<T>> {
  const row = await ownPlanForUpdate(tx, area.table, at.worldId, at.companyId, planId);
  if (!row) throw new DomainError(area.codes.notFound);
  throwRefusal(currentRoundRefusal(row.round, at.round, refusal));
  return row;
}

/** Sets how many units a plan of the round takes: within what its stock leaves besides the round's other plans. */
export async function changePlanQuantity<T extends StockPlanTable>(
  tx: Db,
  area: StockPlanArea<T>,
  at: CompanyRound,
  planId: string,
  quantity: number,
): Promise<StockPlanRow<T>> {
  await lockCompanyStock(tx, at.worldId, at.companyId);
  const row = await ownPlan(tx, area, at, planId, ErrorCode.onlyCurrentRoundEditable);
  throwRefusal(planQuantityRefusal(quantity, await stockDrawn(tx, at, row.model_id, row[area.origin], row.id), area.codes));
  await updatePlanQuantity(tx, area.table, row.id, quantity);
  return { ...row, quantity };
}

/** Deletes a plan of the round. */
export async function deletePlan<T extends StockPlanTable>(tx: Db, area: StockPlanArea<T>, at: CompanyRound, planId: string): Promise<{ deleted: true }> {
  const row = await ownPlan(tx, area, at, planId, ErrorCode.onlyCurrentRoundDeletable);
  await deletePlanRow(tx, area.table, row.id);
  return { deleted: true };
}
