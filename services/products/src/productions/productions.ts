import {
  DomainError,
  ErrorCode,
  financeMessages,
  type ProductionPlan,
  type productsMessages,
  throwRefusal,
  warehouseMessages,
  type Unversioned,
} from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext, Requester } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ProductsTables } from '../database/tables';
import { ownModel } from '../models/models';
import { deletePlanRow, insertPlan, type PlanRow, selectOwnPlan, selectPlans, selectPlansOfRound, updatePlanRow } from './productions.repository';
import { costOfChange } from './production-costs';
import { cashRefusal, plannedUnits, planRefusal, quantityRefusal, storageRefusal } from './productions-rules';

type Db = Kysely<ProductsTables> | Transaction<ProductsTables>;
type Request<K extends keyof typeof productsMessages> = z.output<(typeof productsMessages)[K]['request']>;

function view(r: Pick<PlanRow, 'id' | 'model_id' | 'quantity' | 'warehouse_id' | 'round' | 'produced' | 'unit_cost'>): Unversioned<ProductionPlan> {
  return { planId: r.id, modelId: r.model_id, quantity: r.quantity, warehouseId: r.warehouse_id, round: r.round, produced: r.produced, unitCost: r.unit_cost };
}

/** Every plan of the company, newest round first, with what was made once the round is resolved. */
export async function listProductions(db: Db, worldId: string, companyId: string): Promise<Unversioned<ProductionPlan>[]> {
  return (await selectPlans(db, worldId, companyId)).map(view);
}

/** At least one unit (190007), within the round's capacity shared with the company's other plans (190005). */
async function checkQuantity(tx: Db, screenplay: Screenplay, ctx: DecisionContext, quantity: number, except?: string): Promise<void> {
  const plans = (await selectPlansOfRound(tx, ctx.worldId, ctx.companyId, ctx.round)).map((p) => ({ id: p.id, round: p.round, quantity: p.quantity }));
  throwRefusal(quantityRefusal(quantity, plannedUnits(plans, ctx.round, except), screenplay.production.capacityPerRound));
}

/**
 * The round's plans, with this one made or changed, cost no more than the cash the company starts
 * the round with plus this round's loans (190009), asked of finance; a change that costs less passes.
 */
async function checkCash(tx: Db, deps: ProductionDeps, ctx: DecisionContext, plan: { planId?: string; modelId: string; quantity: number }): Promise<void> {
  const rows = await selectPlansOfRound(tx, ctx.worldId, ctx.companyId, ctx.round);
  const before = rows.map((r) => ({ modelId: r.model_id, quantity: r.quantity }));
  const after = plan.planId ? rows.map((r) => ({ modelId: r.model_id, quantity: r.id === plan.planId ? plan.quantity : r.quantity })) : [...before, plan];
  const cost = await costOfChange(tx, deps.screenplay, ctx.worldId, ctx.companyId, before, after);
  if (cost.after <= cost.before) return;
  const funds = await deps.services.call(financeMessages.productionFunds, { worldId: ctx.worldId, round: ctx.round, companyId: ctx.companyId });
  throwRefusal(cashRefusal(cost.after, cost.before, funds));
}

/** What is made goes into a storage the company rents (200005 otherwise), asked of warehouse. */
async function checkStorage(services: Requester, ctx: DecisionContext, warehouseId: string): Promise<void> {
  const storages = await services.call(warehouseMessages.companyStorages, { worldId: ctx.worldId, companyId: ctx.companyId });
  throwRefusal(storageRefusal(storages, warehouseId));
}

export interface ProductionDeps {
  screenplay: Screenplay;
  services: Requester;
}

export async function createProduction(
  tx: Db,
  deps: ProductionDeps,
  ctx: DecisionContext,
  input: Request<'createProduction'>,
): Promise<Unversioned<ProductionPlan>> {
  await ownModel(tx, ctx, input.modelId);
  await checkQuantity(tx, deps.screenplay, ctx, input.quantity);
  await checkStorage(deps.services, ctx, input.warehouseId);
  await checkCash(tx, deps, ctx, { modelId: input.modelId, quantity: input.quantity });
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    model_id: input.modelId,
    quantity: input.quantity,
    warehouse_id: input.warehouseId,
    round: ctx.round,
    produced: null,
    unit_cost: null,
  };
  await insertPlan(tx, row);
  return view(row);
}

/** A plan of the company's own (190003), of this round (`roundRefusal`: 130047 or 130049). */
async function ownPlan(tx: Db, ctx: DecisionContext, planId: string, roundRefusal: number): Promise<PlanRow> {
  const row = await selectOwnPlan(tx, ctx.worldId, ctx.companyId, planId);
  const refusal = planRefusal(row, ctx.round, roundRefusal);
  if (!row || refusal) throw new DomainError(refusal?.code ?? ErrorCode.productionPlanNotFound, refusal?.params);
  return row;
}

export async function updateProduction(
  tx: Db,
  deps: ProductionDeps,
  ctx: DecisionContext,
  input: Request<'updateProduction'>,
): Promise<Unversioned<ProductionPlan>> {
  const row = await ownPlan(tx, ctx, input.planId, ErrorCode.onlyCurrentRoundEditable);
  const quantity = input.quantity ?? row.quantity;
  const warehouseId = input.warehouseId ?? row.warehouse_id;
  await checkQuantity(tx, deps.screenplay, ctx, quantity, row.id);
  if (warehouseId !== row.warehouse_id) await checkStorage(deps.services, ctx, warehouseId);
  await checkCash(tx, deps, ctx, { planId: row.id, modelId: row.model_id, quantity });
  await updatePlanRow(tx, row.id, { quantity, warehouse_id: warehouseId });
  return view({ ...row, quantity, warehouse_id: warehouseId });
}

export async function deleteProduction(tx: Db, ctx: DecisionContext, planId: string): Promise<{ deleted: true }> {
  const row = await ownPlan(tx, ctx, planId, ErrorCode.onlyCurrentRoundDeletable);
  await deletePlanRow(tx, row.id);
  return { deleted: true };
}
