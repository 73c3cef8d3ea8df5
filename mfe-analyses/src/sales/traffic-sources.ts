import type { AnalysisRound } from '@simbiz/contracts';
import { byRoundChart } from '../common/by-round';
import type { Cell, DerivedTable, Derive, Texts } from '../common/page-content';
import { type Source, SOURCES } from './traffic-rows';

/** A round's sessions (or orders) from a source, over every sales row. */
function fromSource(round: AnalysisRound, what: 'sessions' | 'orders', source: Source): number {
  return (round.result.sales ?? []).reduce((sum, row) => sum + (row[what][source] ?? 0), 0);
}

function sourceTable(
  id: string,
  title: string,
  rounds: readonly AnalysisRound[],
  t: Texts,
  figure: (round: AnalysisRound, source: Source) => number,
  kind: 'count' | 'percent',
): DerivedTable {
  const rows: Cell[][] = SOURCES.map((source) => [t(`sources.${source}`), ...rounds.map((r) => figure(r, source))]);
  return {
    id,
    title,
    columns: [{ label: t('traffic.source'), kind: 'text' }, ...rounds.map((r) => ({ label: t('round', { round: r.round }), kind }))],
    rows,
    ...(kind === 'count' ? { totals: [t('total'), ...rounds.map((r) => SOURCES.reduce((sum, s) => sum + figure(r, s), 0))] } : {}),
  };
}

/**
 * Where shoppers came from (sales/product-traffic-sources), a column per round: sessions and
 * orders by source (organic search, the ad auction, traffic packages, livestreams, influencers)
 * and each source's conversion. Orders by source add up to the units sold (each order is a unit).
 */
export const trafficSources: Derive = ({ data, t }) => {
  const rounds = data.rounds;
  const sessions = sourceTable('traffic-sessions', t('traffic.sessionsBySource'), rounds, t, (r, s) => Math.round(fromSource(r, 'sessions', s)), 'count');
  const orders = sourceTable('traffic-orders-by-source', t('traffic.ordersBySource'), rounds, t, (r, s) => fromSource(r, 'orders', s), 'count');
  const conversion = sourceTable(
    'traffic-conversion',
    t('traffic.conversionBySource'),
    rounds,
    t,
    (r, s) => {
      const visits = fromSource(r, 'sessions', s);
      return visits > 0 ? fromSource(r, 'orders', s) / visits : 0;
    },
    'percent',
  );
  return { chart: byRoundChart(sessions, t('traffic.sessionsChart'), 'count'), tables: [sessions, orders, conversion] };
};
