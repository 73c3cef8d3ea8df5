import { API, PRICE_RANGE } from '@simbiz/contracts';
import { Button, Card, FieldLabel, Select, useT } from '@simbiz/ui';
import { formatMoney, moneyInput, parseMoney, platformCurrency, useApi } from '@simbiz/web-kit';
import { afterWrite, MoneyInput, RoundItemsTable, useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { roundTable } from '../../common/use-area';
import { PackagesPanel } from './packages-panel';
import type { PlatformTabProps } from '../store-choice';
import { TrafficPackagesPanel } from './traffic-packages-panel';

/**
 * The products tab: the store's single products, then its packages and traffic packages (each a
 * panel of its own, started afresh when another store is chosen).
 */
export function PlatformProducts(props: PlatformTabProps) {
  return (
    <>
      <SingleProducts {...props} />
      <PackagesPanel key={`packages-${props.store.storeId}`} {...props} />
      <TrafficPackagesPanel key={`traffic-${props.store.storeId}`} {...props} />
    </>
  );
}

/** The store products: list a model at a price, change prices, take products on- and offline. */
function SingleProducts({ area, store, products, models, reloadProducts: reload }: PlatformTabProps) {
  const { t, language } = useT('operations');
  const api = useApi();
  const [draft, setDraft] = useState({ modelId: '', price: '' });
  // A typed price belongs to the version it was typed on: once a teammate's change is read (Refresh), the field shows theirs.
  const [typed, setPrices] = useState<Record<string, { value: string; version: number }>>({});
  const shown = products.filter((p) => p.storeId === store.storeId);
  const prices = Object.fromEntries(shown.filter((p) => typed[p.productId]?.version === p.version).map((p) => [p.productId, typed[p.productId]?.value ?? '']));
  useUnsavedChanges(draft.price.trim() !== '' || Object.keys(prices).length > 0, t('unsaved'));
  // A price typed and not saved yet: teammates see that product is being edited.
  useEditingItem(Object.keys(prices)[0]);
  const currency = platformCurrency(area.resources, store.platformId);
  const modelName = (id: string) => models.find((m) => m.modelId === id)?.name ?? '';
  const modelId = draft.modelId || models.find((m) => !shown.some((p) => p.modelId === m.modelId))?.modelId || '';
  const done = afterWrite(
    t('saved'),
    () => setDraft({ modelId: '', price: '' }),
    () => setPrices({}),
    reload,
  );
  const worldId = area.worldId;
  return (
    <Card>
      <RoundItemsTable
        testId="store-products-table"
        cardsOnPhone="h2"
        items={shown}
        itemKey={(p) => p.productId}
        itemRound={(p) => p.createdRound}
        {...roundTable(area, t)}
        columns={[
          { header: t('stores.model'), cell: (p) => modelName(p.modelId) },
          {
            header: t('stores.price'),
            labelsItself: !area.blockedBecause,
            cell: (p) =>
              area.blockedBecause ? (
                formatMoney(p.price, currency, language)
              ) : (
                <MoneyInput
                  label={t('stores.price')}
                  size="sm"
                  currency={currency}
                  min={PRICE_RANGE.min}
                  max={PRICE_RANGE.max}
                  value={prices[p.productId] ?? moneyInput(p.price, currency)}
                  onValueChange={(value) => setPrices({ ...typed, [p.productId]: { value, version: p.version } })}
                />
              ),
          },
          { header: t('stores.online'), cell: (p) => (p.online ? t('stores.online') : t('stores.offline')) },
          { header: t('stores.lastSold'), cell: (p) => p.lastUnitsSold ?? '—' },
          { header: t('stores.lastRevenue'), cell: (p) => (p.lastRevenue === null ? '—' : formatMoney(p.lastRevenue, currency, language)) },
        ]}
        anyRoundActions={(p) => (
          <>
            <Button
              size="sm"
              onClick={() => {
                const price = parseMoney(prices[p.productId] ?? moneyInput(p.price, currency), currency, language);
                if (price)
                  void api.call({ route: API.stores.updateProduct, data: { worldId, productId: p.productId, version: p.version, price }, success: done });
              }}
            >
              {t('save')}
            </Button>{' '}
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void api.call({
                  route: API.stores.setProductOnline,
                  data: { worldId, productId: p.productId, version: p.version, online: !p.online },
                  success: done,
                })
              }
            >
              {p.online ? t('stores.takeOffline') : t('stores.takeOnline')}
            </Button>
          </>
        )}
        actions={(p) => (
          <Button
            size="sm"
            variant="danger"
            onClick={() => void api.call({ route: API.stores.deleteProduct, data: { worldId, productId: p.productId, version: p.version }, success: done })}
          >
            {t('delete')}
          </Button>
        )}
      />
      {area.blockedBecause || !modelId ? null : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const price = parseMoney(draft.price, currency, language);
            if (e.currentTarget.checkValidity() && price)
              void api.call({ route: API.stores.createProduct, data: { worldId, storeId: store.storeId, modelId, price }, success: done });
          }}
        >
          <FieldLabel htmlFor="list-model">{t('stores.model')}</FieldLabel>
          <Select id="list-model" value={modelId} onChange={(e) => setDraft({ ...draft, modelId: e.target.value })}>
            {models.map((m) => (
              <option key={m.modelId} value={m.modelId}>
                {m.name}
              </option>
            ))}
          </Select>
          <MoneyInput
            label={t('stores.price')}
            name="price"
            currency={currency}
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            value={draft.price}
            onValueChange={(price) => setDraft({ ...draft, price })}
          />
          <Button type="submit">{t('stores.list')}</Button>
        </form>
      )}
    </Card>
  );
}
