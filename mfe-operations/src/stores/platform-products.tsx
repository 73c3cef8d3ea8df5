import { API, type Model, type Store, type StoreProduct } from '@simbiz/contracts';
import { Button, Card, FieldLabel, Muted, Select, Table, TextInput, toasts, useT } from '@simbiz/ui';
import { formatMoney, moneyInput, parseMoney, platformCurrency, textIn, useApi } from '@simbiz/web-kit';
import { useState } from 'react';
import type { Area } from '../common/use-area';

/** The store products: list a model at a price, change prices, take products on- and offline. */
export function PlatformProducts({
  area,
  stores,
  products,
  models,
  reload,
}: {
  area: Area;
  stores: Store[];
  products: StoreProduct[];
  models: Model[];
  reload: () => void;
}) {
  const { t, language } = useT('operations');
  const api = useApi();
  const [storeId, setStoreId] = useState(stores[0]?.storeId ?? '');
  const [draft, setDraft] = useState({ modelId: '', price: '' });
  const [prices, setPrices] = useState<Record<string, string>>({});
  const store = stores.find((s) => s.storeId === storeId) ?? stores[0];
  if (!store)
    return (
      <Card>
        <Muted>{t('stores.noStore')}</Muted>
      </Card>
    );
  const currency = platformCurrency(area.resources, store.platformId);
  const shown = products.filter((p) => p.storeId === store.storeId);
  const modelName = (id: string) => models.find((m) => m.modelId === id)?.name ?? '';
  const modelId = draft.modelId || models.find((m) => !shown.some((p) => p.modelId === m.modelId))?.modelId || '';
  const done = () => {
    toasts.show({ text: t('saved') });
    setDraft({ modelId: '', price: '' });
    setPrices({});
    reload();
  };
  const worldId = area.worldId;
  return (
    <Card>
      <FieldLabel htmlFor="store-choice">{t('stores.store')}</FieldLabel>
      <Select id="store-choice" value={store.storeId} onChange={(e) => setStoreId(e.target.value)}>
        {stores.map((s) => (
          <option key={s.storeId} value={s.storeId}>
            {textIn(area.resources.resources.platforms.find((p) => p.id === s.platformId)?.name, language)}
          </option>
        ))}
      </Select>
      {shown.length === 0 ? (
        <Muted>{t('none')}</Muted>
      ) : (
        <Table data-testid="store-products-table">
          <thead>
            <tr>
              <th scope="col">{t('stores.model')}</th>
              <th scope="col">{t('stores.price')}</th>
              <th scope="col">{t('stores.online')}</th>
              <th scope="col">{t('stores.lastSold')}</th>
              <th scope="col">{t('stores.lastRevenue')}</th>
              {area.blockedBecause ? null : <th scope="col">{t('actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.productId}>
                <td>{modelName(p.modelId)}</td>
                <td>
                  {area.blockedBecause ? (
                    formatMoney(p.price, currency, language)
                  ) : (
                    <TextInput
                      label={t('stores.price')}
                      size="sm"
                      value={prices[p.productId] ?? moneyInput(p.price, currency)}
                      onValueChange={(value) => setPrices({ ...prices, [p.productId]: value })}
                      rules={{ required: true, decimal: Math.max(1, currency.minorDigits) }}
                    />
                  )}
                </td>
                <td>{p.online ? t('stores.online') : t('stores.offline')}</td>
                <td>{p.lastUnitsSold ?? '—'}</td>
                <td>{p.lastRevenue === null ? '—' : formatMoney(p.lastRevenue, currency, language)}</td>
                {area.blockedBecause ? null : (
                  <td>
                    <Button
                      size="sm"
                      onClick={() => {
                        const price = parseMoney(prices[p.productId] ?? moneyInput(p.price, currency), currency);
                        if (price) void api.call({ route: API.stores.updateProduct, data: { worldId, productId: p.productId, price }, success: done });
                      }}
                    >
                      {t('save')}
                    </Button>{' '}
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        void api.call({ route: API.stores.setProductOnline, data: { worldId, productId: p.productId, online: !p.online }, success: done })
                      }
                    >
                      {p.online ? t('stores.takeOffline') : t('stores.takeOnline')}
                    </Button>{' '}
                    {p.createdRound === area.round ? (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => void api.call({ route: API.stores.deleteProduct, data: { worldId, productId: p.productId }, success: done })}
                      >
                        {t('delete')}
                      </Button>
                    ) : null}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {area.blockedBecause || !modelId ? null : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const price = parseMoney(draft.price, currency);
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
          <TextInput
            label={t('stores.price')}
            name="price"
            inputMode="decimal"
            prepend={currency.code}
            value={draft.price}
            onValueChange={(price) => setDraft({ ...draft, price })}
            rules={{ required: true, decimal: Math.max(1, currency.minorDigits), min_value: 0.01 }}
          />
          <Button type="submit">{t('stores.list')}</Button>
        </form>
      )}
    </Card>
  );
}
