import type { Budget } from '@simbiz/contracts';

/** The round's budget in three figures: what goes out, what comes in before this round's sales, and how far below zero the cash would go. */
export interface BudgetSummary {
  /** Cash paid out this round (a positive amount): what the decisions commit and what falls due. */
  spending: number;
  /** Cash coming in before this round's sales: new loans, and earlier rounds' sales the platforms pay out now. Positive. */
  incoming: number;
  /** How far the projected cash falls below zero (0 when it does not): what emergency credit would cover. */
  shortfall: number;
}

/** Sums a budget's flows; the projected cash is the engine's, so `cashAtStart + incoming - spending` is it. */
export function summariseBudget(budget: Pick<Budget, 'flows' | 'projectedCash'>): BudgetSummary {
  let spending = 0;
  let incoming = 0;
  for (const { amount } of budget.flows) {
    if (amount < 0) spending -= amount;
    else incoming += amount;
  }
  return { spending, incoming, shortfall: Math.max(0, -budget.projectedCash) };
}
