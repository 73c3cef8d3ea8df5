import type { MarketSegments } from '@simbiz/contracts';
import { FieldLabel, Select, useT } from '@simbiz/ui';
import { Chart } from '@simbiz/web-kit/src/chart';
import { useState } from 'react';
import { idealSeries } from '../common/segment-series';

interface Named {
  id: string;
  name: string;
}

/**
 * How the ideal grade of one attribute (chosen, the first unless another is) moved for each segment
 * of a market, round by round, and where it heads next round: the table's "now → next", over time.
 */
export function IdealsChart({
  market,
  rounds,
  segments,
  attributes,
}: {
  market: Named;
  rounds: MarketSegments['rounds'];
  segments: readonly Named[];
  attributes: readonly Named[];
}) {
  const { t, language } = useT('marketResearch');
  const [chosen, choose] = useState<string | null>(null);
  const attribute = attributes.find((a) => a.id === chosen) ?? attributes[0];
  if (!attribute) return null;
  const { rounds: served, lines } = idealSeries(
    rounds,
    segments.map((s) => s.id),
    attribute.id,
  );
  const grade = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const axis = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const choice = `ideals-attribute-${market.id}`;
  return (
    <>
      <h3>{t('charts.ideals')}</h3>
      <div style={{ maxWidth: '16rem' }}>
        <FieldLabel htmlFor={choice}>{t('productDescription.attribute')}</FieldLabel>
        <Select id={choice} value={attribute.id} onChange={(e) => choose(e.target.value)}>
          {attributes.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </Select>
      </div>
      <Chart
        label={t('charts.idealsLabel', { attribute: attribute.name, market: market.name })}
        kind="line"
        categories={served.map((round, i) => (i === served.length - 1 ? t('charts.nextRound', { round }) : t('newsFlash.round', { round })))}
        series={lines.map((line) => ({ name: segments.find((s) => s.id === line.segmentId)?.name ?? line.segmentId, data: line.data }))}
        yTitle={t('charts.grade')}
        format={{ full: (value) => grade.format(value), short: (value) => axis.format(value) }}
      />
    </>
  );
}
