import { API, type InventoryRowView, type Model, type ProductionPlan, type Storage } from '@simbiz/contracts';
import { Alert, Button, Card, FieldLabel, Muted, parseNumber, Select, Spinner, TextInput, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, textIn, useApi, useRead } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { afterWrite, RoundItemsTable, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { AreaWarnings, DecisionNote } from '../common/area-parts';
import { roundTable, useArea } from '../common/use-area';
import { capacityLeft, productionRoom, unitsThatFit } from './production-room';

/** Production plans of every round; this round's can be made, changed and deleted within capacity. */
export function ProductionsPage() {
  const { t, language } = useT('operations');
  const area = useArea();
  const api = useApi();
  const worldId = area?.worldId ?? '';
  const [plans, reload] = useRead<ProductionPlan[]>(
    (client, done) => void client.call({ route: API.products.listProductions, data: { worldId }, success: done }),
    worldId,
  );
  const [models] = useRead<Model[]>((client, done) => void client.call({ route: API.products.listModels, data: { worldId }, success: done }), worldId);
  const [storages] = useRead<Storage[]>((client, done) => void client.call({ route: API.warehouse.listStorages, data: { worldId }, success: done }), worldId);
  const [inventory] = useRead<InventoryRowView[]>(
    (client, done) => void client.call({ route: API.warehouse.listInventory, data: { worldId }, success: done }),
    worldId,
  );
  const [draft, setDraft] = useState({ modelId: '', quantity: '', warehouseId: '' });
  useUnsavedChanges(draft.quantity.trim() !== '', t('unsaved'));
  if (!area || plans === null) return <Spinner label={t('loading')} />;
  const { warehouses, production, categories } = area.resources.resources;
  const thisRound = plans.filter((p) => p.round === area.round);
  const modelName = (id: string) => models?.find((m) => m.modelId === id)?.name ?? '';
  const warehouseName = (id: string) => textIn(warehouses.find((w) => w.id === id)?.name, language);
  const modelId = draft.modelId || models?.[0]?.modelId || '';
  const warehouseId = draft.warehouseId || storages?.[0]?.warehouseId || '';
  const saved = (text: string) => afterWrite(text, () => setDraft({ modelId: '', quantity: '', warehouseId: '' }), reload);
  // The engine's checks of stage 3, made here so they need not become warnings after the round.
  const volumeOf = (id: string) => {
    const attributes = models?.find((m) => m.modelId === id)?.attributes.map((a) => a.attributeId) ?? [];
    const category = categories.find((c) => attributes.every((a) => c.attributeIds.includes(a))) ?? categories[0];
    return category?.packageVolumeM3 ?? 0;
  };
  const lastRound = Math.max(0, ...(inventory ?? []).map((r) => r.round));
  const stock = (inventory ?? []).filter((r) => r.round === lastRound).map((r) => ({ modelId: r.modelId, warehouseId: r.warehouseId, units: r.closing }));
  const room = productionRoom({ warehouseId, storages: storages ?? [], stock, plans: thisRound, volumeOf });
  const fit = unitsThatFit(room.freeM3, volumeOf(modelId));
  const left = capacityLeft(production.capacityPerRound, thisRound);
  const wanted = parseNumber(draft.quantity, language) ?? 0;
  const number = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  return (
    <div>
      <PageTitle help="production">{t('productions.title')}</PageTitle>
      <DecisionNote area={area} />
      <AreaWarnings area={area} areas={['production', 'storages']} models={models} />
      <Card>
        <RoundItemsTable
          testId="productions-table"
          items={plans}
          itemKey={(p) => p.planId}
          itemRound={(p) => p.round}
          {...roundTable(area, t)}
          columns={[
            { header: t('productions.round'), cell: (p) => p.round },
            { header: t('productions.model'), cell: (p) => modelName(p.modelId) },
            { header: t('productions.quantity'), cell: (p) => p.quantity },
            { header: t('productions.warehouse'), cell: (p) => warehouseName(p.warehouseId) },
            { header: t('productions.produced'), cell: (p) => p.produced ?? t('productions.pending') },
            {
              header: t('productions.unitCost'),
              cell: (p) => (p.unitCost === null ? '' : formatMoney(Math.round(p.unitCost), baseCurrency(area.resources), language)),
            },
          ]}
          actions={(p) => (
            <Button
              size="sm"
              variant="danger"
              onClick={() => void api.call({ route: API.products.deleteProduction, data: { worldId, planId: p.planId }, success: saved(t('deleted')) })}
            >
              {t('delete')}
            </Button>
          )}
        />
      </Card>
      {/* A plan needs a model and a storage: the form waits for both, or its warehouse would be empty. */}
      {area.blockedBecause || !models?.length || !storages?.length ? null : (
        <Card>
          <h2>{t('productions.create')}</h2>
          <Muted>{t('productions.capacity', { units: number(left) })}</Muted>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (e.currentTarget.checkValidity())
                void api.call({
                  route: API.products.createProduction,
                  data: { worldId, modelId, quantity: parseNumber(draft.quantity, language) ?? 0, warehouseId },
                  success: saved(t('saved')),
                });
            }}
          >
            <FieldLabel htmlFor="plan-model">{t('productions.model')}</FieldLabel>
            <Select id="plan-model" value={modelId} onChange={(e) => setDraft({ ...draft, modelId: e.target.value })}>
              {models.map((m) => (
                <option key={m.modelId} value={m.modelId}>
                  {m.name}
                </option>
              ))}
            </Select>
            <TextInput
              label={t('productions.quantity')}
              name="quantity"
              inputMode="numeric"
              value={draft.quantity}
              onValueChange={(quantity) => setDraft({ ...draft, quantity })}
              rules={{ required: true, integer: true, min_value: 1 }}
            />
            <FieldLabel htmlFor="plan-warehouse">{t('productions.warehouse')}</FieldLabel>
            <Select id="plan-warehouse" value={warehouseId} onChange={(e) => setDraft({ ...draft, warehouseId: e.target.value })}>
              {storages.map((s) => (
                <option key={s.storageId} value={s.warehouseId}>
                  {warehouseName(s.warehouseId)}
                </option>
              ))}
            </Select>
            <Muted data-testid="production-room">
              {t('productions.room', {
                warehouse: warehouseName(warehouseId),
                free: number(room.freeM3),
                rented: number(room.rentedM3),
                units: Number.isFinite(fit) ? number(fit) : '∞',
              })}
            </Muted>
            {wanted > fit ? (
              <Alert variant="warning">
                <span data-testid="production-over-space">
                  {t('productions.overSpace', {
                    units: number(fit),
                    quantity: number(wanted),
                    warehouse: warehouseName(warehouseId),
                    fee: formatMoney(production.setupCost, baseCurrency(area.resources), language),
                  })}
                </span>
              </Alert>
            ) : null}
            {wanted > left ? (
              <Alert variant="warning">
                {t('productions.overCapacity', { capacity: number(production.capacityPerRound), total: number(production.capacityPerRound - left + wanted) })}
              </Alert>
            ) : null}
            <Button type="submit">{t('productions.create')}</Button>
          </form>
        </Card>
      )}
    </div>
  );
}
