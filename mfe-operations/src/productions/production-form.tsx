import { API, type Model, type ProductionCosts, type Storage } from '@simbiz/contracts';
import { Alert, Button, Card, FieldLabel, Muted, parseNumber, Select, TextInput, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, textIn, useApi } from '@simbiz/web-kit';
import { afterWrite, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import type { Area } from '../common/use-area';
import { CostEstimate } from './cost-estimate';
import { capacityLeft, productionRoom, unitsThatFit } from './production-room';

export interface ProductionFormProps {
  area: Area;
  models: readonly Model[];
  /** The storages the company rents (a plan needs one: the form waits for them). */
  storages: readonly Storage[];
  costs: ProductionCosts;
  /** Units held at the start of the round, by model and warehouse. */
  stock: readonly { modelId: string; warehouseId: string; units: number }[];
  /** This round's plans so far. */
  plans: readonly { modelId: string; warehouseId: string; quantity: number }[];
  reload: () => void;
}

/**
 * A new production plan: the model, the units and the warehouse they go to, with what the engine
 * will make of it shown before it is sent (its learning-curve cost, the space it finds, the
 * capacity it shares), so that the round's checks need not become warnings afterwards.
 */
export function ProductionForm({ area, models, storages, costs, stock, plans, reload }: ProductionFormProps) {
  const { t, language } = useT('operations');
  const api = useApi();
  const [draft, setDraft] = useState({ modelId: '', quantity: '', warehouseId: '' });
  useUnsavedChanges(draft.quantity.trim() !== '', t('unsaved'));
  const modelId = draft.modelId || models[0]?.modelId || '';
  const warehouseId = draft.warehouseId || storages[0]?.warehouseId || '';
  const warehouseName = (id: string) => textIn(area.resources.resources.warehouses.find((w) => w.id === id)?.name, language);
  const number = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  const volumeOf = (id: string) => costs.models.find((m) => m.modelId === id)?.unitVolumeM3 ?? 0;
  const room = productionRoom({ warehouseId, storages, stock, plans, volumeOf });
  const fit = unitsThatFit(room.freeM3, volumeOf(modelId));
  const left = capacityLeft(costs.capacityPerRound, plans);
  const wanted = parseNumber(draft.quantity, language) ?? 0;
  const planned = Number.isInteger(wanted) && wanted >= 1;
  const model = models.find((m) => m.modelId === modelId);
  const figures = costs.models.find((m) => m.modelId === modelId);
  const saved = afterWrite(t('saved'), () => setDraft({ modelId: '', quantity: '', warehouseId: '' }), reload);
  return (
    <Card>
      <h2>{t('productions.create')}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (e.currentTarget.checkValidity())
            void api.call({ route: API.products.createProduction, data: { worldId: area.worldId, modelId, quantity: wanted, warehouseId }, success: saved });
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
          {planned ? ` ${t('productions.batchSpace', { volume: number(wanted * volumeOf(modelId)) })}` : ''}
        </Muted>
        {wanted > fit ? (
          <Alert variant="warning">
            <span data-testid="production-over-space">
              {t('productions.overSpace', {
                units: number(fit),
                quantity: number(wanted),
                warehouse: warehouseName(warehouseId),
                fee: formatMoney(costs.setupCost, baseCurrency(area.resources), language),
              })}
            </span>
          </Alert>
        ) : null}
        {wanted > left ? (
          <Alert variant="warning">
            {t('productions.overCapacity', { capacity: number(costs.capacityPerRound), total: number(costs.capacityPerRound - left + wanted) })}
          </Alert>
        ) : null}
        {planned && model && figures ? (
          <CostEstimate area={area} costs={costs} model={{ ...figures, name: model.name }} quantity={wanted} plans={plans} />
        ) : null}
        <Button type="submit">{t('productions.create')}</Button>
      </form>
    </Card>
  );
}
