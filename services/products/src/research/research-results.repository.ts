import type { Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ProductsTables } from '../database/tables';
import { plansOfRound, type Standing } from './research.repository';

/** One company's research after a resolved round, as the engine hands it. */
export interface ResearchResult {
  grades: Record<string, Standing>;
  invested: readonly { attributeId: string; amount: number }[];
  prototypes: readonly { number: number; attributeId: string; grade: number; round: number }[];
}

/**
 * Keeps a resolved round's research, so that applying it again (a re-run) leaves the same rows:
 * grades are upserted; the round's investment of each attribute goes to the plan funding it then
 * (the latest made and not stopped: one plan per attribute funds at a time), replacing the round's
 * earlier amounts; prototypes are upserted by number (keeping their model) and those of this round
 * or later that the engine no longer lists are dropped.
 */
export async function applyResearch(tx: Transaction<ProductsTables>, worldId: string, round: number, companyId: string, result: ResearchResult): Promise<void> {
  const grades = Object.entries(result.grades).map(([attribute_id, g]) => ({ world_id: worldId, company_id: companyId, attribute_id, ...g }));
  if (grades.length > 0) {
    await tx
      .insertInto('research_grade')
      .values(grades)
      .onConflict((oc) =>
        oc
          .columns(['world_id', 'company_id', 'attribute_id'])
          .doUpdateSet((eb) => ({ grade: eb.ref('excluded.grade'), progress: eb.ref('excluded.progress') })),
      )
      .execute();
  }
  const funding = (await plansOfRound(tx, worldId, round, companyId)).reverse();
  await tx
    .deleteFrom('rd_investment')
    .where('round', '=', round)
    .where('plan_id', 'in', (eb) => eb.selectFrom('rd_plan').select('id').where('world_id', '=', worldId).where('company_id', '=', companyId))
    .execute();
  for (const spent of result.invested) {
    const plan = funding.find((p) => p.attribute_id === spent.attributeId);
    if (!plan) continue;
    await tx
      .insertInto('rd_investment')
      .values({ plan_id: plan.id, round, amount: spent.amount })
      .onConflict((oc) => oc.columns(['plan_id', 'round']).doUpdateSet((eb) => ({ amount: eb('rd_investment.amount', '+', eb.ref('excluded.amount')) })))
      .execute();
  }
  const numbers = result.prototypes.map((p) => p.number);
  await tx
    .deleteFrom('prototype')
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .where('round', '>=', round)
    .$if(numbers.length > 0, (q) => q.where('number', 'not in', numbers))
    .execute();
  const prototypes = result.prototypes.map((p) => ({
    id: randomUUID(),
    world_id: worldId,
    company_id: companyId,
    number: p.number,
    attribute_id: p.attributeId,
    grade: p.grade,
    round: p.round,
  }));
  if (prototypes.length > 0) {
    await tx
      .insertInto('prototype')
      .values(prototypes)
      .onConflict((oc) =>
        oc
          .columns(['world_id', 'company_id', 'number'])
          .doUpdateSet((eb) => ({ attribute_id: eb.ref('excluded.attribute_id'), grade: eb.ref('excluded.grade'), round: eb.ref('excluded.round') })),
      )
      .execute();
  }
}
