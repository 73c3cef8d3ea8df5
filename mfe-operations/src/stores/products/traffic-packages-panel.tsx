import { API, type TrafficPurchase } from '@simbiz/contracts';
import { Button, Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { formatMoney, platformCurrency, textIn, useApi, useRead } from '@simbiz/web-kit';
import { afterWrite, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { roundTable } from '../../common/use-area';
import type { PlatformTabProps } from '../store-choice';
import { useMarketEnvironment } from '../store-reads';
import { type TrafficOffer, TrafficPackageForm } from './traffic-packages-form';

/**
 * The traffic packages of the chosen store (stores/platform/products): what its platform sells
 * (the market environment's offers), this round's purchases for the store's products, and the
 * form that buys one. A package lasts the round it is bought in, so earlier rounds' are not shown.
 */
export function TrafficPackagesPanel({ area, store, products, models }: PlatformTabProps) {
  const { t, language } = useT('operations');
  const api = useApi();
  const worldId = area.worldId;
  const environment = useMarketEnvironment(worldId);
  const [purchases, reload] = useRead<TrafficPurchase[]>(
    (client, done) => void client.call({ route: API.stores.listTrafficPurchases, data: { worldId }, success: done }),
    worldId,
  );
  const currency = platformCurrency(area.resources, store.platformId);
  const mine = products.filter((p) => p.storeId === store.storeId);
  const modelName = (id: string) => models.find((m) => m.modelId === id)?.name ?? '';
  const count = (n: number) => new Intl.NumberFormat(language).format(n);
  const sessions = (offer: TrafficOffer | undefined) => (offer ? count(offer.sessions) : '—');
  const price = (offer: TrafficOffer | undefined) => (offer ? formatMoney(offer.price, currency, language) : '—');
  const done = (text: string) => afterWrite(text, reload);
  const body = () => {
    if (!environment || !purchases) return <Spinner label={t('loading')} />;
    const offers = environment.platforms.find((p) => p.id === store.platformId)?.trafficPackages ?? [];
    if (offers.length === 0) return <Muted>{t('storePlatform.traffic.noOffers')}</Muted>;
    const offerOf = (id: string) => offers.find((o) => o.id === id);
    const thisRound = purchases.filter((p) => p.round === area.round && mine.some((x) => x.productId === p.productId));
    return (
      <>
        <Table data-testid="traffic-offers" wrapOnPhone>
          <thead>
            <tr>
              <th scope="col">{t('storePlatform.traffic.offer')}</th>
              <th scope="col">{t('storePlatform.traffic.price')}</th>
              <th scope="col">{t('storePlatform.traffic.sessions')}</th>
            </tr>
          </thead>
          <tbody>
            {offers.map((o) => (
              <tr key={o.id}>
                <th scope="row">{textIn(o.name, language)}</th>
                <td>{price(o)}</td>
                <td>{sessions(o)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Muted style={{ marginTop: '1rem' }}>{t('storePlatform.traffic.bought')}</Muted>
        <RoundItemsTable
          testId="traffic-purchases-table"
          cardsOnPhone="h3"
          items={thisRound}
          itemKey={(p) => p.purchaseId}
          itemRound={(p) => p.round}
          {...roundTable(area, t)}
          columns={[
            { header: t('storePlatform.traffic.product'), cell: (p) => modelName(p.modelId) },
            { header: t('storePlatform.traffic.offer'), cell: (p) => textIn(offerOf(p.trafficPackageId)?.name, language) },
            { header: t('storePlatform.traffic.price'), cell: (p) => price(offerOf(p.trafficPackageId)) },
            { header: t('storePlatform.traffic.sessions'), cell: (p) => sessions(offerOf(p.trafficPackageId)) },
          ]}
          actions={(p) => (
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                void api.call({
                  route: API.stores.deleteTrafficPurchase,
                  data: { worldId, purchaseId: p.purchaseId, version: p.version },
                  success: done(t('deleted')),
                })
              }
            >
              {t('delete')}
            </Button>
          )}
        />
        {area.blockedBecause ? null : (
          <TrafficPackageForm
            area={area}
            products={mine}
            offers={offers}
            purchases={purchases}
            modelName={modelName}
            offerText={(o) => t('storePlatform.traffic.offerOption', { offer: textIn(o.name, language), price: price(o), sessions: count(o.sessions) })}
            bought={done(t('saved'))}
          />
        )}
      </>
    );
  };
  return (
    <Card data-testid="traffic-packages">
      <h2>{t('storePlatform.traffic.title')}</h2>
      <Muted>{t('storePlatform.traffic.intro')}</Muted>
      {body()}
    </Card>
  );
}
