import { Card, Muted, Table, useT } from '@simbiz/ui';
import { formatMoney, formatPercent, textIn } from '@simbiz/web-kit';
import { ReadOnlyItemsTable } from '@simbiz/web-kit/src/decision-kit';
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
                    {/* A card per influencer on a phone: a column per segment would squeeze the headings letter by letter. */}
                    <ReadOnlyItemsTable
                      testId={`influencers-${p.id}`}
                      cardsOnPhone="h4"
                      rowHeader
                      items={p.influencers}
                      itemKey={(i) => i.id}
                      empty={t('influencer.none')}
                      columns={[
                        { header: t('influencer.influencer'), cell: (i) => textIn(i.name, language) },
                        { header: t('influencer.fee'), cell: (i) => money(i.fee), amount: true },
                        { header: t('influencer.commission'), cell: (i) => formatPercent(i.commissionRate, language) },
                        ...shoppers.map((s) => ({
                          header: t('influencer.followers', { segment: nameIn(segments, s.id, language) }),
                          cell: (i: (typeof p.influencers)[number]) => number.format(i.followers[s.id] ?? 0),
                        })),
                      ]}
                    />
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
