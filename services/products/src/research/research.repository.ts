import type { Prototype, Unversioned } from '@simbiz/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ProductsTables } from '../database/tables';
import type { KeptPlan } from './research-rules';

type Db = Kysely<ProductsTables> | Transaction<ProductsTables>;
export type Standing = { grade: number; progress: number };

/** A kept plan with its amount per round and what resolved rounds spent on it. */
export interface PlanRow extends KeptPlan {
  investmentPerRound: number;
  invested: number;
}

/** Each attribute's grade and progress after the company's last resolved round (none before any). */
export async function selectGrades(db: Db, worldId: string, companyId: string): Promise<Map<string, Standing>> {
  const rows = await db.selectFrom('research_grade').selectAll().where('world_id', '=', worldId).where('company_id', '=', companyId).execute();
  return new Map(rows.map((r) => [r.attribute_id, { grade: r.grade, progress: Number(r.progress) }]));
}

/** The company's plans in the order they were made. */
export async function selectPlans(db: Db, worldId: string, companyId: string): Promise<PlanRow[]> {
  const rows = await db
    .selectFrom('rd_plan')
    .leftJoin('rd_investment', 'rd_investment.plan_id', 'rd_plan.id')
    .selectAll('rd_plan')
    .select((eb) => eb.fn.sum<string | null>('rd_investment.amount').as('invested'))
    .where('rd_plan.world_id', '=', worldId)
    .where('rd_plan.company_id', '=', companyId)
    .groupBy('rd_plan.id')
    .orderBy('rd_plan.created_round')
    .orderBy('rd_plan.seq')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    attributeId: r.attribute_id,
    targetGrade: r.target_grade,
    investmentPerRound: Number(r.investment_per_round),
    createdRound: r.created_round,
    stoppedRound: r.stopped_round,
    invested: Number(r.invested ?? 0),
  }));
}

export async function insertPlan(
  tx: Db,
  row: Omit<Selectable<ProductsTables['rd_plan']>, 'seq' | 'investment_per_round' | 'stopped_round'> & { investment_per_round: number },
): Promise<void> {
  await tx.insertInto('rd_plan').values(row).execute();
}

export async function updatePlanRow(tx: Db, id: string, next: { targetGrade: number; investmentPerRound: number }): Promise<void> {
  await tx.updateTable('rd_plan').set({ target_grade: next.targetGrade, investment_per_round: next.investmentPerRound }).where('id', '=', id).execute();
}

export async function deletePlanRow(tx: Db, id: string): Promise<void> {
  await tx.deleteFrom('rd_plan').where('id', '=', id).execute();
}

export async function stopPlanRow(tx: Db, id: string, round: number): Promise<void> {
  await tx.updateTable('rd_plan').set({ stopped_round: round }).where('id', '=', id).execute();
}

/** Plans made by `round` and not stopped by then, with their attribute's standing, for the round's snapshot. */
export async function plansOfRound(db: Db, worldId: string, round: number, companyId?: string) {
  return db
    .selectFrom('rd_plan')
    .leftJoin('research_grade', (j) =>
      j
        .onRef('research_grade.world_id', '=', 'rd_plan.world_id')
        .onRef('research_grade.company_id', '=', 'rd_plan.company_id')
        .onRef('research_grade.attribute_id', '=', 'rd_plan.attribute_id'),
    )
    .select(['rd_plan.id', 'rd_plan.company_id', 'rd_plan.attribute_id', 'rd_plan.target_grade', 'rd_plan.investment_per_round'])
    .select(['rd_plan.created_round', 'rd_plan.stopped_round', 'research_grade.grade', 'research_grade.progress'])
    .where('rd_plan.world_id', '=', worldId)
    .where('rd_plan.created_round', '<=', round)
    .where((eb) => eb.or([eb('rd_plan.stopped_round', 'is', null), eb('rd_plan.stopped_round', '>', round)]))
    .$if(companyId !== undefined, (q) => q.where('rd_plan.company_id', '=', companyId ?? ''))
    .orderBy('rd_plan.created_round')
    .orderBy('rd_plan.seq')
    .execute();
}

const prototypeView = (r: Selectable<ProductsTables['prototype']>): Unversioned<Prototype> => ({
  prototypeId: r.id,
  number: r.number,
  attributeId: r.attribute_id,
  grade: r.grade,
  round: r.round,
  modelId: r.model_id,
});

/** The company's prototypes by number (RD-1 first). */
export async function selectPrototypes(db: Db, worldId: string, companyId: string): Promise<Unversioned<Prototype>[]> {
  const rows = await db.selectFrom('prototype').selectAll().where('world_id', '=', worldId).where('company_id', '=', companyId).orderBy('number').execute();
  return rows.map(prototypeView);
}

export async function selectPrototype(db: Db, worldId: string, companyId: string, id: string): Promise<Unversioned<Prototype> | undefined> {
  const row = await db
    .selectFrom('prototype')
    .selectAll()
    .where('id', '=', id)
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row && prototypeView(row);
}

/** The prototypes bound to a model. */
export async function prototypesOfModel(db: Db, modelId: string): Promise<Unversioned<Prototype>[]> {
  return (await db.selectFrom('prototype').selectAll().where('model_id', '=', modelId).orderBy('number').execute()).map(prototypeView);
}

export async function setPrototypeModel(tx: Db, id: string, modelId: string | null): Promise<void> {
  await tx.updateTable('prototype').set({ model_id: modelId }).where('id', '=', id).execute();
}
