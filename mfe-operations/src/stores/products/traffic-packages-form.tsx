import { API, type MarketEnvironment, type StoreProduct, type TrafficPurchase } from '@simbiz/contracts';
import { Button, FieldLabel, Muted, Select, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useState } from 'react';
import type { Area } from '../../common/use-area';

export type TrafficOffer = MarketEnvironment['platforms'][number]['trafficPackages'][number];

/** The offers `productId` may still get this round: each once a round (210035). */
export function openOffers(offers: readonly TrafficOffer[], purchases: readonly TrafficPurchase[], productId: string, round: number | null): TrafficOffer[] {
  const bought = new Set(purchases.filter((p) => p.productId === productId && p.round === round).map((p) => p.trafficPackageId));
  return offers.filter((o) => !bought.has(o.id));
}

/** Buys one of the platform's traffic packages for an online product of the store (210023) that lacks it this round. */
export function TrafficPackageForm({
  area,
  products,
  offers,
  purchases,
  modelName,
  offerText,
  bought,
}: {
  area: Area;
  /** The chosen store's products. */
  products: readonly StoreProduct[];
  offers: readonly TrafficOffer[];
  purchases: readonly TrafficPurchase[];
  modelName: (modelId: string) => string;
  /** "Boost S: $20.00, 500 extra visits". */
  offerText: (offer: TrafficOffer) => string;
  bought: () => void;
}) {
  const { t } = useT('operations');
  const api = useApi();
  const [choice, setChoice] = useState({ productId: '', offerId: '' });
  const online = products.filter((p) => p.online);
  const product = online.find((p) => p.productId === choice.productId) ?? online[0];
  if (!product) return <Muted>{t('storePlatform.traffic.noProduct')}</Muted>;
  const open = openOffers(offers, purchases, product.productId, area.round);
  const offer = open.find((o) => o.id === choice.offerId) ?? open[0];
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (offer)
          void api.call({
            route: API.stores.buyTrafficPackage,
            data: { worldId: area.worldId, productId: product.productId, trafficPackageId: offer.id },
            success: bought,
          });
      }}
    >
      <FieldLabel htmlFor="traffic-product">{t('storePlatform.traffic.product')}</FieldLabel>
      <Select id="traffic-product" value={product.productId} onChange={(e) => setChoice({ productId: e.target.value, offerId: '' })}>
        {online.map((p) => (
          <option key={p.productId} value={p.productId}>
            {modelName(p.modelId)}
          </option>
        ))}
      </Select>
      {offer ? (
        <>
          <FieldLabel htmlFor="traffic-offer">{t('storePlatform.traffic.offer')}</FieldLabel>
          <Select id="traffic-offer" value={offer.id} onChange={(e) => setChoice({ productId: product.productId, offerId: e.target.value })}>
            {open.map((o) => (
              <option key={o.id} value={o.id}>
                {offerText(o)}
              </option>
            ))}
          </Select>
          <Button type="submit">{t('storePlatform.traffic.buy')}</Button>
        </>
      ) : (
        <Muted>{t('storePlatform.traffic.allBought', { product: modelName(product.modelId) })}</Muted>
      )}
    </form>
  );
}
