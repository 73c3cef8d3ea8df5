import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ProductsTables } from '../database/tables';

type Db = Kysely<ProductsTables> | Transaction<ProductsTables>;
export type PlanRow = Selectable<ProductsTables['production_plan']>;

/** Every plan of the company, newest round first, in plan order within a round. */
export function selectPlans(db: Db, worldId: string, companyId: string): Promise<PlanRow[]> {
  return db
    .selectFrom('production_plan')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('round', 'desc')
    .orderBy('seq')
    .execute();
}

/** The company's plans of a round, in plan order. */
export function selectPlansOfRound(db: Db, worldId: string, companyId: string, round: number): Promise<PlanRow[]> {
  return db
    .selectFrom('production_plan')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('round', '=', round)
    .orderBy('seq')
    .execute();
}

/** A plan of the company's own, or undefined (none by that id, or another company's). */
export function selectOwnPlan(db: Db, worldId: string, companyId: string, planId: string): Promise<PlanRow | undefined> {
  return db
    .selectFrom('production_plan')
    .selectAll()
    .where('id', '=', planId)
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

export async function insertPlan(db: Db, row: Insertable<ProductsTables['production_plan']>): Promise<void> {
  await db.insertInto('production_plan').values(row).execute();
}

export async function updatePlanRow(db: Db, planId: string, change: { quantity: number; warehouse_id: string }): Promise<void> {
  await db.updateTable('production_plan').set(change).where('id', '=', planId).execute();
}

export async function deletePlanRow(db: Db, planId: string): Promise<void> {
  await db.deleteFrom('production_plan').where('id', '=', planId).execute();
}

/**
 * Units of each of the company's models made in resolved rounds: the `produced` of its plans, which
 * the rounds' applies wrote from the engine's productions (so their sum is the engine's
 * ModelState.cumulativeProduced, which the learning curve starts from).
 */
export async function producedByModel(db: Db, worldId: string, companyId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('production_plan')
    .select((eb) => ['model_id', eb.fn.sum<string>('produced').as('units')])
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('produced', 'is not', null)
    .groupBy('model_id')
    .execute();
  return new Map(rows.map((r) => [r.model_id, Number(r.units)]));
}
