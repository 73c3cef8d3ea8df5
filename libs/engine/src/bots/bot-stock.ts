import type { CompanyDecisions } from '../decisions/decisions.schema';
import type { Screenplay } from '../screenplay/screenplay.schema';
import type { CompanyState } from '../state/state.schema';
import type { StyleSettings } from './bot-style';

/**
 * Keeps a share of the stock at a warehouse that delivers faster: each trunk line (a logistics
 * service from a warehouse to another warehouse of the same market) carries the style's
 * `forwardShare` of what the bot holds at its start, when the destination delivers sooner.
 * Ratings follow delivery days, so a premium seller pays freight and dearer rent for them.
 */
export function forwardStock(screenplay: Screenplay, company: CompanyState, s: StyleSettings, d: Pick<CompanyDecisions, 'reallocation' | 'clearance'>): void {
  if (s.forwardShare <= 0) return;
  const marketOf = new Map(screenplay.warehouses.map((w) => [w.id, w.marketId]));
  const deliveryDays = (warehouseId: string) =>
    Math.min(...screenplay.logisticsServices.filter((l) => l.fromWarehouseId === warehouseId && l.to.kind === 'market').map((l) => l.days));
  for (const line of screenplay.logisticsServices) {
    if (line.to.kind !== 'warehouse') continue;
    const to = line.to.warehouseId;
    if (marketOf.get(to) !== marketOf.get(line.fromWarehouseId) || !(deliveryDays(to) < deliveryDays(line.fromWarehouseId))) continue;
    for (const held of company.stock) {
      const quantity = Math.floor(held.units * s.forwardShare);
      const clearing = d.clearance.some((c) => c.modelId === held.modelId && c.warehouseId === held.warehouseId);
      if (held.warehouseId === line.fromWarehouseId && quantity >= 1 && !clearing)
        d.reallocation.push({ modelId: held.modelId, fromWarehouseId: held.warehouseId, logisticsServiceId: line.id, quantity });
    }
  }
}

/**
 * Clears what a bot no longer sells, in the world's last round (after that round's sales, stage
 * 10): the stock of an older version of a segment's model, once the version it sells now has been
 * on sale a round (the old one was listed at a discount meanwhile). What is left at the end is
 * valued at the clearance fraction anyway; clearing earlier would sell below what the discounted
 * listing fetches.
 * `selling` maps each segment to the model the bot sells there this round (`<segment>-v<round>`).
 */
export function clearLeftovers(company: CompanyState, selling: ReadonlyMap<string, string>, round: number, d: Pick<CompanyDecisions, 'clearance'>): void {
  for (const held of company.stock) {
    const current = selling.get(segmentOf(held.modelId));
    if (!current || current === held.modelId || held.units < 1) continue;
    if (round > versionRound(current)) d.clearance.push({ modelId: held.modelId, warehouseId: held.warehouseId, quantity: held.units });
  }
}

const segmentOf = (modelId: string) => modelId.replace(/-v\d+$/, '');
const versionRound = (modelId: string) => Number(/-v(\d+)$/.exec(modelId)?.[1] ?? Number.POSITIVE_INFINITY);
