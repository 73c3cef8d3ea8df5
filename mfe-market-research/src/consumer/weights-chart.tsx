import type { MarketSegments } from '@simbiz/contracts';
import { Card, Muted, useT } from '@simbiz/ui';
import { Chart } from '@simbiz/web-kit/src/chart';

interface Named {
  id: string;
  name: string;
}

/**
 * The attribute weights of every segment of a market side by side, which the cards below give one
 * segment at a time: who cares most about what. A weight a segment does not give is 0.
 */
export function WeightsChart({
  market,
  profiles,
  segments,
  attributes,
}: {
  market: Named;
  profiles: MarketSegments['profiles'];
  segments: readonly Named[];
  attributes: readonly Named[];
}) {
  const { t, language } = useT('marketResearch');
  const here = segments.flatMap((segment) => profiles.filter((p) => p.segmentId === segment.id).map((profile) => ({ segment, profile })));
  const weighed = attributes.filter((a) => here.some(({ profile }) => (profile.attributeWeights[a.id] ?? 0) > 0));
  if (here.length < 2 || weighed.length === 0) return null;
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const axis = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return (
    <Card data-testid={`weights-${market.id}`}>
      <h2>{t('charts.weights')}</h2>
      <Muted>{market.name}</Muted>
      <Chart
        label={t('charts.weightsLabel', { market: market.name })}
        kind="bar"
        categories={weighed.map((a) => a.name)}
        series={here.map(({ segment, profile }) => ({ name: segment.name, data: weighed.map((a) => profile.attributeWeights[a.id] ?? 0) }))}
        yTitle={t('charts.weight')}
        format={{ full: (value) => decimal.format(value), short: (value) => axis.format(value) }}
      />
    </Card>
  );
}
