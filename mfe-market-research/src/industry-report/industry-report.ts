import type { IndustryReport } from '@simbiz/contracts';

type Row = IndustryReport['rows'][number];

/** The report's rows by segment, in the report's order, each segment with its platforms' rows and the units sold there in all. */
export function bySegment(report: IndustryReport): { segmentId: string; units: number; rows: Row[] }[] {
  const segments = new Map<string, { segmentId: string; units: number; rows: Row[] }>();
  for (const row of report.rows) {
    const segment = segments.get(row.segmentId) ?? { segmentId: row.segmentId, units: 0, rows: [] };
    segment.units += row.units;
    segment.rows.push(row);
    segments.set(row.segmentId, segment);
  }
  return [...segments.values()];
}

/** Each company's share of the units sold in a segment over all its platforms, the largest first. */
export function segmentShares(rows: readonly Row[]): { companyId: string; share: number }[] {
  const units = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    total += row.units;
    for (const c of row.companies) units.set(c.companyId, (units.get(c.companyId) ?? 0) + c.units);
  }
  return [...units]
    .map(([companyId, u]) => ({ companyId, share: total > 0 ? u / total : 0 }))
    .sort((a, b) => b.share - a.share || a.companyId.localeCompare(b.companyId));
}

/**
 * The segment's share chart: companies by their share of the segment (largest first), and per
 * platform the share of the segment's units each company sold there (the bars stack to its share).
 */
export function sharesByPlatform(rows: readonly Row[]): { companyIds: string[]; platforms: { platformId: string; shares: number[] }[] } {
  const companyIds = segmentShares(rows).map((s) => s.companyId);
  const total = rows.reduce((sum, row) => sum + row.units, 0);
  return {
    companyIds,
    platforms: rows.map((row) => ({
      platformId: row.platformId,
      shares: companyIds.map((id) => (total > 0 ? (row.companies.find((c) => c.companyId === id)?.units ?? 0) / total : 0)),
    })),
  };
}
