import { API, type Model } from '@simbiz/contracts';
import { Spinner, useT } from '@simbiz/ui';
import { useRead } from '@simbiz/web-kit';
import type { BaikeArticleId } from '@simbiz/web-kit/src/baike-link';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { AreaWarnings, DecisionNote, RouteTabs } from '../common/area-parts';
import { type Area, useArea } from '../common/use-area';
import { ClearanceTab } from './clearance-tab';
import { InventoryTab } from './inventory-tab';
import { LogisticsTab } from './logistics-tab';
import { ReallocationTab } from './reallocation-tab';
import { StoragesTab } from './storages-tab';

export type WarehousesTab = 'inventory' | 'clearance' | 'reallocation' | 'storages' | 'logistics';

/** The engine's warnings each tab shows (what it cut or dropped of the tab's decisions), and the Simspedia article it explains. */
const TAB_WARNINGS: Record<WarehousesTab, readonly string[]> = {
  inventory: ['storages'],
  clearance: ['clearance'],
  reallocation: ['reallocation'],
  storages: ['storages'],
  logistics: [],
};
const TAB_HELP: Record<WarehousesTab, BaikeArticleId> = {
  inventory: 'storages',
  clearance: 'clearance',
  reallocation: 'reallocation',
  storages: 'storages',
  logistics: 'logistics',
};

/**
 * Warehouses (section 2, operating/warehouses): the stock and what arrives when, clearance sales,
 * reallocations between warehouses, the space the company rents, and the logistics services.
 */
export function WarehousesPage({ tab }: { tab: WarehousesTab }) {
  const { t } = useT('operations');
  const area = useArea();
  const worldId = area?.worldId ?? '';
  const [models] = useRead<Model[]>((client, done) => void client.call({ route: API.products.listModels, data: { worldId }, success: done }), worldId);
  if (!area) return <Spinner label={t('loading')} />;
  return (
    <div>
      <PageTitle help={TAB_HELP[tab]}>{t('warehouses.title')}</PageTitle>
      <DecisionNote area={area} />
      {TAB_WARNINGS[tab].length > 0 ? <AreaWarnings area={area} areas={TAB_WARNINGS[tab]} models={models} /> : null}
      <RouteTabs section="warehouses" />
      <WarehousesTabBody tab={tab} area={area} models={models} />
    </div>
  );
}

/** One tab of the section; each reads what it shows. */
export function WarehousesTabBody({ tab, area, models }: { tab: WarehousesTab; area: Area; models: Model[] | null }) {
  switch (tab) {
    case 'inventory':
      return <InventoryTab area={area} models={models} />;
    case 'clearance':
      return <ClearanceTab area={area} models={models} />;
    case 'reallocation':
      return <ReallocationTab area={area} models={models} />;
    case 'storages':
      return <StoragesTab area={area} />;
    case 'logistics':
      return <LogisticsTab area={area} models={models} />;
  }
}
