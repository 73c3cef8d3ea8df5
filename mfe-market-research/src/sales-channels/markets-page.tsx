import { Card, Muted, Table, useT } from '@simbiz/ui';
import { formatMoney, formatPercent } from '@simbiz/web-kit';
import { EnvironmentFrame, nameIn } from '../common/environment-frame';
import { marketCurrency } from '../common/use-environment';
import { PlatformOffers } from './platform-offers';
import { PlatformShares } from './platform-shares';

/**
 * Sales channels, e-commerce markets (section 2): the platforms of each market and their terms
 * (fees, commission, payout, organic reach, ad auction), where each segment shops, and what the
 * platforms sell to stores. Amounts in the market's currency.
 */
export function MarketsPage() {
  const { t, language } = useT('marketResearch');
  return (
    <EnvironmentFrame title={t('salesChannels.title')} section="sales-channels" help="platforms" intro={t('markets.intro')}>
      {({ world, environment }) => {
        const { markets, platforms } = world.resources;
        const several = environment.markets.length > 1;
        return (
          <>
            <Card data-testid="platforms">
              <h2>{t('markets.platforms')}</h2>
              {environment.markets.map((market) => {
                const money = (minor: number) => formatMoney(minor, marketCurrency(environment, market.id), language);
                const here = environment.platforms.filter((p) => p.marketId === market.id);
                if (here.length === 0) return null;
                return (
                  <section key={market.id}>
                    {several ? <h3>{nameIn(markets, market.id, language)}</h3> : null}
                    <Table wrapOnPhone>
                      <thead>
                        <tr>
                          <th scope="col">{t('markets.platform')}</th>
                          <th scope="col">{t('markets.openingFee')}</th>
                          <th scope="col">{t('markets.commission')}</th>
                          <th scope="col">{t('markets.settlement')}</th>
                          <th scope="col">{t('markets.organicReach')}</th>
                          <th scope="col">{t('markets.adAuction')}</th>
                          <th scope="col">{t('markets.costPerClick')}</th>
                          <th scope="col">{t('markets.reservePrice')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {here.map((p) => (
                          <tr key={p.id}>
                            <th scope="row">{nameIn(platforms, p.id, language)}</th>
                            <td>{money(p.openingFee)}</td>
                            <td>{formatPercent(p.commissionRate, language)}</td>
                            <td>{t('markets.days', { count: p.settlementDays })}</td>
                            <td>{formatPercent(p.organicReach, language)}</td>
                            <td>{p.adAuction.enabled ? t('markets.slots', { count: p.adAuction.slots }) : t('markets.noAuction')}</td>
                            <td>
                              {p.adAuction.enabled
                                ? t('markets.range', { min: money(p.adAuction.costPerClickMin), max: money(p.adAuction.costPerClickMax) })
                                : t('markets.none')}
                            </td>
                            <td>{p.adAuction.enabled ? money(p.adAuction.reservePrice) : t('markets.none')}</td>
                          </tr>
                        ))}
                      </tbody>
                    </Table>
                  </section>
                );
              })}
            </Card>
            <Muted>{t('markets.note')}</Muted>
            <PlatformShares world={world} environment={environment} />
            <PlatformOffers world={world} environment={environment} />
          </>
        );
      }}
    </EnvironmentFrame>
  );
}
