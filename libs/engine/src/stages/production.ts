import { splitByLargestRemainder, sum } from '../core/money';
import { memo } from '../finance/ledger';
import { type UnitSize, batchUnitCost, unitSize } from '../round/product-costs';
import { type CompanyRound, type RoundContext, warn } from '../round/round-context';
import type { ModelState } from '../state/state.schema';

/**
 * Stage 3: units are made within the round's capacity (shared by a company's plans in
 * proportion) and the free space of the chosen storage, at the learning-curve cost, and paid now.
 */
export function produce(ctx: RoundContext, c: CompanyRound): void {
  const { capacityPerRound, setupCost } = ctx.screenplay.production;
  const plans = c.decisions.production.filter((p) => {
    const ok = c.state.models.some((m) => m.id === p.modelId) && c.state.storages.some((s) => s.warehouseId === p.warehouseId);
    if (!ok) warn(c, 'production', c.state.models.some((m) => m.id === p.modelId) ? 'storageRequired' : 'modelNotFound', { modelId: p.modelId });
    return ok;
  });
  const wanted = plans.map((p) => p.quantity);
  const total = sum(wanted);
  const quantities = total > capacityPerRound ? splitByLargestRemainder(capacityPerRound, wanted) : wanted;
  if (total > capacityPerRound) warn(c, 'production', 'productionCapacityExceeded', { capacity: capacityPerRound, planned: total });
  plans.forEach((plan, i) => make(ctx, c, plan.modelId, plan.warehouseId, quantities[i] ?? 0, setupCost));
}

function make(ctx: RoundContext, c: CompanyRound, modelId: string, warehouseId: string, wanted: number, setupCost: number): void {
  const model = c.state.models.find((m) => m.id === modelId);
  if (!model || wanted <= 0) return;
  const free = freeSpace(ctx, c, warehouseId);
  const { volume } = sizeOf(ctx, c, model);
  const quantity = Math.min(wanted, volume > 0 ? Math.floor(free / volume) : wanted);
  // What the team planned (after the capacity's cut), what was made, and the space that limited it.
  if (quantity < wanted)
    warn(c, 'production', 'storageCapacityExceeded', { modelId, warehouseId, wanted, made: Math.max(0, quantity), capacity: Math.floor(free) });
  if (quantity <= 0) return;
  const unitCost = batchUnitCost(ctx.index, model, quantity);
  const value = c.stock.add(modelId, warehouseId, quantity, unitCost, 'produced');
  c.journal.post('inventory', 'cash', value, `produce ${quantity} × ${modelId}`);
  c.journal.post('productionSetup', 'cash', setupCost, memo('set up', modelId));
  model.cumulativeProduced += quantity;
  c.productions.push({ modelId, warehouseId, quantity, unitCost, totalCost: value });
}

/** Cubic metres still free in the company's storage at a warehouse. */
export function freeSpace(ctx: RoundContext, c: CompanyRound, warehouseId: string): number {
  let capacity = 0;
  for (const s of c.state.storages) if (s.warehouseId === warehouseId) capacity += s.capacityM3;
  return Math.max(0, capacity - usedSpace(ctx, c, warehouseId));
}

/** Cubic metres the company's stock takes at a warehouse now. */
export function usedSpace(ctx: RoundContext, c: CompanyRound, warehouseId: string): number {
  return c.stock.volumeAt(warehouseId, (modelId) => unitVolume(ctx, c, modelId));
}

/** Cubic metres one unit of a company's model takes (0 for a model it does not have). */
function unitVolume(ctx: RoundContext, c: CompanyRound, modelId: string): number {
  const known = c.unitSizes.get(modelId);
  if (known) return known.volume;
  for (const model of c.state.models) if (model.id === modelId) return sizeOf(ctx, c, model).volume;
  return 0;
}

/**
 * The package size of one unit of a company's model (the first model with its id), kept for the
 * round: the space its stock takes is added up again and again, and looking a model's category
 * up (product-costs) went through every model's attributes, out of the processor's caches with a
 * thousand companies.
 */
export function sizeOf(ctx: RoundContext, c: CompanyRound, model: ModelState): UnitSize {
  let size = c.unitSizes.get(model.id);
  if (!size) c.unitSizes.set(model.id, (size = unitSize(ctx.index, model)));
  return size;
}
