import type { MarketEnvironment } from '@simbiz/contracts';
import { Card, Muted, Table, useT } from '@simbiz/ui';
import { formatMoney, formatPercent } from '@simbiz/web-kit';
import { EnvironmentFrame, nameIn } from '../common/environment-frame';
import { marketCurrency } from '../common/use-environment';
import { PlatformOffers } from './platform-offers';
import { PlatformShares } from './platform-shares';

type Platform = MarketEnvironment['platforms'][number];

/**
 * Sales channels, e-commerce markets (section 2): the platforms of each market and their terms
 * (fees, commission, payout, organic reach, ad auction), where each segment shops, and what the
 * platforms sell to stores. Amounts in the market's currency.
 */
export function MarketsPage() {
  const { t, language } = useT('marketResearch');
  // One row per term, one column per platform: a market has few platforms, and this reads on a phone too.
  const terms: [string, (p: Platform, money: (minor: number) => string) => string][] = [
    ['markets.openingFee', (p, money) => money(p.openingFee)],
    ['markets.commission', (p) => formatPercent(p.commissionRate, language)],
    ['markets.settlement', (p) => t('markets.days', { count: p.settlementDays })],
    ['markets.organicReach', (p) => formatPercent(p.organicReach, language)],
    ['markets.adAuction', (p) => (p.adAuction.enabled ? t('markets.slots', { count: p.adAuction.slots }) : t('markets.noAuction'))],
    [
      'markets.costPerClick',
      (p, money) =>
        p.adAuction.enabled ? t('markets.range', { min: money(p.adAuction.costPerClickMin), max: money(p.adAuction.costPerClickMax) }) : t('markets.none'),
    ],
    ['markets.reservePrice', (p, money) => (p.adAuction.enabled ? money(p.adAuction.reservePrice) : t('markets.none'))],
  ];
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
                          {here.map((p) => (
                            <th key={p.id} scope="col">
                              {nameIn(platforms, p.id, language)}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {terms.map(([label, value]) => (
                          <tr key={label}>
                            <th scope="row">{t(label)}</th>
                            {here.map((p) => (
                              <td key={p.id}>{value(p, money)}</td>
                            ))}
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
