import { type CompanyRound, type RoundContext, warn } from '../round/round-context';

/** Stage 10: chosen units are sold outside the market at the clearance fraction of their cost. */
export function clear(ctx: RoundContext, c: CompanyRound): void {
  const fraction = ctx.screenplay.finance.clearanceFraction;
  const seen = new Set<string>();
  for (const plan of c.decisions.clearance) {
    const key = `${plan.modelId}|${plan.warehouseId}`;
    if (seen.has(key)) {
      warn(c, 'clearance', 'clearanceProductRepeated', { modelId: plan.modelId });
      continue;
    }
    seen.add(key);
    const available = c.stock.units(plan.modelId, plan.warehouseId);
    if (plan.quantity > available) warn(c, 'clearance', 'clearanceQuantityOutOfRange', { modelId: plan.modelId, max: available });
    const unitCost = c.stock.unitCost(plan.modelId, plan.warehouseId);
    const taken = c.stock.remove(plan.modelId, plan.warehouseId, plan.quantity, 'cleared');
    if (taken.units === 0) continue;
    c.journal.post('costOfGoodsSold', 'inventory', taken.value, `clearance cost ${plan.modelId}`);
    c.journal.post('cash', 'clearanceIncome', taken.units * unitCost * fraction, `clearance ${plan.modelId}`);
  }
}
