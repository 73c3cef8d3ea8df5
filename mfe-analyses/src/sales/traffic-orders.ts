import type { AnalysisRound } from '@simbiz/contracts';
import { type Cell, type ChartSpec, type DerivedTable, type Derive, type PageInput, roundOf, sumOf } from '../common/page-content';
import { ordersOf, sessionsOf, SOURCES } from './traffic-rows';

type SalesRow = NonNullable<AnalysisRound['result']['sales']>[number];

/** A price this far from the segment's average (either way) is worth a note. */
const PRICE_GAP = 0.15;
/** A rating this far below the segment's average is worth a note. */
const RATING_GAP = 0.3;

/** A listing's name: its model, or the package it leads. */
const listingName = ({ names, t }: PageInput, row: SalesRow) =>
  row.packageId ? t('traffic.packageOf', { model: names.model(row.modelId) }) : names.model(row.modelId);

/** The funnel of each listing in the round: sessions, orders, the orders it lost by selling out, conversion, its price and revenue. */
function funnelTable(input: PageInput, rows: readonly SalesRow[]): DerivedTable {
  const { names, t } = input;
  const listings = new Map<string, SalesRow[]>();
  for (const row of rows) {
    const key = `${row.platformId}/${row.packageId ?? row.modelId}`;
    listings.set(key, [...(listings.get(key) ?? []), row]);
  }
  const body: Cell[][] = [...listings.values()].map((group) => {
    const [first] = group as [SalesRow];
    const sessions = group.reduce((sum, r) => sum + sessionsOf(r), 0);
    const orders = group.reduce((sum, r) => sum + ordersOf(r), 0);
    const lost = group.reduce((sum, r) => sum + r.lostOrders, 0);
    const revenue = group.reduce((sum, r) => sum + r.revenue, 0);
    return [
      names.platform(first.platformId),
      listingName(input, first),
      Math.round(sessions),
      orders,
      lost,
      sessions > 0 ? orders / sessions : 0,
      { minor: first.price, currency: names.platformCurrency(first.platformId) },
      revenue,
    ];
  });
  body.sort((a, b) => (b[7] as number) - (a[7] as number));
  const sessions = sumOf(body, 2);
  const orders = sumOf(body, 3);
  return {
    id: 'traffic-funnel',
    title: t('traffic.funnel'),
    columns: [
      { label: t('traffic.platform'), kind: 'text' },
      { label: t('traffic.listing'), kind: 'text' },
      { label: t('traffic.sessions'), kind: 'count' },
      { label: t('traffic.orders'), kind: 'count' },
      { label: t('traffic.lost'), kind: 'count' },
      { label: t('traffic.conversion'), kind: 'percent' },
      { label: t('traffic.price'), kind: 'money' },
      { label: t('traffic.revenue'), kind: 'money' },
    ],
    rows: body,
    totals: [t('total'), null, sessions, orders, sumOf(body, 4), sessions > 0 ? orders / sessions : 0, null, sumOf(body, 7)],
  };
}

interface Standing {
  modelId: string;
  segmentId: string;
  units: number;
  price: number;
  averagePrice: number | null;
  rating: number | null;
  averageRating: number | null;
}

/** Each model's average price and rating in each segment where it sold, against what the whole market paid and bought there. */
function standings(round: AnalysisRound, rows: readonly SalesRow[]): Standing[] {
  const sums = new Map<string, { modelId: string; segmentId: string; units: number; revenueLocal: number }>();
  for (const row of rows) {
    if (row.units <= 0 || row.packageId) continue;
    const key = `${row.modelId}/${row.segmentId}`;
    const sum = sums.get(key) ?? { modelId: row.modelId, segmentId: row.segmentId, units: 0, revenueLocal: 0 };
    sum.units += row.units;
    sum.revenueLocal += row.revenueLocal;
    sums.set(key, sum);
  }
  return [...sums.values()].map((s) => {
    const market = round.benchmarks.find((b) => b.segmentId === s.segmentId);
    return {
      modelId: s.modelId,
      segmentId: s.segmentId,
      units: s.units,
      price: Math.round(s.revenueLocal / s.units),
      averagePrice: market?.averagePrice ?? null,
      rating: round.ratings[s.modelId] ?? null,
      averageRating: market?.averageRating ?? null,
    };
  });
}

