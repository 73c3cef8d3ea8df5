import type { AnalysisRound } from '@simbiz/contracts';
import type { Cell, DerivedTable } from '../common/page-content';

type Result = AnalysisRound['result'];
export type PerceptionRow = NonNullable<Result['perception']>[number];

/**
 * The average customer rating of what was sold in a round (of one brand, or of every brand),
 * each model's rating weighted by the units it sold: the rating a typical buyer saw. Null when
 * nothing rated was sold.
 */
export function ratingByUnits(round: AnalysisRound, brandId?: string): number | null {
  let units = 0;
  let weighted = 0;
  for (const row of round.result.sales ?? []) {
    const rating = round.ratings[row.modelId];
    if ((brandId !== undefined && row.brandId !== brandId) || rating === undefined || row.units <= 0) continue;
    units += row.units;
    weighted += rating * row.units;
  }
  return units > 0 ? weighted / units : null;
}

/** A brand's awareness in a round, averaged over the segments it has a record in (null without any). */
export function averageAwareness(round: AnalysisRound, brandId: string): number | null {
  const rows = (round.result.perception ?? []).filter((p) => p.brandId === brandId);
  return rows.length > 0 ? rows.reduce((sum, p) => sum + p.awareness, 0) / rows.length : null;
}

/** A table's rows in the order of the names given (rows named otherwise go last, as they were). */
export function inOrderOf(table: DerivedTable, names: readonly string[]): DerivedTable {
  const at = (row: Cell[]) => {
    const i = names.indexOf(String(row[0]));
    return i < 0 ? names.length : i;
  };
  return { ...table, rows: [...table.rows].sort((a, b) => at(a) - at(b)) };
}

/** Awareness as percentage points, to one decimal (0.123 → 12.3), for notes and change columns. */
export const points = (share: number) => Math.round(share * 1000) / 10;
