/**
 * What an R&D plan comes to, shown before it is made: the engine funds an attribute's grades in
 * order (grade + 1 first), each costing more than the one before, and carries what is invested
 * and not yet spent on a grade over as progress. The figures are the read's (`stepCosts`,
 * `progress`), so the page and the engine cannot disagree on the formula.
 */

export interface Standing {
  attributeId: string;
  grade: number;
  gradeMax: number;
  progress: number;
  /** What each grade above `grade` costs, in order (grade + 1 first). */
  stepCosts: readonly number[];
}

/** The grades a plan may aim for: above the one researched, up to the attribute's highest. */
export function targetGrades({ grade, gradeMax }: Pick<Standing, 'grade' | 'gradeMax'>): number[] {
  return Array.from({ length: Math.max(0, gradeMax - grade) }, (_, i) => grade + 1 + i);
}

/** What is still to invest to reach `targetGrade`: the steps up to it less the progress made; 0 when it is researched. */
export function costToTarget({ grade, progress, stepCosts }: Standing, targetGrade: number): number {
  const steps = stepCosts.slice(0, Math.max(0, targetGrade - grade));
  return Math.max(0, steps.reduce((sum, cost) => sum + cost, 0) - progress);
}

/** Rounds of funding at `investmentPerRound` that cover `cost` if no step slips; null without an investment. */
export function roundsToTarget(cost: number, investmentPerRound: number): number | null {
  if (!(investmentPerRound > 0)) return null;
  return Math.ceil(cost / investmentPerRound);
}

/** A plan that still funds or is about to: an attribute has at most one at a time (180013, 180019). */
export function isActivePlan(plan: { status: string }): boolean {
  return plan.status === 'planned' || plan.status === 'inProgress';
}

/** The attributes a new plan can be made for: below their highest grade, with no active plan. */
export function attributesToPlan<S extends Standing>(standings: readonly S[], plans: readonly { attributeId: string; status: string }[]): S[] {
  const planned = new Set(plans.filter(isActivePlan).map((p) => p.attributeId));
  return standings.filter((s) => s.grade < s.gradeMax && !planned.has(s.attributeId));
}

/** The specification's display formats: a prototype as RD-{number}, its association with a model as the product YCD-{number}. */
export const prototypeLabel = (number: number) => `RD-${number}`;
export const productLabel = (number: number) => `YCD-${number}`;

/** The models a prototype can be bound to (or unbound from): those of the current round (130047 otherwise). */
export function modelsOfRound<M extends { createdRound: number }>(models: readonly M[], round: number | null): M[] {
  return round === null ? [] : models.filter((m) => m.createdRound === round);
}