function standingTable(input: PageInput, list: readonly Standing[]): DerivedTable {
  const { names, t } = input;
  const money = (minor: number | null, segmentId: string): Cell => (minor === null ? null : { minor, currency: names.segmentCurrency(segmentId) });
  return {
    id: 'traffic-segment',
    title: t('traffic.againstSegment'),
    columns: [
      { label: t('traffic.model'), kind: 'text' },
      { label: t('traffic.segment'), kind: 'text' },
      { label: t('traffic.units'), kind: 'count' },
      { label: t('traffic.yourPrice'), kind: 'money' },
      { label: t('traffic.segmentPrice'), kind: 'money' },
      { label: t('traffic.priceGap'), kind: 'percent' },
      { label: t('traffic.yourRating'), kind: 'rating' },
      { label: t('traffic.segmentRating'), kind: 'rating' },
    ],
    rows: list.map((s) => [
      names.model(s.modelId),
      names.segment(s.segmentId),
      s.units,
      money(s.price, s.segmentId),
      money(s.averagePrice, s.segmentId),
      s.averagePrice ? s.price / s.averagePrice - 1 : null,
      s.rating,
      s.averageRating,
    ]),
  };
}

/** Why the figures are what they are, in plain words: prices and ratings far from the segment's, and stock that ran out. */
function reasons(input: PageInput, round: AnalysisRound, list: readonly Standing[]): string[] {
  const { names, t, money, percent } = input;
  const notes: string[] = [];
  for (const s of list) {
    const model = names.model(s.modelId);
    const segment = names.segment(s.segmentId);
    const currency = names.segmentCurrency(s.segmentId);
    if (s.averagePrice) {
      const gap = s.price / s.averagePrice - 1;
      if (Math.abs(gap) >= PRICE_GAP) {
        const params = { model, segment, price: money(s.price, currency), average: money(s.averagePrice, currency), gap: percent(Math.abs(gap)) };
        notes.push(t(gap > 0 ? 'traffic.notes.priceAbove' : 'traffic.notes.priceBelow', params));
      }
    }
    if (s.rating !== null && s.averageRating !== null && s.averageRating - s.rating >= RATING_GAP) {
      notes.push(t('traffic.notes.ratingBelow', { model, segment, rating: s.rating.toFixed(1), average: s.averageRating.toFixed(1) }));
    }
  }
  for (const row of round.result.inventory ?? []) {
    if (row.closing === 0 && row.sold > 0)
      notes.push(t('traffic.notes.soldOut', { model: names.model(row.modelId), warehouse: names.warehouse(row.warehouseId), units: row.sold }));
  }
  for (const { row, orders } of lostByListing(round))
    notes.push(t('traffic.notes.lost', { model: listingName(input, row), platform: names.platform(row.platformId), lost: orders }));
  return notes;
}

/** The listings that were out of stock with shoppers still wanting them (a row of each, and its orders lost), the most lost first. */
function lostByListing(round: AnalysisRound): { row: SalesRow; orders: number }[] {
  const lost = new Map<string, { row: SalesRow; orders: number }>();
  for (const row of round.result.sales ?? []) {
    if (row.lostOrders <= 0) continue;
    const key = `${row.platformId}/${row.packageId ?? row.modelId}`;
    const sum = lost.get(key) ?? { row, orders: 0 };
    sum.orders += row.lostOrders;
    lost.set(key, sum);
  }
  return [...lost.values()].sort((a, b) => b.orders - a.orders);
}

/** Conversion by source in the round, as a chart: which sources brought buyers, not only visitors. */
function conversionChart(input: PageInput, rows: readonly SalesRow[]): ChartSpec {
  const { t } = input;
  return {
    title: t('traffic.conversionChart', { round: input.round }),
    kind: 'bar',
    unit: 'percent',
    categories: SOURCES.map((s) => t(`sources.${s}`)),
    series: [
      {
        name: t('traffic.conversion'),
        data: SOURCES.map((s) => {
          const sessions = rows.reduce((sum, r) => sum + (r.sessions[s] ?? 0), 0);
          return sessions > 0 ? rows.reduce((sum, r) => sum + (r.orders[s] ?? 0), 0) / sessions : null;
        }),
      },
    ],
  };
}

/**
 * Traffic and orders (sales/product-traffic-orders) of a round: each listing's funnel from
 * sessions to orders (and the orders it lost by selling out), conversion by source, each model's
 * price and rating against its segment's averages, and notes on what held sales back (a price far
 * above the segment's, a rating below it, stock that ran out and the orders that went with it).
 */
export const trafficOrders: Derive = (input) => {
  const round = roundOf(input);
  const rows = (round?.result.sales ?? []).filter((r) => r.units > 0 || sessionsOf(r) > 0);
  if (!round) return { tables: [] };
  const list = standings(round, rows);
  return { chart: conversionChart(input, rows), tables: [funnelTable(input, rows), standingTable(input, list)], notes: reasons(input, round, list) };
};
