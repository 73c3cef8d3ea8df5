import type { MarketSegments } from '@simbiz/contracts';

type Round = MarketSegments['rounds'][number];

/** A segment's row: its shoppers, its share of its market's shoppers, and the change since the round before (null in round 1). */
export interface DistributionRow {
  segmentId: string;
  size: number;
  share: number;
  change: number | null;
}

/** The segments of each market in the round shown, largest first. */
export function distribution(shown: Round, previous: Round | null, marketOf: (segmentId: string) => string): Map<string, DistributionRow[]> {
  const totals = new Map<string, number>();
  for (const s of shown.segments) totals.set(marketOf(s.segmentId), (totals.get(marketOf(s.segmentId)) ?? 0) + s.size);
  const byMarket = new Map<string, DistributionRow[]>();
  for (const s of shown.segments) {
    const market = marketOf(s.segmentId);
    const before = previous?.segments.find((p) => p.segmentId === s.segmentId)?.size;
    const total = totals.get(market) ?? 0;
    const row = { segmentId: s.segmentId, size: s.size, share: total > 0 ? s.size / total : 0, change: before ? s.size / before - 1 : null };
    byMarket.set(market, [...(byMarket.get(market) ?? []), row]);
  }
  for (const rows of byMarket.values()) rows.sort((a, b) => b.size - a.size);
  return byMarket;
}
