import type { AnalysisRound } from '@simbiz/contracts';
import { byRoundChart } from '../common/by-round';
import type { Cell, DerivedTable, Derive } from '../common/page-content';
import { ratingByUnits } from './brand-rows';

/** The company's awareness in a segment in a round: that of its best-known brand there (null without a record). */
function companyAwareness(round: AnalysisRound, segmentId: string): number | null {
  let best: number | null = null;
  for (const p of round.result.perception ?? []) if (p.segmentId === segmentId && (best === null || p.awareness > best)) best = p.awareness;
  return best;
}

/**
 * The company as shoppers see it (brand/perception/company), a column per round: its awareness
 * in each segment (charted as lines) and the average customer rating of what it sold.
 *
 * A segment's awareness is the BEST of the company's brands there, not an average: a shopper who
 * knows any one of its brands knows the company, and an average would let a new, unknown brand
 * drag down a company shoppers already know. The rating weights each model's rating by the units
 * it sold in the round (the rating a typical buyer saw), by brand and for all brands (the foot).
 */
export const companyPerception: Derive = ({ data, names, t, percent }) => {
  const rounds = data.rounds;
  const roundColumns = (kind: 'percent' | 'rating') => rounds.map((r) => ({ label: t('round', { round: r.round }), kind }));
  const segmentIds = [...new Set(rounds.flatMap((r) => (r.result.perception ?? []).map((p) => p.segmentId)))];
  const latest = (values: Cell[]) => (typeof values.at(-1) === 'number' ? (values.at(-1) as number) : -1);
  const awarenessRows = segmentIds
    .map((id): Cell[] => [names.segment(id), ...rounds.map((r) => companyAwareness(r, id))])
    .sort((a, b) => latest(b) - latest(a) || String(a[0]).localeCompare(String(b[0])));
  const awareness: DerivedTable = {
    id: 'perception-company-awareness',
    title: t('brand.company.awareness'),
    columns: [{ label: t('brand.segment'), kind: 'text' }, ...roundColumns('percent')],
    rows: awarenessRows,
  };
  const brandIds = [...new Set(rounds.flatMap((r) => (r.result.sales ?? []).map((s) => s.brandId)))];
  const rating: DerivedTable = {
    id: 'perception-company-rating',
    title: t('brand.company.rating'),
    columns: [{ label: t('brand.brand'), kind: 'text' }, ...roundColumns('rating')],
    rows: brandIds.map((id): Cell[] => [names.brand(id), ...rounds.map((r) => ratingByUnits(r, id))]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    totals: brandIds.length > 0 ? [t('brand.company.allBrands'), ...rounds.map((r) => ratingByUnits(r))] : undefined,
  };
  const notes: string[] = [];
  if (awarenessRows.length > 0) notes.push(t('brand.company.bestBrand'));
  const first = rounds[0];
  const last = rounds.at(-1);
  if (first && last && first !== last) {
    // The segment whose awareness moved most between the first round and the last.
    let moved: { id: string; from: number; to: number } | null = null;
    for (const id of segmentIds) {
      const from = companyAwareness(first, id);
      const to = companyAwareness(last, id);
      if (from !== null && to !== null && from !== to && (!moved || Math.abs(to - from) > Math.abs(moved.to - moved.from))) moved = { id, from, to };
    }
    if (moved)
      notes.push(
        t('brand.company.moved', { segment: names.segment(moved.id), from: percent(moved.from), first: first.round, to: percent(moved.to), last: last.round }),
      );
  }
  return {
    chart: awarenessRows.length > 0 ? byRoundChart(awareness, t('brand.company.awarenessChart'), 'percent', 'line') : undefined,
    tables: [awareness, rating],
    notes,
  };
};
