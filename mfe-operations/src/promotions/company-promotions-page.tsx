import { API, type Brand, type CompanyPromotion } from '@simbiz/contracts';
import { Button, Card, FieldLabel, Muted, Select, Spinner, Table, TextInput, toasts, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, parseMoney, textIn, useApi } from '@simbiz/web-kit';
import { useState } from 'react';
import { DecisionNote } from '../common/area-parts';
import { useArea, useRead } from '../common/use-area';

/** Company promotions (promotions.company): a brand advertised on a channel with a budget for the round. */
export function CompanyPromotionsPage() {
  const { t, language } = useT('operations');
  const area = useArea();
  const api = useApi();
  const worldId = area?.worldId ?? '';
  const [promotions, reload] = useRead<CompanyPromotion[]>(
    (client, done) => void client.call({ route: API.stores.listCompanyPromotions, data: { worldId }, success: done }),
    worldId,
  );
  const [brands] = useRead<Brand[]>((client, done) => void client.call({ route: API.products.listBrands, data: { worldId }, success: done }), worldId);
  const [draft, setDraft] = useState({ channelId: '', brandId: '', budget: '' });
  if (!area || !promotions) return <Spinner label={t('loading')} />;
  const currency = baseCurrency(area.resources);
  const { promotionChannels } = area.resources.resources;
  const channelId = draft.channelId || promotionChannels[0]?.id || '';
  const brandId = draft.brandId || brands?.[0]?.brandId || '';
  const done = (text: string) => () => {
    toasts.show({ text });
    setDraft({ channelId: '', brandId: '', budget: '' });
    reload();
  };
  return (
    <div>
      <h1>{t('promotions.title')}</h1>
      <DecisionNote area={area} />
      <Card>
        {promotions.length === 0 ? (
          <Muted>{t('none')}</Muted>
        ) : (
          <Table data-testid="promotions-table">
            <thead>
              <tr>
                <th scope="col">{t('productions.round')}</th>
                <th scope="col">{t('promotions.channel')}</th>
                <th scope="col">{t('promotions.brand')}</th>
                <th scope="col">{t('promotions.budget')}</th>
                {area.blockedBecause ? null : <th scope="col">{t('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {promotions.map((p) => (
                <tr key={p.promotionId}>
                  <td>{p.round}</td>
                  <td>{textIn(promotionChannels.find((c) => c.id === p.channelId)?.name, language)}</td>
                  <td>{brands?.find((b) => b.brandId === p.brandId)?.name}</td>
                  <td>{formatMoney(p.budget, currency, language)}</td>
                  {area.blockedBecause ? null : (
                    <td>
                      {p.round === area.round ? (
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() =>
                            void api.call({
                              route: API.stores.deleteCompanyPromotion,
                              data: { worldId, promotionId: p.promotionId },
                              success: done(t('deleted')),
                            })
                          }
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
      </Card>
      {area.blockedBecause || !brands?.length ? null : (
        <Card>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const budget = parseMoney(draft.budget, currency);
              if (e.currentTarget.checkValidity() && budget)
                void api.call({ route: API.stores.createCompanyPromotion, data: { worldId, channelId, brandId, budget }, success: done(t('saved')) });
            }}
          >
            <FieldLabel htmlFor="promotion-channel">{t('promotions.channel')}</FieldLabel>
            <Select id="promotion-channel" value={channelId} onChange={(e) => setDraft({ ...draft, channelId: e.target.value })}>
              {promotionChannels.map((c) => (
                <option key={c.id} value={c.id}>
                  {textIn(c.name, language)}
                </option>
              ))}
            </Select>
            <FieldLabel htmlFor="promotion-brand">{t('promotions.brand')}</FieldLabel>
            <Select id="promotion-brand" value={brandId} onChange={(e) => setDraft({ ...draft, brandId: e.target.value })}>
              {brands.map((b) => (
                <option key={b.brandId} value={b.brandId}>
                  {b.name}
                </option>
              ))}
            </Select>
            <TextInput
              label={t('promotions.budget')}
              name="budget"
              inputMode="decimal"
              prepend={currency.code}
              value={draft.budget}
              onValueChange={(budget) => setDraft({ ...draft, budget })}
              rules={{ required: true, decimal: Math.max(1, currency.minorDigits), min_value: 0.01 }}
            />
            <Button type="submit">{t('promotions.create')}</Button>
          </form>
        </Card>
      )}
    </div>
  );
}
