import { Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, textIn, useApi, useParams } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { useSegments } from '../common/use-segments';

/** Reach points are per 100,000 minor units spent (the engine's REACH_UNIT): $1,000 in a currency of cents. */
const REACH_UNIT = 100_000;

/**
 * Promotion channels (section 2): which segments each channel reaches, and how well: the reach
 * points a company promotion buys in each segment for every 100,000 minor units it spends there.
 */
export function PromotionChannelsPage() {
  const { t, language } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const world = useWorldResources(useApi(), worldId);
  const { data } = useSegments();
  if (!world || !data) return <Spinner label={t('loading')} />;
  const { promotionChannels, segments } = world.resources;
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const per = formatMoney(REACH_UNIT, baseCurrency(world), language);
  return (
    <div>
      <PageTitle help="companyPromotions">{t('promotionChannels.title')}</PageTitle>
      <Muted>{t('promotionChannels.intro', { amount: per })}</Muted>
      {promotionChannels.map((channel) => {
        const reached = data.profiles.filter((p) => segments.find((s) => s.id === p.segmentId)?.marketId === channel.marketId);
        return (
          <Card key={channel.id} data-testid={`channel-${channel.id}`}>
            <h2>{textIn(channel.name, language)}</h2>
            <Table wrapOnPhone>
              <thead>
                <tr>
                  <th scope="col">{t('consumerDistribution.segment')}</th>
                  <th scope="col">{t('promotionChannels.reach', { amount: per })}</th>
                </tr>
              </thead>
              <tbody>
                {reached.map((p) => (
                  <tr key={p.segmentId}>
                    <th scope="row">{textIn(segments.find((s) => s.id === p.segmentId)?.name, language)}</th>
                    <td>{decimal.format(p.mediaReach[channel.id] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
        );
      })}
      <Muted>{t('promotionChannels.note')}</Muted>
    </div>
  );
}
