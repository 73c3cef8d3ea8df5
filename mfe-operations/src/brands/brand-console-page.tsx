import { API, type Brand, type Model } from '@simbiz/contracts';
import { Spinner, Tabs, useT } from '@simbiz/ui';
import { useRead, useSearchParams } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { AreaWarnings, DecisionNote } from '../common/area-parts';
import { useArea } from '../common/use-area';
import { BrandsPanel } from './brands-panel';
import { ModelsPanel } from './models-panel';

/** Brand console (brands.architecture): the company's brands and models in two tabs. */
export function BrandConsolePage() {
  const { t } = useT('operations');
  const area = useArea();
  const [query, setQuery] = useSearchParams();
  const worldId = area?.worldId ?? '';
  const [brands, reloadBrands] = useRead<Brand[]>((api, done) => void api.call({ route: API.products.listBrands, data: { worldId }, success: done }), worldId);
  const [models, reloadModels] = useRead<Model[]>((api, done) => void api.call({ route: API.products.listModels, data: { worldId }, success: done }), worldId);
  if (!area) return <Spinner label={t('loading')} />;
  const reload = () => {
    reloadBrands();
    reloadModels();
  };
  return (
    <div>
      <PageTitle help="attributes">{t('brands.title')}</PageTitle>
      <DecisionNote area={area} />
      <AreaWarnings area={area} areas={['brands', 'models']} />
      <Tabs
        tabKey="brandConsole"
        label={t('tabs.label')}
        query={query}
        items={[
          { name: 'brands', label: t('tabs.brands') },
          { name: 'models', label: t('tabs.models') },
        ]}
        onSelect={(item) => setQuery({ brandConsole: item.name })}
      >
        {(active) =>
          active?.name === 'models' ? (
            <ModelsPanel area={area} brands={brands} models={models} reload={reload} />
          ) : (
            <BrandsPanel area={area} brands={brands} reload={reload} />
          )
        }
      </Tabs>
    </div>
  );
}
