import type { MarketSegments } from '@simbiz/contracts';
import { useT } from '@simbiz/ui';
import { Chart } from '@simbiz/web-kit/src/chart';
import { segmentSeries } from '../common/segment-series';

/** How many shoppers each segment of a market had, round by round: the table's "Shoppers", over time. */
export function ShoppersChart({
  market,
  rounds,
  segments,
}: {
  market: string;
  rounds: MarketSegments['rounds'];
  segments: readonly { id: string; name: string }[];
}) {
  const { t, language } = useT('marketResearch');
  const { rounds: served, lines } = segmentSeries(
    rounds,
    segments.map((s) => s.id),
    (s) => s.size,
  );
  const full = new Intl.NumberFormat(language);
  const short = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <>
      <h3>{t('charts.shoppers')}</h3>
      <Chart
        label={t('charts.shoppersLabel', { market })}
        kind="line"
        categories={served.map((round) => t('newsFlash.round', { round }))}
        series={lines.map((line) => ({ name: segments.find((s) => s.id === line.segmentId)?.name ?? line.segmentId, data: line.data }))}
        yTitle={t('consumerDistribution.shoppers')}
        format={{ full: (value) => full.format(value), short: (value) => short.format(value) }}
      />
    </>
  );
}
