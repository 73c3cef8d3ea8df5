import { API, type Model, type Store, type StoreProduct } from '@simbiz/contracts';
import { Card, Muted, Spinner, useT } from '@simbiz/ui';
import { useRead } from '@simbiz/web-kit';
import type { BaikeArticleId } from '@simbiz/web-kit/src/baike-link';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import type { ComponentType } from 'react';
import { AreaWarnings, DecisionNote, RouteTabs } from '../common/area-parts';
import { useArea } from '../common/use-area';
import { AdvertisingAuctionTab } from './auction/advertising-auction-tab';
import { InfluencerLiveStreamingTab } from './livestreams/influencer-live-streaming-tab';
import { InfluencerOrdersTab } from './orders/influencer-orders-tab';
import { MerchantLiveStreamingTab } from './livestreams/merchant-live-streaming-tab';
import { MyStores } from './my-stores/my-stores';
import { OrdersTab } from './orders/orders-tab';
import { PlatformProducts } from './products/platform-products';
import { ShowcaseDesignTab } from './showcase/showcase-design-tab';
import { type PlatformTabProps, StoreChoice, useStoreChoice } from './store-choice';

/** The platform side of a store (stores/platform/…), one tab per child of section 2. */
export const PLATFORM_TABS = {
  platformProducts: { path: 'products', element: PlatformProducts, warnings: ['stores', 'listings', 'packages', 'trafficPackages'], help: 'stores' },
  advertisingAuction: { path: 'advertising-auction', element: AdvertisingAuctionTab, warnings: ['adBids', 'recharges'], help: 'stores' },
  showcaseDesign: { path: 'showcase-design', element: ShowcaseDesignTab, warnings: ['stores'], help: 'stores' },
  merchantLiveStreaming: { path: 'merchant-live-streaming', element: MerchantLiveStreamingTab, warnings: ['merchantLivestreams'], help: 'stores' },
  orders: { path: 'orders', element: OrdersTab, warnings: [], help: 'stores' },
  influencerLiveStreaming: { path: 'influencer-live-streaming', element: InfluencerLiveStreamingTab, warnings: ['influencerLivestreams'], help: 'stores' },
  influencerOrders: { path: 'influencer-orders', element: InfluencerOrdersTab, warnings: [], help: 'stores' },
} as const satisfies Record<string, { path: string; element: ComponentType<PlatformTabProps>; warnings: readonly string[]; help: BaikeArticleId }>;
export type PlatformTab = keyof typeof PLATFORM_TABS;
export type StoresTab = 'myStores' | PlatformTab;

/**
 * Stores (section 2, operating/stores): my stores (stores.myStores) and the platform side of the
 * chosen store (stores.platform: products, advertising auction, showcase design, merchant
 * livestreaming, orders, influencer livestreaming, influencer orders), one tab each.
 */
export function StoresPage({ tab }: { tab: StoresTab }) {
  const { t } = useT('operations');
  const area = useArea();
  const worldId = area?.worldId ?? '';
  const [stores, reloadStores] = useRead<Store[]>((api, done) => void api.call({ route: API.stores.listStores, data: { worldId }, success: done }), worldId);
  const [products, reloadProducts] = useRead<StoreProduct[]>(
    (api, done) => void api.call({ route: API.stores.listProducts, data: { worldId }, success: done }),
    worldId,
  );
  const [models] = useRead<Model[]>((api, done) => void api.call({ route: API.products.listModels, data: { worldId }, success: done }), worldId);
  const [store, choose] = useStoreChoice(worldId, stores ?? []);
  if (!area || !stores || !products || !models) return <Spinner label={t('loading')} />;
  const platform = tab === 'myStores' ? undefined : PLATFORM_TABS[tab];
  return (
    <div>
      <PageTitle help={platform?.help ?? 'stores'}>{t('stores.title')}</PageTitle>
      <DecisionNote area={area} />
      {platform ? platform.warnings.length > 0 && <AreaWarnings area={area} areas={platform.warnings} /> : <AreaWarnings area={area} areas={['stores']} />}
      <RouteTabs section="stores" />
      {!platform ? (
        <MyStores area={area} stores={stores} reload={reloadStores} />
      ) : !store ? (
        <Card>
          <Muted>{t('stores.noStore')}</Muted>
        </Card>
      ) : (
        <>
          <StoreChoice area={area} stores={stores} store={store} choose={choose} />
          <platform.element area={area} stores={stores} store={store} products={products} models={models} reloadProducts={reloadProducts} />
        </>
      )}
    </div>
  );
}
