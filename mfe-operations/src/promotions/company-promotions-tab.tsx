import { API, BUDGET_RANGE, type Brand, type CompanyPromotion } from '@simbiz/contracts';
import { Button, Card, FieldLabel, Select, Spinner, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, parseMoney, textIn, useApi, useRead } from '@simbiz/web-kit';
import { afterWrite, MoneyInput, RoundItemsTable, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { type Area, roundTable } from '../common/use-area';

/** Company promotions (promotions.company): a brand advertised on a channel with a budget for the round. */
export function CompanyPromotionsTab({ area }: { area: Area }) {
  const { t, language } = useT('operations');
  const api = useApi();
  const worldId = area.worldId;
  const [promotions, reload] = useRead<CompanyPromotion[]>(
    (client, done) => void client.call({ route: API.stores.listCompanyPromotions, data: { worldId }, success: done }),
    worldId,
  );
  const [brands] = useRead<Brand[]>((client, done) => void client.call({ route: API.products.listBrands, data: { worldId }, success: done }), worldId);
  const [draft, setDraft] = useState({ channelId: '', brandId: '', budget: '' });
  useUnsavedChanges(draft.budget.trim() !== '', t('unsaved'));
  if (!promotions) return <Spinner label={t('loading')} />;
  const currency = baseCurrency(area.resources);
  const { promotionChannels } = area.resources.resources;
  const channelId = draft.channelId || promotionChannels[0]?.id || '';
  const brandId = draft.brandId || brands?.[0]?.brandId || '';
  const done = (text: string) => afterWrite(text, () => setDraft({ channelId: '', brandId: '', budget: '' }), reload);
  return (
    <>
      <Card>
        <RoundItemsTable
          testId="promotions-table"
          items={promotions}
          itemKey={(p) => p.promotionId}
          itemRound={(p) => p.round}
          {...roundTable(area, t)}
          columns={[
            { header: t('productions.round'), cell: (p) => p.round },
            { header: t('promotions.channel'), cell: (p) => textIn(promotionChannels.find((c) => c.id === p.channelId)?.name, language) },
            { header: t('promotions.brand'), cell: (p) => brands?.find((b) => b.brandId === p.brandId)?.name },
            { header: t('promotions.budget'), cell: (p) => formatMoney(p.budget, currency, language) },
          ]}
          actions={(p) => (
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                void api.call({
                  route: API.stores.deleteCompanyPromotion,
                  data: { worldId, promotionId: p.promotionId, version: p.version },
                  success: done(t('deleted')),
                })
              }
            >
              {t('delete')}
            </Button>
          )}
        />
      </Card>
      {area.blockedBecause || !brands?.length ? null : (
        <Card>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const budget = parseMoney(draft.budget, currency, language);
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
            <MoneyInput
              label={t('promotions.budget')}
              name="budget"
              currency={currency}
              min={BUDGET_RANGE.min}
              max={BUDGET_RANGE.max}
              value={draft.budget}
              onValueChange={(budget) => setDraft({ ...draft, budget })}
            />
            <Button type="submit">{t('promotions.create')}</Button>
          </form>
        </Card>
      )}
    </>
  );
}
