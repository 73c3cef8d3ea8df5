import { Card, Muted, Table, useT } from '@simbiz/ui';
import { formatMoney, formatPercent, textIn } from '@simbiz/web-kit';
import { EnvironmentFrame, nameIn } from '../common/environment-frame';
import { marketCurrency } from '../common/use-environment';

/**
 * Sales channels, influencer livestreaming (section 2): the influencers of each platform, what one
 * livestream costs (fee and commission) and how many followers each has in each segment; and what
 * a store's own livestream costs. Amounts in the platform's market currency.
 */
export function InfluencerPage() {
  const { t, language } = useT('marketResearch');
  return (
    <EnvironmentFrame title={t('salesChannels.title')} section="sales-channels" help="livestreams" intro={t('influencer.intro')}>
      {({ world, environment }) => {
        const { platforms, segments } = world.resources;
        const number = new Intl.NumberFormat(language);
        return (
          <>
            <Card data-testid="influencers">
              <h2>{t('influencer.influencers')}</h2>
              {environment.platforms.map((p) => {
                const money = (minor: number) => formatMoney(minor, marketCurrency(environment, p.marketId), language);
                const shoppers = segments.filter((s) => s.marketId === p.marketId);
                return (
                  <section key={p.id}>
                    <h3>{nameIn(platforms, p.id, language)}</h3>
                    {p.influencers.length === 0 ? (
                      <Muted>{t('influencer.none')}</Muted>
                    ) : (
                      <Table wrapOnPhone>
                        <thead>
                          <tr>
                            <th scope="col">{t('influencer.influencer')}</th>
                            <th scope="col">{t('influencer.fee')}</th>
                            <th scope="col">{t('influencer.commission')}</th>
                            {shoppers.map((s) => (
                              <th key={s.id} scope="col">
                                {t('influencer.followers', { segment: nameIn(segments, s.id, language) })}
                              </th>
                            ))}
                          </tr>
                        </thead>
                        <tbody>
                          {p.influencers.map((i) => (
                            <tr key={i.id}>
                              <th scope="row">{textIn(i.name, language)}</th>
                              <td>{money(i.fee)}</td>
                              <td>{formatPercent(i.commissionRate, language)}</td>
                              {shoppers.map((s) => (
                                <td key={s.id}>{number.format(i.followers[s.id] ?? 0)}</td>
                              ))}
                            </tr>
                          ))}
                        </tbody>
                      </Table>
                    )}
                  </section>
                );
              })}
            </Card>
            <Muted>{t('influencer.note')}</Muted>
            <Card data-testid="merchant-livestream">
              <h2>{t('influencer.merchant')}</h2>
              <Table wrapOnPhone>
                <thead>
                  <tr>
                    <th scope="col">{t('markets.platform')}</th>
                    <th scope="col">{t('influencer.costPerHour')}</th>
                    <th scope="col">{t('influencer.maxHours')}</th>
                  </tr>
                </thead>
                <tbody>
                  {environment.platforms.map((p) => (
                    <tr key={p.id}>
                      <th scope="row">{nameIn(platforms, p.id, language)}</th>
                      <td>{formatMoney(p.merchantLivestream.costPerHour, marketCurrency(environment, p.marketId), language)}</td>
                      <td>{t('influencer.hours', { count: p.merchantLivestream.maxHoursPerRound })}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Card>
          </>
        );
      }}
    </EnvironmentFrame>
  );
}
