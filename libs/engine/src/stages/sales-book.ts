import { toMinor } from '../core/money';
import { memo } from '../finance/ledger';
import type { CompanyRound, RoundContext } from '../round/round-context';

type LogisticsService = RoundContext['screenplay']['logisticsServices'][number];

/** Money a company's sales move in a round, summed per platform, warehouse and service before posting. */
export class SalesBook {
  readonly revenue = new Map<string, number>();
  readonly commission = new Map<string, number>();
  readonly influencer = new Map<string, number>();
  readonly cogs = new Map<string, number>();
  readonly freight = new Map<string, number>();
  /** By service: a service delivers from one warehouse. */
  readonly deliveries = new Map<LogisticsService, CompanyRound['deliveries'][number]>();

  static add(map: Map<string, number>, key: string, amount: number): void {
    map.set(key, (map.get(key) ?? 0) + amount);
  }
}

/**
 * Posts a company's sales of the round: revenue to receivables, the platform's commission out of
 * them, the share the platform pays out within the round to cash (the rest falls due next round),
 * cost of goods out of inventory, freight to payables due after each service's payment days.
 */
export function postSales(ctx: RoundContext, c: CompanyRound, book: SalesBook): void {
  for (const [platformId, revenue] of book.revenue) {
    const platform = ctx.index.platforms.get(platformId);
    const commission = book.commission.get(platformId) ?? 0;
    c.journal.post('receivables', 'revenue', revenue, memo('sales on', platformId));
    c.journal.post('commission', 'receivables', commission, memo('commission', platformId));
    c.journal.post('livestreaming', 'cash', book.influencer.get(platformId) ?? 0, memo('influencer commission', platformId));
    const net = revenue - commission;
    const now = toMinor(net * Math.max(0, 1 - (platform?.settlementDays ?? 0) / ctx.days));
    c.journal.post('cash', 'receivables', now, memo('settlement', platformId));
    if (net - now > 0) c.state.receivables.push({ platformId, amount: net - now, dueRound: ctx.round + 1 });
  }
  c.deliveries.push(...book.deliveries.values());
  for (const [warehouseId, cogs] of book.cogs) c.journal.post('costOfGoodsSold', 'inventory', cogs, memo('cost of goods from', warehouseId));
  for (const [serviceId, freight] of book.freight) {
    const service = ctx.index.logistics.get(serviceId);
    c.journal.post('logistics', 'payables', freight, memo('deliveries by', serviceId));
    c.state.payables.push({ logisticsServiceId: serviceId, amount: freight, dueRound: ctx.round + Math.ceil((service?.billPaymentDays ?? 0) / ctx.days) });
  }
}
