import { Card, Muted, Table, useT } from '@simbiz/ui';
import { formatMoney, formatPercent, type Localized, textIn } from '@simbiz/web-kit';
import { SegmentsFrame } from '../common/segments-frame';
import { WeightsChart } from './weights-chart';

/**
 * Consumer, consumer preference (section 2): what each segment values (how much utility a grade
 * away from its ideal costs, by attribute), the price it thinks normal and how much price weighs
 * with it in the round shown, and how fast it grows; first, per market, a chart of every
 * segment's attribute weights side by side.
 */
export function ConsumerPreferencePage() {
  const { t, language } = useT('marketResearch');
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <SegmentsFrame title={t('consumer.title')} section="consumer" intro={t('consumerPreference.intro')} help="choice">
      {({ world, data, shown }) => {
        const { attributes, segments, markets } = world.resources;
        const named = (x: { id: string; name: Localized }) => ({ id: x.id, name: textIn(x.name, language) });
        return (
          <>
            {markets.map((market) => (
              <WeightsChart
                key={market.id}
                market={named(market)}
                profiles={data.profiles}
                segments={segments.filter((s) => s.marketId === market.id).map(named)}
                attributes={attributes.map(named)}
              />
            ))}
            {data.profiles.map((profile) => {
              const segment = segments.find((s) => s.id === profile.segmentId);
              const market = markets.find((m) => m.id === segment?.marketId);
              const now = shown.segments.find((s) => s.segmentId === profile.segmentId);
              const weights = Object.entries(profile.attributeWeights).sort((a, b) => b[1] - a[1]);
              return (
                <Card key={profile.segmentId} data-testid={`preference-${profile.segmentId}`}>
                  <h2>{textIn(segment?.name, language)}</h2>
                  <Muted>
                    {textIn(market?.name, language)} · {textIn(profile.description, language)}
                  </Muted>
                  <Table wrapOnPhone>
                    <tbody>
                      <tr>
                        <th scope="row">{t('consumerPreference.referencePrice')}</th>
                        <td>{market ? formatMoney(profile.referencePrice, market.currency, language) : ''}</td>
                      </tr>
                      <tr>
                        <th scope="row">{t('consumerPreference.priceSensitivity')}</th>
                        <td>{now ? decimal.format(now.priceSensitivity) : ''}</td>
                      </tr>
                      <tr>
                        <th scope="row">{t('consumerPreference.growth')}</th>
                        <td>{formatPercent(profile.growthPerRound, language)}</td>
                      </tr>
                    </tbody>
                  </Table>
                  <h3 style={{ marginTop: '1rem' }}>{t('consumerPreference.values')}</h3>
                  <Table wrapOnPhone>
                    <thead>
                      <tr>
                        <th scope="col">{t('productDescription.attribute')}</th>
                        <th scope="col">{t('consumerPreference.weight')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {weights.map(([attributeId, weight]) => (
                        <tr key={attributeId}>
                          <th scope="row">{textIn(attributes.find((a) => a.id === attributeId)?.name, language)}</th>
                          <td>{decimal.format(weight)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </Card>
              );
            })}
            <Muted>{t('consumerPreference.note')}</Muted>
          </>
        );
      }}
    </SegmentsFrame>
  );
}
