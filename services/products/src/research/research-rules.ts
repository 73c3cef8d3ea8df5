import { ErrorCode, type Prototype, type RdPlan, type Refusal, type Unversioned } from '@simbiz/contracts';
import { nextGradeCost, type PhysicalAttribute } from '@simbiz/engine';

type Attribute = Pick<PhysicalAttribute, 'id' | 'gradeMin' | 'gradeMax' | 'startingGrade'>;
type DesignAttribute = { attributeId: string; grade: number };

/** What the rules know of a plan already kept. */
export interface KeptPlan {
  id: string;
  attributeId: string;
  targetGrade: number;
  createdRound: number;
  stoppedRound: number | null;
}

/** The grade a company has researched: its last resolved round's, else the screenplay's starting grade. */
export function researchedGrade(attribute: Attribute, grades: ReadonlyMap<string, { grade: number }>): number {
  return grades.get(attribute.id)?.grade ?? attribute.startingGrade;
}

/** The researched grade of any attribute id (1 for one the screenplay lacks, which every rule refuses first). */
export function gradeLookup(attributes: readonly Attribute[], grades: ReadonlyMap<string, { grade: number }>): (attributeId: string) => number {
  return (id) => {
    const attribute = attributes.find((a) => a.id === id);
    return attribute ? researchedGrade(attribute, grades) : 1;
  };
}

/** What each grade above `grade` costs, up to the attribute's highest (grade + 1 first). */
export function stepCosts(costPerGrade: number, attribute: Attribute, grade: number): number[] {
  const costs: number[] = [];
  for (let g = grade + 1; g <= attribute.gradeMax; g += 1) costs.push(nextGradeCost(costPerGrade, g, attribute.gradeMin));
  return costs;
}

/** A plan funds round `round`: made by then, not stopped by then, its target not researched yet. */
export function fundsIn(plan: KeptPlan, round: number, researched: number): boolean {
  return plan.createdRound <= round && (plan.stoppedRound === null || plan.stoppedRound > round) && researched < plan.targetGrade;
}

/** What a plan invests in a round: its amount per round, but no more than its target still costs; null when nothing. */
export function roundInvestment(
  costPerGrade: number,
  attribute: Attribute,
  standing: { grade: number; progress: number },
  plan: { targetGrade: number; investmentPerRound: number },
): number | null {
  const steps = stepCosts(costPerGrade, attribute, standing.grade).slice(0, Math.max(0, plan.targetGrade - standing.grade));
  const remaining = steps.reduce((sum, cost) => sum + cost, 0) - standing.progress;
  return remaining > 0 ? Math.min(plan.investmentPerRound, remaining) : null;
}

/** stopped wins over completed (a stopped plan stays stopped), then planned this round or in progress. */
export function planStatus(plan: KeptPlan, currentRound: number | null, researched: number): RdPlan['status'] {
  if (plan.stoppedRound !== null) return 'stopped';
  if (researched >= plan.targetGrade) return 'completed';
  return plan.createdRound === currentRound ? 'planned' : 'inProgress';
}

/** A target above the researched grade (180017, also when nothing is left to research) and within the attribute's range (180007). */
export function targetRefusal(targetGrade: number, attribute: Attribute, researched: number): Refusal | null {
  if (researched >= attribute.gradeMax || targetGrade <= researched) return { code: ErrorCode.gradeAlreadyReached };
  if (targetGrade > attribute.gradeMax) return { code: ErrorCode.gradeOutOfRange, params: { min: researched + 1, max: attribute.gradeMax } };
  return null;
}

/**
 * A new plan: an attribute of the screenplay (180001), a target it can reach, and one plan per
 * attribute at a time (180013 made this round, 180019 one of an earlier round still funding).
 */
export function createPlanRefusal(
  input: { attributeId: string; targetGrade: number },
  attribute: Attribute | undefined,
  researched: number,
  kept: readonly KeptPlan[],
  round: number,
): Refusal | null {
  if (!attribute) return { code: ErrorCode.prototypeNotFound };
  const target = targetRefusal(input.targetGrade, attribute, researched);
  if (target) return target;
  const same = kept.filter((p) => p.attributeId === attribute.id);
  if (same.some((p) => p.createdRound === round)) return { code: ErrorCode.rdPlanExists };
  if (same.some((p) => p.createdRound < round && fundsIn(p, round, researched))) return { code: ErrorCode.rdPlanInProgress };
  return null;
}

