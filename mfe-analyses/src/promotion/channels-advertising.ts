import type { AnalysisRound } from '@simbiz/contracts';
import { byRoundChart } from '../common/by-round';
import type { Cell, CellKind, DerivedTable, Derive, Texts } from '../common/page-content';
import { type ChannelAdvertisingRow, type Source, SOURCES, ratio } from './promotion-rows';

type Figure = (row: ChannelAdvertisingRow | undefined) => number | null;

/** A table with a row per source (in the engine's order) and a column per round, with a totals row when the figure adds up. */
function sourceTable(
  spec: { id: string; title: string; kind: CellKind; figure: Figure; total?: (rows: readonly ChannelAdvertisingRow[]) => number | null },
  sources: readonly Source[],
  rounds: readonly AnalysisRound[],
  t: Texts,
): DerivedTable {
  const rowOf = (r: AnalysisRound, source: Source) => (r.result.channelAdvertising ?? []).find((row) => row.source === source);
  const { total } = spec;
  return {
    id: spec.id,
    title: spec.title,
    columns: [{ label: t('promotion.channels.source'), kind: 'text' }, ...rounds.map((r) => ({ label: t('round', { round: r.round }), kind: spec.kind }))],
    rows: sources.map((source): Cell[] => [t(`sources.${source}`), ...rounds.map((r) => spec.figure(rowOf(r, source)))]),
    totals: total && sources.length > 0 ? [t('total'), ...rounds.map((r) => total(r.result.channelAdvertising ?? []))] : undefined,
  };
}

const sumOf = (f: (row: ChannelAdvertisingRow) => number) => (rows: readonly ChannelAdvertisingRow[]) => rows.reduce((s, row) => s + f(row), 0);

/**
 * Advertising by traffic source (promotion/channels-advertising): one table per measure with a
 * row per source and a column per round (spend, sessions, orders, conversion, cost per order) and
 * a chart of orders by source. The engine reports spend by source only for ad-auction clicks, so
 * the spend total is the auction-clicks part of the income statement's advertising (the sum of
 * product advertising's spend); traffic packages and livestreams are booked, not split by source.
 */
export const channelsAdvertisingPerformance: Derive = ({ data, t, percent }) => {
  const rounds = data.rounds;
  const present = new Set(rounds.flatMap((r) => (r.result.channelAdvertising ?? []).map((row) => row.source)));
  const sources = SOURCES.filter((s) => present.has(s));
  const table = (spec: Parameters<typeof sourceTable>[0]) => sourceTable(spec, sources, rounds, t);
  const spend = table({
    id: 'channels-spend',
    title: t('promotion.channels.spend'),
    kind: 'money',
    figure: (r) => r?.spend ?? 0,
    total: sumOf((r) => r.spend),
  });
  const sessions = table({
    id: 'channels-sessions',
    title: t('promotion.channels.sessions'),
    kind: 'count',
    figure: (r) => Math.round(r?.sessions ?? 0),
    total: (rows) => Math.round(sumOf((r) => r.sessions)(rows)),
  });
  const orders = table({
    id: 'channels-orders',
    title: t('promotion.channels.orders'),
    kind: 'count',
    figure: (r) => r?.orders ?? 0,
    total: sumOf((r) => r.orders),
  });
  const conversion = table({
    id: 'channels-conversion',
    title: t('promotion.channels.conversion'),
    kind: 'percent',
    figure: (r) => (r ? ratio(r.orders, r.sessions) : null),
    total: (rows) => ratio(sumOf((r) => r.orders)(rows), sumOf((r) => r.sessions)(rows)),
  });
  // Only sources with reported spend have a cost per order; no total (the other sources' costs are not split out).
  const costPerOrder = table({
    id: 'channels-cost-per-order',
    title: t('promotion.channels.costPerOrder'),
    kind: 'money',
    figure: (r) => (r && r.spend > 0 ? ratio(r.spend, r.orders) : null),
  });
  const notes: string[] = [];
  if (sources.length > 0) notes.push(t('promotion.channels.spendScope'));
  const last = rounds.at(-1);
  const best = (last?.result.channelAdvertising ?? [])
    .filter((r) => r.sessions > 0)
    .sort((a, b) => b.orders / b.sessions - a.orders / a.sessions || SOURCES.indexOf(a.source) - SOURCES.indexOf(b.source))[0];
  if (last && best && best.orders > 0)
    notes.push(
      t('promotion.channels.bestConversion', { round: last.round, source: t(`sources.${best.source}`), conversion: percent(best.orders / best.sessions) }),
    );
  return {
    chart: sources.length > 0 ? byRoundChart(orders, t('promotion.channels.ordersChart'), 'count', 'column') : undefined,
    tables: [spend, sessions, orders, conversion, costPerOrder],
    notes,
  };
};
