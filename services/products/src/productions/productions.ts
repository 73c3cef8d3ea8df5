import { DomainError, ErrorCode, type ProductionPlan, type productsMessages, warehouseMessages } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext, Requester } from '@simbiz/service-kit';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ProductsTables } from '../database/tables';
import { ownModel } from '../models/models';

type Db = Kysely<ProductsTables> | Transaction<ProductsTables>;
type Row = Selectable<ProductsTables['production_plan']>;
type Request<K extends keyof typeof productsMessages> = z.output<(typeof productsMessages)[K]['request']>;

function view(r: Pick<Row, 'id' | 'model_id' | 'quantity' | 'warehouse_id' | 'round' | 'produced' | 'unit_cost'>): ProductionPlan {
  return { planId: r.id, modelId: r.model_id, quantity: r.quantity, warehouseId: r.warehouse_id, round: r.round, produced: r.produced, unitCost: r.unit_cost };
}

/** Every plan of the company, newest round first, with what was made once the round is resolved. */
export async function listProductions(db: Db, worldId: string, companyId: string): Promise<ProductionPlan[]> {
  const rows = await db
    .selectFrom('production_plan')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('round', 'desc')
    .orderBy('seq')
    .execute();
  return rows.map(view);
}

/** Units planned this round across the company's plans, but for one plan being changed. */
async function plannedUnits(tx: Db, ctx: DecisionContext, except?: string): Promise<number> {
  let query = tx
    .selectFrom('production_plan')
    .select((eb) => eb.fn.sum<string>('quantity').as('units'))
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .where('round', '=', ctx.round);
  if (except) query = query.where('id', '!=', except);
  return Number((await query.executeTakeFirst())?.units ?? 0);
}

/** The round's capacity is shared by all of the company's plans (190005). */
async function checkCapacity(tx: Db, screenplay: Screenplay, ctx: DecisionContext, quantity: number, except?: string): Promise<void> {
  const capacity = screenplay.production.capacityPerRound;
  if ((await plannedUnits(tx, ctx, except)) + quantity > capacity) throw new DomainError(ErrorCode.productionCapacityExceeded, { capacity });
}

/** What is made goes into a storage the company has (200005 otherwise), asked of warehouse. */
async function checkStorage(services: Requester, ctx: DecisionContext, warehouseId: string): Promise<void> {
  const storages = await services.call(warehouseMessages.companyStorages, { worldId: ctx.worldId, companyId: ctx.companyId });
  if (!storages.some((s) => s.warehouseId === warehouseId)) throw new DomainError(ErrorCode.storageNotFound);
}

export interface ProductionDeps {
  screenplay: Screenplay;
  services: Requester;
}

export async function createProduction(tx: Db, deps: ProductionDeps, ctx: DecisionContext, input: Request<'createProduction'>): Promise<ProductionPlan> {
  await ownModel(tx, ctx, input.modelId);
  await checkCapacity(tx, deps.screenplay, ctx, input.quantity);
  await checkStorage(deps.services, ctx, input.warehouseId);
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
  await tx.insertInto('production_plan').values(row).execute();
  return view(row);
}

/** A plan of the company's own (190003), of this round (130049 or 130047). */
async function ownPlan(tx: Db, ctx: DecisionContext, planId: string, refusal: number): Promise<Row> {
  const row = await tx
    .selectFrom('production_plan')
    .selectAll()
    .where('id', '=', planId)
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.productionPlanNotFound);
  if (row.round !== ctx.round) throw new DomainError(refusal);
  return row;
}

export async function updateProduction(tx: Db, deps: ProductionDeps, ctx: DecisionContext, input: Request<'updateProduction'>): Promise<ProductionPlan> {
  const row = await ownPlan(tx, ctx, input.planId, ErrorCode.onlyCurrentRoundEditable);
  const quantity = input.quantity ?? row.quantity;
  const warehouseId = input.warehouseId ?? row.warehouse_id;
  await checkCapacity(tx, deps.screenplay, ctx, quantity, row.id);
  if (warehouseId !== row.warehouse_id) await checkStorage(deps.services, ctx, warehouseId);
  await tx.updateTable('production_plan').set({ quantity, warehouse_id: warehouseId }).where('id', '=', row.id).execute();
  return view({ ...row, quantity, warehouse_id: warehouseId });
}

export async function deleteProduction(tx: Db, ctx: DecisionContext, planId: string): Promise<{ deleted: true }> {
  const row = await ownPlan(tx, ctx, planId, ErrorCode.onlyCurrentRoundDeletable);
  await tx.deleteFrom('production_plan').where('id', '=', row.id).execute();
  return { deleted: true };
}
