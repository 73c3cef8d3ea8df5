import { API, type StorePackage } from '@simbiz/contracts';
import { Card, Muted, Spinner, useT } from '@simbiz/ui';
import { formatMoney, platformCurrency, useApi, useRead } from '@simbiz/web-kit';
import { afterWrite, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { roundTable } from '../../common/use-area';
import { emptyPackage, type PackageDraft, PackageForm, packageDraft } from './packages-form';
import type { PlatformTabProps } from '../store-choice';
import { ItemActions } from '../../common/area-parts';

/**
 * The chosen store's packages (stores/platform/products): several of its models sold as one
 * listing at one price. This round's can be changed or deleted; earlier rounds' are shown as they were.
 */
export function PackagesPanel({ area, store, products, models }: PlatformTabProps) {
  const { t, language } = useT('operations');
  const api = useApi();
  const worldId = area.worldId;
  const [packages, reload] = useRead<StorePackage[]>(
    (client, done) => void client.call({ route: API.stores.listPackages, data: { worldId }, success: done }),
    worldId,
  );
  const [draft, setDraft] = useState<PackageDraft>(emptyPackage);
  const currency = platformCurrency(area.resources, store.platformId);
  const modelName = (id: string) => models.find((m) => m.modelId === id)?.name ?? '';
  const list = new Intl.ListFormat(language, { type: 'unit', style: 'short' });
  const done = (text: string) => afterWrite(text, () => setDraft(emptyPackage), reload);
  return (
    <Card data-testid="store-packages">
      <h2>{t('storePlatform.packages.title')}</h2>
      <Muted>{t('storePlatform.packages.intro')}</Muted>
      {!packages ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <RoundItemsTable
            testId="store-packages-table"
            cardsOnPhone="h3"
            items={packages.filter((p) => p.storeId === store.storeId)}
            itemKey={(p) => p.packageId}
            itemRound={(p) => p.createdRound}
            {...roundTable(area, t)}
            columns={[
              { header: t('storePlatform.packages.name'), cell: (p) => p.name },
              { header: t('storePlatform.packages.products'), cell: (p) => list.format(p.modelIds.map(modelName)) },
              { header: t('storePlatform.packages.price'), cell: (p) => formatMoney(p.price, currency, language) },
              { header: t('storePlatform.packages.createdRound'), cell: (p) => p.createdRound },
            ]}
            actions={(p) => (
              <ItemActions
                edit={() => setDraft(packageDraft(p, currency))}
                remove={() =>
                  void api.call({ route: API.stores.deletePackage, data: { worldId, packageId: p.packageId, version: p.version }, success: done(t('deleted')) })
                }
              />
            )}
          />
          {area.blockedBecause ? null : (
            <PackageForm
              area={area}
              storeId={store.storeId}
              products={products.filter((p) => p.storeId === store.storeId)}
              modelName={modelName}
              currency={currency}
              draft={draft}
              setDraft={setDraft}
              saved={done(t('saved'))}
            />
          )}
        </>
      )}
    </Card>
  );
}
