import { API, type Model, type Store, type StoreProduct } from '@simbiz/contracts';
import { Spinner, useT } from '@simbiz/ui';
import { AreaWarnings, DecisionNote, RouteTabs } from '../common/area-parts';
import { useArea } from '../common/use-area';
import { useRead } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { MyStores } from './my-stores';
import { PlatformProducts } from './platform-products';

/** Stores: my stores (stores.myStores) and platform products (stores.platform.products). */
export function StoresPage({ tab }: { tab: 'myStores' | 'platformProducts' }) {
  const { t } = useT('operations');
  const area = useArea();
  const worldId = area?.worldId ?? '';
  const [stores, reloadStores] = useRead<Store[]>((api, done) => void api.call({ route: API.stores.listStores, data: { worldId }, success: done }), worldId);
  const [products, reloadProducts] = useRead<StoreProduct[]>(
    (api, done) => void api.call({ route: API.stores.listProducts, data: { worldId }, success: done }),
    worldId,
  );
  const [models] = useRead<Model[]>((api, done) => void api.call({ route: API.products.listModels, data: { worldId }, success: done }), worldId);
  if (!area || !stores || !products || !models) return <Spinner label={t('loading')} />;
  return (
    <div>
      <PageTitle help="stores">{t('stores.title')}</PageTitle>
      <DecisionNote area={area} />
      <AreaWarnings area={area} areas={['stores', 'listings', 'packages']} />
      <RouteTabs section="stores" />
      {tab === 'myStores' ? (
        <MyStores area={area} stores={stores} reload={reloadStores} />
      ) : (
        <PlatformProducts area={area} stores={stores} products={products} models={models} reload={reloadProducts} />
      )}
    </div>
  );
}
