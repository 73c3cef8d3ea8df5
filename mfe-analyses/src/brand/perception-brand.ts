import type { ChartSpec, Cell, DerivedTable, Derive } from '../common/page-content';
import { roundOf } from '../common/page-content';
import { type PerceptionRow, points } from './brand-rows';

const pairOf = (p: PerceptionRow) => `${p.brandId}\u0000${p.segmentId}`;

/**
 * How shoppers saw each brand in the chosen round (brand/perception/brand): a row per brand and
 * segment with its awareness and the perception of each value proposition (one column each, in
 * name order), a chart of awareness by segment and brand, and a note on the biggest move in
 * awareness since the round before.
 */
export const brandPerception: Derive = (input) => {
  const { data, names, t, percent } = input;
  const round = roundOf(input);
  const perception = round?.result.perception ?? [];
  const propositions = [...new Set(perception.flatMap((p) => Object.keys(p.propositions)))].sort((a, b) =>
    names.proposition(a).localeCompare(names.proposition(b)),
  );
  const ordered = [...perception].sort(
    (a, b) =>
      names.brand(a.brandId).localeCompare(names.brand(b.brandId)) ||
      b.awareness - a.awareness ||
      names.segment(a.segmentId).localeCompare(names.segment(b.segmentId)),
  );
  const table: DerivedTable = {
    id: 'perception-brand',
    title: t('brand.brands.title', { round: input.round }),
    columns: [
      { label: t('brand.brand'), kind: 'text' },
      { label: t('brand.segment'), kind: 'text' },
      { label: t('brand.awareness'), kind: 'percent' },
      ...propositions.map((id) => ({ label: names.proposition(id), kind: 'percent' as const })),
    ],
    rows: ordered.map((p): Cell[] => [
      names.brand(p.brandId),
      names.segment(p.segmentId),
      p.awareness,
      ...propositions.map((id) => p.propositions[id] ?? null),
    ]),
  };
  const segments = [...new Set(ordered.map((p) => p.segmentId))].sort((a, b) => names.segment(a).localeCompare(names.segment(b)));
  const brands = [...new Set(ordered.map((p) => p.brandId))];
  const awarenessOf = new Map(perception.map((p) => [pairOf(p), p.awareness]));
  const chart: ChartSpec = {
    title: t('brand.brands.chart', { round: input.round }),
    kind: 'bar',
    unit: 'percent',
    categories: segments.map(names.segment),
    series: brands.map((b) => ({ name: names.brand(b), data: segments.map((s) => awarenessOf.get(`${b}\u0000${s}`) ?? null) })),
  };
  const notes: string[] = [];
  if (perception.length > 0) notes.push(t('brand.brands.propositionsWhy'));
  const previous = data.rounds[data.rounds.findIndex((r) => r.round === input.round) - 1];
  const before = new Map((previous?.result.perception ?? []).map((p) => [pairOf(p), p.awareness]));
  let biggest: { row: PerceptionRow; from: number } | null = null;
  for (const row of perception) {
    const from = before.get(pairOf(row));
    if (from === undefined || points(row.awareness - from) === 0) continue;
    if (!biggest || Math.abs(row.awareness - from) > Math.abs(biggest.row.awareness - biggest.from)) biggest = { row, from };
  }
  if (previous && biggest) {
    const { row, from } = biggest;
    notes.push(
      t(row.awareness > from ? 'brand.brands.rose' : 'brand.brands.fell', {
        brand: names.brand(row.brandId),
        segment: names.segment(row.segmentId),
        from: percent(from),
        to: percent(row.awareness),
        points: Math.abs(points(row.awareness - from)),
        previous: previous.round,
      }),
    );
  }
  return { chart: perception.length > 0 ? chart : undefined, tables: [table], notes };
};
