import type { SegmentBenchmark } from '@simbiz/contracts';
import type { RoundResults, WorldState } from '@simbiz/engine';

/**
 * What the whole market did in each segment of a round, for a team to hold its own figures
 * against: the average price paid per unit (minor units of the segment's market currency), the
 * average rating of what was bought (weighted by units; null when nothing sold) and the orders.
 * Worked out from every company's sales rows and its models' ratings after the round.
 */
export function segmentBenchmarks(results: Pick<RoundResults, 'companies'>, state: Pick<WorldState, 'companies'>): SegmentBenchmark[] {
  const ratings = new Map<string, number>();
  for (const c of state.companies) for (const m of c.models) ratings.set(`${c.id}/${m.id}`, m.rating);
  const sums = new Map<string, { revenueLocal: number; units: number; ratingUnits: number; rated: number }>();
  for (const c of results.companies) {
    for (const row of c.sales) {
      if (row.units <= 0) continue;
      const sum = sums.get(row.segmentId) ?? { revenueLocal: 0, units: 0, ratingUnits: 0, rated: 0 };
      sum.revenueLocal += row.revenueLocal;
      sum.units += row.units;
      const rating = ratings.get(`${c.companyId}/${row.modelId}`);
      if (rating !== undefined) {
        sum.ratingUnits += rating * row.units;
        sum.rated += row.units;
      }
      sums.set(row.segmentId, sum);
    }
  }
  return [...sums].map(([segmentId, s]) => ({
    segmentId,
    averagePrice: Math.round(s.revenueLocal / s.units),
    averageRating: s.rated > 0 ? Math.round((s.ratingUnits / s.rated) * 100) / 100 : null,
    orders: s.units,
  }));
}
