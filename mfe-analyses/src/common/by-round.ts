import type { AnalysisRound } from '@simbiz/contracts';
import type { CellKind, ChartSpec, DerivedTable, Texts } from './page-content';

/** What a by-round table adds up: each round's items, each under a key, with the amount it counts. */
export interface ByRound<T> {
  id: string;
  title: string;
  /** The heading of the rows' names, e.g. "Brand". */
  rowHeading: string;
  rounds: readonly AnalysisRound[];
  items: (round: AnalysisRound) => readonly T[];
  key: (item: T) => string;
  value: (item: T) => number;
  name: (key: string) => string;
  kind?: CellKind;
  t: Texts;
}

/**
 * A table with one row per key and one column per round, each cell the sum of the round's items
 * under that key, and a totals row (which ties out to the statement line the items add up to).
 * Rows are in order of their latest round's amount, largest first.
 */
export function byRoundTable<T>(spec: ByRound<T>): DerivedTable {
  const { rounds, t } = spec;
  const sums = new Map<string, number[]>();
  rounds.forEach((round, i) => {
    for (const item of spec.items(round)) {
      const key = spec.key(item);
      const row = sums.get(key) ?? new Array<number>(rounds.length).fill(0);
      row[i] = (row[i] ?? 0) + spec.value(item);
      sums.set(key, row);
    }
  });
  const last = rounds.length - 1;
  const ordered = [...sums].sort(([a, x], [b, y]) => (y[last] ?? 0) - (x[last] ?? 0) || spec.name(a).localeCompare(spec.name(b)));
  const kind = spec.kind ?? 'money';
  return {
    id: spec.id,
    title: spec.title,
    columns: [{ label: spec.rowHeading, kind: 'text' }, ...rounds.map((r) => ({ label: t('round', { round: r.round }), kind }))],
    rows: ordered.map(([key, values]) => [spec.name(key), ...values]),
    totals: [t('total'), ...rounds.map((_, i) => ordered.reduce((sum, [, values]) => sum + (values[i] ?? 0), 0))],
  };
}

/** A by-round table as a chart: rounds along the axis, a series per row (stacked columns unless told). */
export function byRoundChart(table: DerivedTable, title: string, unit: ChartSpec['unit'] = 'money', kind: ChartSpec['kind'] = 'column'): ChartSpec {
  return {
    title,
    kind,
    unit,
    stacked: kind === 'column' || kind === 'area',
    categories: table.columns.slice(1).map((c) => c.label),
    series: table.rows.map((row) => ({ name: String(row[0]), data: row.slice(1).map((v) => (typeof v === 'number' ? v : null)) })),
  };
}
