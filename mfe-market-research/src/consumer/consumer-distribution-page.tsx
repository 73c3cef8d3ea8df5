import { Card, Table, useT } from '@simbiz/ui';
import { formatPercent, textIn } from '@simbiz/web-kit';
import { SegmentsFrame } from '../common/segments-frame';
import { distribution } from './consumer-distribution';
import { ShoppersChart } from './shoppers-chart';

/**
 * Consumer, consumer distribution (section 2): how many shoppers each segment of each market has
 * in the round shown, its share of the market and how it changed since the round before; above
 * each market's table, a chart of its segments' shoppers over the rounds so far.
 */
export function ConsumerDistributionPage() {
  const { t, language } = useT('marketResearch');
  const number = new Intl.NumberFormat(language);
  const signed = (fraction: number) => `${fraction > 0 ? '+' : ''}${formatPercent(fraction, language)}`;
  return (
    <SegmentsFrame title={t('consumer.title')} section="consumer" intro={t('consumerDistribution.intro')} help="segments">
      {({ world, data, shown, previous }) => {
        const { markets, segments } = world.resources;
        const marketOf = (id: string) => segments.find((s) => s.id === id)?.marketId ?? '';
        return [...distribution(shown, previous, marketOf)].map(([marketId, rows]) => {
          const market = textIn(markets.find((m) => m.id === marketId)?.name, language);
          return (
            <Card key={marketId} data-testid={`distribution-${marketId}`}>
              <h2>{market}</h2>
              <ShoppersChart
                market={market}
                rounds={data.rounds}
                segments={rows.map((r) => ({ id: r.segmentId, name: textIn(segments.find((s) => s.id === r.segmentId)?.name, language) }))}
              />
              <Table wrapOnPhone>
                <thead>
                  <tr>
                    <th scope="col">{t('consumerDistribution.segment')}</th>
                    <th scope="col">{t('consumerDistribution.shoppers')}</th>
                    <th scope="col">{t('consumerDistribution.share')}</th>
                    <th scope="col">{t('consumerDistribution.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.segmentId}>
                      <th scope="row">{textIn(segments.find((s) => s.id === r.segmentId)?.name, language)}</th>
                      <td>{number.format(r.size)}</td>
                      <td>{formatPercent(r.share, language)}</td>
                      <td>{r.change === null ? t('consumerDistribution.firstRound') : signed(r.change)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Card>
          );
        });
      }}
    </SegmentsFrame>
  );
}
