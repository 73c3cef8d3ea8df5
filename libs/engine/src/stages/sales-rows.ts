import type { Shipment } from '../results/company-results.schema';
import type { ListingOrders } from './choice';
import type { SourceSessions } from './listings';
import type { SessionTable } from './session-table';

/** A sales row for a listing's orders in a segment, and the model's perception there the first time (once per model and segment). */
export function recordRow(
  w: ListingOrders,
  table: SessionTable,
  orders: SourceSessions,
  revenueMinor: number,
  commissionMinor: number,
  cogs: number,
  freight: number,
  influencerCut: number,
  shipments: Shipment[],
  perceived: Perceived,
): void {
  const { listing, orders: units, lost: lostOrders } = w;
  if (units === 0 && table.total(listing, w.slot) <= 0) return;
  const segmentId = listing.segments[w.slot]?.id ?? '';
  const sessions = table.row(listing, w.slot);
  const ads = listing.adRows?.[w.slot];
  if (ads) ads.orders = orders.auction;
  const marketing = influencerCut + (ads?.spend ?? 0);
  const { brandId, modelId, packageId, price } = listing;
  const platformId = listing.platform.id;
  const revenueLocal = units * price;
  const revenue = Math.round(revenueMinor);
  const commission = Math.round(commissionMinor);
  const costOfGoodsSold = Math.round(cogs);
  const logistics = Math.round(freight);
  const directMarketing = Math.round(marketing);
  const influencerCommission = Math.round(influencerCut);
  const profit = Math.round(revenueMinor - commissionMinor - cogs - freight - marketing);
  // One literal each way: a sales row has a package id only when it is a package's.
  listing.company.sales.push(
    packageId
      ? {
          platformId,
          segmentId,
          brandId,
          modelId,
          packageId,
          price,
          units,
          revenueLocal,
          revenue,
          commission,
          costOfGoodsSold,
          logistics,
          directMarketing,
          profit,
          sessions,
          orders,
          lostOrders,
          shipments,
          influencerCommission,
        }
      : {
          platformId,
          segmentId,
          brandId,
          modelId,
          price,
          units,
          revenueLocal,
          revenue,
          commission,
          costOfGoodsSold,
          logistics,
          directMarketing,
          profit,
          sessions,
          orders,
          lostOrders,
          shipments,
          influencerCommission,
        },
  );
  if (packageId || !perceived.first(listing.pools[0] ?? -1, w.slot)) return;
  listing.company.modelPerception.push({ modelId, segmentId, attributeFit: w.scores.fit[w.at] ?? 0, utility: w.scores.utility[w.at] ?? 0 });
}

/** Which models' perception in which segments is reported: once per model and segment, by stock pool and slot. */
export class Perceived {
  private readonly seen: Uint8Array;

  constructor(
    pools: number,
    private readonly slots: number,
  ) {
    this.seen = new Uint8Array(pools * slots);
  }

  /** Whether this is the first time the pool's model is reported in the slot's segment (and marks it reported). */
  first(pool: number, slot: number): boolean {
    const at = pool * this.slots + slot;
    if (pool < 0 || this.seen[at]) return false;
    this.seen[at] = 1;
    return true;
  }
}
