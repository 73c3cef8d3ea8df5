import type { Model, Store, StoreProduct } from '@simbiz/contracts';
import { FieldLabel, Select, useT } from '@simbiz/ui';
import { textIn } from '@simbiz/web-kit';
import { useState } from 'react';
import type { Area } from '../common/use-area';

/** What every tab of the platform side of stores (stores/platform/…) is given. */
export interface PlatformTabProps {
  area: Area;
  /** The company's stores; the tab works on `store`, the one chosen above the tabs. */
  stores: Store[];
  store: Store;
  /** Every store product of the company's (of all stores), with last round's sales. */
  products: StoreProduct[];
  models: Model[];
  reloadProducts: () => void;
}

const remembered = (worldId: string) => `simbiz.store.${worldId}`;

/**
 * The store the platform tabs work on: the one chosen last in this browser tab (it stays chosen
 * as the user moves between the tabs), else the first.
 */
export function useStoreChoice(worldId: string, stores: readonly Store[]): [Store | undefined, (storeId: string) => void] {
  const [storeId, setStoreId] = useState(() => sessionStorage.getItem(remembered(worldId)) ?? '');
  const choose = (id: string) => {
    sessionStorage.setItem(remembered(worldId), id);
    setStoreId(id);
  };
  return [stores.find((s) => s.storeId === storeId) ?? stores[0], choose];
}

/** The choice of store (named by its platform) above the platform tabs. */
export function StoreChoice({ area, stores, store, choose }: { area: Area; stores: Store[]; store: Store; choose: (storeId: string) => void }) {
  const { t, language } = useT('operations');
  return (
    <>
      <FieldLabel htmlFor="store-choice">{t('stores.store')}</FieldLabel>
      <Select id="store-choice" value={store.storeId} onChange={(e) => choose(e.target.value)}>
        {stores.map((s) => (
          <option key={s.storeId} value={s.storeId}>
            {textIn(area.resources.resources.platforms.find((p) => p.id === s.platformId)?.name, language)}
          </option>
        ))}
      </Select>
    </>
  );
}
