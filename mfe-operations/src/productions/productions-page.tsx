import { API, type Model, type ProductionPlan, type Storage } from '@simbiz/contracts';
import { Button, Card, FieldLabel, Muted, Select, Spinner, Table, TextInput, toasts, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, textIn, useApi } from '@simbiz/web-kit';
import { useState } from 'react';
import { DecisionNote } from '../common/area-parts';
import { useArea, useRead } from '../common/use-area';

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
  const [draft, setDraft] = useState({ modelId: '', quantity: '', warehouseId: '' });
  if (!area || plans === null) return <Spinner label={t('loading')} />;
  const { warehouses, production } = area.resources.resources;
  const used = plans.filter((p) => p.round === area.round).reduce((sum, p) => sum + p.quantity, 0);
  const modelName = (id: string) => models?.find((m) => m.modelId === id)?.name ?? '';
  const warehouseName = (id: string) => textIn(warehouses.find((w) => w.id === id)?.name, language);
  const modelId = draft.modelId || models?.[0]?.modelId || '';
  const warehouseId = draft.warehouseId || storages?.[0]?.warehouseId || '';
  const saved = (text: string) => () => {
    toasts.show({ text });
    setDraft({ modelId: '', quantity: '', warehouseId: '' });
    reload();
  };
  return (
    <div>
      <h1>{t('productions.title')}</h1>
      <DecisionNote area={area} />
      <Card>
        {plans.length === 0 ? (
          <Muted>{t('none')}</Muted>
        ) : (
          <Table data-testid="productions-table">
            <thead>
              <tr>
                <th scope="col">{t('productions.round')}</th>
                <th scope="col">{t('productions.model')}</th>
                <th scope="col">{t('productions.quantity')}</th>
                <th scope="col">{t('productions.warehouse')}</th>
                <th scope="col">{t('productions.produced')}</th>
                <th scope="col">{t('productions.unitCost')}</th>
                {area.blockedBecause ? null : <th scope="col">{t('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {plans.map((p) => (
                <tr key={p.planId}>
                  <td>{p.round}</td>
                  <td>{modelName(p.modelId)}</td>
                  <td>{p.quantity}</td>
                  <td>{warehouseName(p.warehouseId)}</td>
                  <td>{p.produced ?? t('productions.pending')}</td>
                  <td>{p.unitCost === null ? '' : formatMoney(Math.round(p.unitCost), baseCurrency(area.resources), language)}</td>
                  {area.blockedBecause ? null : (
                    <td>
                      {p.round === area.round ? (
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() =>
                            void api.call({ route: API.products.deleteProduction, data: { worldId, planId: p.planId }, success: saved(t('deleted')) })
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
      {area.blockedBecause || !models?.length ? null : (
        <Card>
          <h2>{t('productions.create')}</h2>
          <Muted>{t('productions.capacity', { units: Math.max(0, production.capacityPerRound - used) })}</Muted>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (e.currentTarget.checkValidity())
                void api.call({
                  route: API.products.createProduction,
                  data: { worldId, modelId, quantity: Number(draft.quantity), warehouseId },
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
              {(storages ?? []).map((s) => (
                <option key={s.storageId} value={s.warehouseId}>
                  {warehouseName(s.warehouseId)}
                </option>
              ))}
            </Select>
            <Button type="submit">{t('productions.create')}</Button>
          </form>
        </Card>
      )}
    </div>
  );
}
