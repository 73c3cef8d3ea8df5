import { toMinor } from '../core/money';
import { type CompanyRound, type RoundContext, warn } from '../round/round-context';
import { freeSpace, sizeOf } from './production';

/**
 * Stage 4: last round's transfers arrive; this round's leave through a logistics service and are
 * in transit until next round. Freight is billed to payables with the service's payment days.
 */
export function reallocate(ctx: RoundContext, c: CompanyRound): void {
  receiveTransfers(c);
  for (const plan of c.decisions.reallocation) {
    const service = ctx.index.logistics.get(plan.logisticsServiceId);
    const model = c.state.models.find((m) => m.id === plan.modelId);
    if (!service || service.to.kind !== 'warehouse') {
      warn(c, 'reallocation', 'reallocationLogisticsRequired', { modelId: plan.modelId });
      continue;
    }
    if (!model) {
      warn(c, 'reallocation', 'inventoryNotFound', { modelId: plan.modelId });
      continue;
    }
    if (service.fromWarehouseId !== plan.fromWarehouseId) {
      warn(c, 'reallocation', 'logisticsRouteUnavailable', { modelId: plan.modelId });
      continue;
    }
    const to = service.to.warehouseId;
    if (!c.state.storages.some((s) => s.warehouseId === to)) {
      warn(c, 'reallocation', 'storageRequired', { warehouseId: to });
      continue;
    }
    const size = sizeOf(ctx, c, model);
    const room = size.volume > 0 ? Math.floor(freeSpace(ctx, c, to) / size.volume) : plan.quantity;
    const available = c.stock.units(model.id, plan.fromWarehouseId);
    const wanted = Math.min(plan.quantity, room);
    if (plan.quantity > available) warn(c, 'reallocation', 'reallocationQuantityOutOfRange', { modelId: model.id, max: available });
    if (wanted < plan.quantity) warn(c, 'reallocation', 'destinationStorageFull', { modelId: model.id });
    const unitCost = c.stock.unitCost(model.id, plan.fromWarehouseId);
    const moved = c.stock.remove(model.id, plan.fromWarehouseId, wanted, 'transferOut');
    if (moved.units === 0) continue;
    c.state.inTransit.push({ modelId: model.id, fromWarehouseId: plan.fromWarehouseId, warehouseId: to, units: moved.units, unitCost, value: moved.value });
    const freight = toMinor(moved.units * (size.weight * service.costPerKg + size.volume * service.costPerM3));
    c.journal.post('logistics', 'payables', freight, `transfer ${moved.units} × ${model.id} to ${to}`);
    const dueRound = ctx.round + Math.ceil(service.billPaymentDays / ctx.days);
    c.state.payables.push({ logisticsServiceId: service.id, amount: freight, dueRound });
  }
}

/** Goods that left last round enter their destination's stock; rounding of value is booked to COGS. */
function receiveTransfers(c: CompanyRound): void {
  const arriving = c.state.inTransit.splice(0);
  for (const t of arriving) {
    const added = c.stock.add(t.modelId, t.warehouseId, t.units, t.unitCost, 'transferIn');
    c.journal.post('inventory', 'costOfGoodsSold', added - t.value, 'inventory revaluation on arrival');
  }
}