/** A change: only to a plan of the current round (130047), to a target it can reach. */
export function updatePlanRefusal(plan: KeptPlan, round: number, targetGrade: number, attribute: Attribute | undefined, researched: number): Refusal | null {
  if (plan.createdRound !== round) return { code: ErrorCode.onlyCurrentRoundEditable };
  if (!attribute) return { code: ErrorCode.prototypeNotFound };
  return targetRefusal(targetGrade, attribute, researched);
}

/** Deleting: only a plan of the current round (130049); an older one is stopped instead. */
export function deletePlanRefusal(plan: KeptPlan, round: number): Refusal | null {
  return plan.createdRound === round ? null : { code: ErrorCode.onlyCurrentRoundDeletable };
}

/** Stopping: only a plan of an earlier round still funding (180011 for any other). */
export function stopPlanRefusal(plan: KeptPlan, round: number, researched: number): Refusal | null {
  return plan.createdRound < round && fundsIn(plan, round, researched) ? null : { code: ErrorCode.rdPlanNotFound };
}

/** What the rules know of a prototype. */
export interface KeptPrototype {
  id: string;
  attributeId: string;
  grade: number;
  modelId: string | null;
}

/** A prototype as the rules see it. */
export const keptPrototype = (p: Unversioned<Prototype>): KeptPrototype => ({
  id: p.prototypeId,
  attributeId: p.attributeId,
  grade: p.grade,
  modelId: p.modelId,
});

/** What the rules know of the model a prototype is bound to or freed from. */
export interface BindingModel {
  id: string;
  createdRound: number;
  /** In production this round, or held by the company's stores (on sale, livestream, ad auction, promotion). */
  inUse: boolean;
}

/** A prototype is bound to one model at most (180003); binding it again to its own model changes nothing. */
export function boundElsewhereRefusal(prototype: KeptPrototype, modelId: string): Refusal | null {
  return prototype.modelId !== null && prototype.modelId !== modelId ? { code: ErrorCode.prototypeBoundElsewhere } : null;
}

/** A model open to change: of the current round (130047), not in use (170029). */
export function bindingModelRefusal(model: BindingModel, round: number): Refusal | null {
  if (model.createdRound !== round) return { code: ErrorCode.onlyCurrentRoundEditable };
  if (model.inUse) return { code: ErrorCode.modelInUse };
  return null;
}

/** Binding: the model open to change, with no other prototype of the attribute (180009). */
export function bindRefusal(prototype: KeptPrototype, model: BindingModel, round: number, boundToModel: readonly KeptPrototype[]): Refusal | null {
  const refusal = bindingModelRefusal(model, round);
  if (refusal) return refusal;
  const rival = boundToModel.some((p) => p.id !== prototype.id && p.attributeId === prototype.attributeId);
  return rival ? { code: ErrorCode.prototypeCombinationUnsupported } : null;
}

/** The model's attributes once the prototype is bound: its attribute at the prototype's grade, added when the model lacks it. */
export function withPrototype(attributes: readonly DesignAttribute[], prototype: KeptPrototype): DesignAttribute[] {
  const own = { attributeId: prototype.attributeId, grade: prototype.grade };
  const has = attributes.some((a) => a.attributeId === own.attributeId);
  return has ? attributes.map((a) => (a.attributeId === own.attributeId ? own : { ...a })) : [...attributes, own];
}

/**
 * A model keeps the grade each bound prototype gave it (180005: the prototype is in use); to
 * change that attribute, the team frees the prototype first.
 */
export function boundGradeRefusal(attributes: readonly DesignAttribute[], bound: readonly KeptPrototype[]): Refusal | null {
  const kept = bound.every((p) => attributes.some((a) => a.attributeId === p.attributeId && a.grade === p.grade));
  return kept ? null : { code: ErrorCode.prototypeInUse };
}
