import { memo } from '../finance/ledger';
import type { CompanyRound, RoundContext } from '../round/round-context';
import { warn } from '../round/round-context';

/** What the next grade of an attribute costs: each step costs more than the one before. */
export function nextGradeCost(costPerGrade: number, grade: number, gradeMin: number): number {
  return Math.round(costPerGrade * (1 + 0.25 * (grade - gradeMin)));
}

/**
 * Stage 2: R&D investment accumulates per attribute; each funded grade step completes as a
 * prototype (RD-n) unless a setback (drawn from the company's seeded stream) delays it a round.
 */
export function research(ctx: RoundContext, c: CompanyRound): void {
  const { costPerGrade, setbackChance } = ctx.screenplay.rnd;
  for (const plan of c.decisions.rnd) {
    const attribute = ctx.index.attributes.get(plan.attributeId);
    if (!attribute) {
      warn(c, 'rnd', 'prototypeNotFound', { attributeId: plan.attributeId });
      continue;
    }
    let grade = c.state.techGrades[attribute.id] ?? attribute.startingGrade;
    if (grade >= attribute.gradeMax) {
      warn(c, 'rnd', 'gradeAlreadyReached', { attributeId: attribute.id });
      continue;
    }
    c.journal.post('researchAndDevelopment', 'cash', plan.investment, memo('R&D', attribute.id));
    let progress = (c.state.rndProgress[attribute.id] ?? 0) + plan.investment;
    let completed = false;
    let setback = false;
    while (grade < attribute.gradeMax && progress >= nextGradeCost(costPerGrade, grade + 1, attribute.gradeMin)) {
      if (c.random.chance(setbackChance)) {
        setback = true;
        break;
      }
      progress -= nextGradeCost(costPerGrade, grade + 1, attribute.gradeMin);
      grade += 1;
      completed = true;
      c.state.prototypes.push({ id: `RD-${c.state.prototypes.length + 1}`, attributeId: attribute.id, grade, round: ctx.round });
    }
    c.state.techGrades[attribute.id] = grade;
    c.state.rndProgress[attribute.id] = progress;
    c.rnd.push({ attributeId: attribute.id, invested: plan.investment, progress, grade, completed, setback });
  }
}
