import { Card, Muted, Table, useT } from '@simbiz/ui';
import { formatMoney, textIn } from '@simbiz/web-kit';
import { type EnvironmentView, nameIn } from '../common/environment-frame';
import { marketCurrency } from '../common/use-environment';

/** What each platform sells to its stores besides the auction: traffic packages and showcase designs, at their prices. */
export function PlatformOffers({ world, environment }: EnvironmentView) {
  const { t, language } = useT('marketResearch');
  const { platforms } = world.resources;
  const number = new Intl.NumberFormat(language);
  return (
    <Card data-testid="platform-offers">
      <h2>{t('markets.offers')}</h2>
      {environment.platforms.map((p) => {
        const money = (minor: number) => formatMoney(minor, marketCurrency(environment, p.marketId), language);
        const offers = [
          ...p.trafficPackages.map((o) => ({
            id: `traffic:${o.id}`,
            name: o.name,
            price: o.price,
            gives: t('markets.sessions', { count: o.sessions, sessions: number.format(o.sessions) }),
          })),
          ...p.showcaseDesigns.map((o) => ({ id: `showcase:${o.id}`, name: o.name, price: o.cost, gives: t('markets.showcase') })),
        ];
        if (offers.length === 0) return null;
        return (
          <section key={p.id}>
            <h3>{nameIn(platforms, p.id, language)}</h3>
            <Table wrapOnPhone>
              <thead>
                <tr>
                  <th scope="col">{t('markets.offer')}</th>
                  <th scope="col">{t('markets.price')}</th>
                  <th scope="col">{t('markets.gives')}</th>
                </tr>
              </thead>
              <tbody>
                {offers.map((o) => (
                  <tr key={o.id}>
                    <th scope="row">{textIn(o.name, language)}</th>
                    <td>{money(o.price)}</td>
                    <td>{o.gives}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
        );
      })}
      <Muted>{t('markets.offersNote')}</Muted>
    </Card>
  );
}
