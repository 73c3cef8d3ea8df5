import { DomainError, ErrorCode, type productsMessages, type RdPlan, type Research, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ProductsTables } from '../database/tables';
import {
  deletePlanRow,
  insertPlan,
  type PlanRow,
  plansOfRound,
  selectGrades,
  selectPlans,
  selectPrototypes,
  stopPlanRow,
  updatePlanRow,
} from './research.repository';
import {
  createPlanRefusal,
  deletePlanRefusal,
  fundsIn,
  gradeLookup,
  planStatus,
  researchedGrade,
  roundInvestment,
  stepCosts,
  stopPlanRefusal,
  updatePlanRefusal,
} from './research-rules';

type Db = Kysely<ProductsTables> | Transaction<ProductsTables>;
type Request<K extends keyof typeof productsMessages> = z.output<(typeof productsMessages)[K]['request']>;
type Grades = Map<string, { grade: number; progress: number }>;

const attributeOf = (screenplay: Screenplay, id: string) => screenplay.attributes.find((a) => a.id === id);
const gradeOf = (screenplay: Screenplay, grades: Grades, id: string) => gradeLookup(screenplay.attributes, grades)(id);

function view(plan: PlanRow, currentRound: number | null, researched: number): Unversioned<RdPlan> {
  const { id, attributeId, targetGrade, investmentPerRound, createdRound, stoppedRound, invested } = plan;
  return { planId: id, attributeId, targetGrade, investmentPerRound, createdRound, stoppedRound, status: planStatus(plan, currentRound, researched), invested };
}

/** Where every attribute of the screenplay stands, the company's plans and its prototypes. */
export async function readResearch(
  db: Db,
  screenplay: Screenplay,
  worldId: string,
  companyId: string,
  currentRound: number | null,
): Promise<Unversioned<Research>> {
  const grades = await selectGrades(db, worldId, companyId);
  const { costPerGrade, setbackChance } = screenplay.rnd;
  const standings = screenplay.attributes.map((a) => {
    const grade = researchedGrade(a, grades);
    return { attributeId: a.id, grade, gradeMax: a.gradeMax, progress: grades.get(a.id)?.progress ?? 0, stepCosts: stepCosts(costPerGrade, a, grade) };
  });
  const plans = (await selectPlans(db, worldId, companyId)).map((p) => view(p, currentRound, gradeOf(screenplay, grades, p.attributeId)));
  return { setbackChance, standings, plans, prototypes: await selectPrototypes(db, worldId, companyId) };
}

/** What each plan funding the round invests in it, per company, for the round's snapshot (of `companyId` alone for a draft). */
export async function rndOfRound(db: Db, screenplay: Screenplay, worldId: string, round: number, companyId?: string) {
  const rows: { companyId: string; attributeId: string; investment: number }[] = [];
  for (const p of await plansOfRound(db, worldId, round, companyId)) {
    const attribute = attributeOf(screenplay, p.attribute_id);
    if (!attribute) continue;
    const standing = { grade: p.grade ?? attribute.startingGrade, progress: Number(p.progress ?? 0) };
    const plan = { id: p.id, attributeId: p.attribute_id, targetGrade: p.target_grade, createdRound: p.created_round, stoppedRound: p.stopped_round };
    if (!fundsIn(plan, round, standing.grade)) continue;
    const investment = roundInvestment(screenplay.rnd.costPerGrade, attribute, standing, {
      targetGrade: p.target_grade,
      investmentPerRound: Number(p.investment_per_round),
    });
    if (investment !== null) rows.push({ companyId: p.company_id, attributeId: p.attribute_id, investment });
  }
  return rows;
}

/** A plan of the company's own (180011 for anyone else's), with the company's grades. */
async function ownPlan(tx: Db, ctx: DecisionContext, planId: string): Promise<{ plan: PlanRow; grades: Grades }> {
  const plan = (await selectPlans(tx, ctx.worldId, ctx.companyId)).find((p) => p.id === planId);
  if (!plan) throw new DomainError(ErrorCode.rdPlanNotFound);
  return { plan, grades: await selectGrades(tx, ctx.worldId, ctx.companyId) };
}

export async function createRdPlan(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'createRdPlan'>): Promise<Unversioned<RdPlan>> {
  const grades = await selectGrades(tx, ctx.worldId, ctx.companyId);
  const researched = gradeOf(screenplay, grades, input.attributeId);
  const plans = await selectPlans(tx, ctx.worldId, ctx.companyId);
  throwRefusal(createPlanRefusal(input, attributeOf(screenplay, input.attributeId), researched, plans, ctx.round));
  const { attributeId, targetGrade, investmentPerRound } = input;
  const plan = { id: randomUUID(), attributeId, targetGrade, investmentPerRound, createdRound: ctx.round, stoppedRound: null, invested: 0 };
  await insertPlan(tx, {
    id: plan.id,
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    attribute_id: attributeId,
    target_grade: targetGrade,
    investment_per_round: investmentPerRound,
    created_round: ctx.round,
  });
  return view(plan, ctx.round, researched);
}

export async function updateRdPlan(tx: Db, screenplay: Screenplay, ctx: DecisionContext, input: Request<'updateRdPlan'>): Promise<Unversioned<RdPlan>> {
  const { plan, grades } = await ownPlan(tx, ctx, input.planId);
  const next = { targetGrade: input.targetGrade ?? plan.targetGrade, investmentPerRound: input.investmentPerRound ?? plan.investmentPerRound };
  const researched = gradeOf(screenplay, grades, plan.attributeId);
  throwRefusal(updatePlanRefusal(plan, ctx.round, next.targetGrade, attributeOf(screenplay, plan.attributeId), researched));
  await updatePlanRow(tx, plan.id, next);
  return view({ ...plan, ...next }, ctx.round, researched);
}

export async function deleteRdPlan(tx: Db, ctx: DecisionContext, planId: string): Promise<{ deleted: true }> {
  const { plan } = await ownPlan(tx, ctx, planId);
  throwRefusal(deletePlanRefusal(plan, ctx.round));
  await deletePlanRow(tx, plan.id);
  return { deleted: true };
}

export async function stopRdPlan(tx: Db, screenplay: Screenplay, ctx: DecisionContext, planId: string): Promise<Unversioned<RdPlan>> {
  const { plan, grades } = await ownPlan(tx, ctx, planId);
  const researched = gradeOf(screenplay, grades, plan.attributeId);
  throwRefusal(stopPlanRefusal(plan, ctx.round, researched));
  await stopPlanRow(tx, plan.id, ctx.round);
  return view({ ...plan, stoppedRound: ctx.round }, ctx.round, researched);
}
