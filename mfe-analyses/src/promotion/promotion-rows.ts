import type { AnalysisRound } from '@simbiz/contracts';

type Result = AnalysisRound['result'];
export type CompanyAdvertisingRow = NonNullable<Result['companyAdvertising']>[number];
export type ProductAdvertisingRow = NonNullable<Result['productAdvertising']>[number];
export type ChannelAdvertisingRow = NonNullable<Result['channelAdvertising']>[number];
export type Source = ChannelAdvertisingRow['source'];

/** Traffic sources in the engine's order (organic first), each labelled `sources.<source>`. */
export const SOURCES = ['organic', 'auction', 'trafficPackage', 'merchantLive', 'influencer'] as const satisfies readonly Source[];

/** A quotient, or null where the divisor is not positive (nothing to divide by). */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/**
 * What a round's company promotions cost, each counted once. The engine writes a row per segment a
 * channel's budget reached, each with the whole budget, so a channel and brand's budget is the sum
 * of its rows in the first segment it reached (several promotions of one channel and brand each
 * write a row there).
 */
export function promotionSpend(rows: readonly CompanyAdvertisingRow[]): number {
  const firstSegment = new Map<string, string>();
  let spend = 0;
  for (const row of rows) {
    const key = `${row.channelId}\u0000${row.brandId}`;
    const first = firstSegment.get(key) ?? row.segmentId;
    firstSegment.set(key, first);
    if (row.segmentId === first) spend += row.spend;
  }
  return spend;
}

/** What a round's ad-auction clicks cost (base currency), paid from the platforms' ad wallets. */
export const auctionSpend = (result: Result) => (result.productAdvertising ?? []).reduce((sum, row) => sum + row.spend, 0);
