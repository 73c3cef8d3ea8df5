import {
  API,
  type ClearancePlan,
  type InventoryRowView,
  type MarketEnvironment,
  type ProductionCosts,
  type ProductionPlan,
  type ReallocationPlan,
  type Storage,
} from '@simbiz/contracts';
import { Button, FieldLabel, Muted, parseNumber, Select, TextInput } from '@simbiz/ui';
import { textIn, useApi } from '@simbiz/web-kit';
import { useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import type { Area } from '../common/use-area';
import { FormTitle } from '../research-development/form-title';
import { ReallocationEstimate } from './reallocation-estimate';
import { missingStorages, reallocationRoutes } from './routes';
import { rentedStorages } from './space';
import { availableUnits, stockLines } from './stock';
import type { Words } from './use-words';

export interface ReallocationDraft {
  /** The plan being changed (this round's), or null for a new one. */
  planId: string | null;
  /** `modelId|fromWarehouseId` of the stock chosen, or '' for the first. */
  line: string;
  /** The logistics service chosen, or '' for the first one the company can use. */
  serviceId: string;
  quantity: string;
}

export const emptyReallocation: ReallocationDraft = { planId: null, line: '', serviceId: '', quantity: '' };

export interface ReallocationReads {
  inventory: InventoryRowView[];
  plans: ReallocationPlan[];
  clearance: ClearancePlan[];
  storages: Storage[];
  costs: ProductionCosts;
  productions: ProductionPlan[];
  environment: MarketEnvironment;
}

const key = (modelId: string, warehouseId: string) => `${modelId}|${warehouseId}`;

/**
 * A reallocation: a model at a warehouse with stock (300009, one plan a round: 300027), a logistics
 * service from there to another warehouse where the company rents space (300035, 300029, 300047:
 * the others are shown and cannot be chosen), a quantity between 1 and what is available (300023).
 */
export function ReallocationForm({
  area,
  words,
  reads,
  draft,
  setDraft,
  saved,
}: {
  area: Area;
  words: Words;
  reads: ReallocationReads;
  draft: ReallocationDraft;
  setDraft: (draft: ReallocationDraft) => void;
  saved: () => void;
}) {
  const { t, language, modelName, warehouseName, units } = words;
  const api = useApi();
  useUnsavedChanges(draft.quantity.trim() !== '', t('unsaved'));
  const { inventory, plans, clearance, storages, environment } = reads;
  const editing = plans.find((p) => p.planId === draft.planId);
  // Teammates see which item this form is open on.
  useEditingItem(editing?.planId);
  const planned = new Set(plans.filter((p) => p.round === area.round && p !== editing).map((p) => key(p.modelId, p.fromWarehouseId)));
  const lines = stockLines(inventory).filter((r) => (editing ? key(r.modelId, r.warehouseId) === draft.line : !planned.has(key(r.modelId, r.warehouseId))));
  const line = lines.find((r) => key(r.modelId, r.warehouseId) === draft.line) ?? lines[0];
  if (!line) return <Muted>{stockLines(inventory).length === 0 ? t('warehouses.reallocation.noStock') : t('warehouses.reallocation.allPlanned')}</Muted>;
  const rented = new Set(rentedStorages(storages, area.round).map((s) => s.warehouseId));
  const routes = reallocationRoutes(environment.logisticsServices, line.warehouseId).filter((r) => !editing || r.id === editing.logisticsServiceId);
  const usable = routes.filter((r) => missingStorages(r, rented).length === 0);
  const route = usable.find((r) => r.id === draft.serviceId) ?? (editing ? routes[0] : usable[0]);
  const available = availableUnits({
    stock: inventory,
    clearancePlans: clearance,
    reallocationPlans: plans,
    round: area.round,
    modelId: line.modelId,
    warehouseId: line.warehouseId,
    exceptPlanId: draft.planId,
  });
  const quantity = parseNumber(draft.quantity, language) ?? 0;
  const submit = () => {
    if (!route) return;
    const worldId = area.worldId;
    void (editing
      ? api.call({ route: API.warehouse.updateReallocationPlan, data: { worldId, planId: editing.planId, version: editing.version, quantity }, success: saved })
      : api.call({
          route: API.warehouse.createReallocationPlan,
          data: { worldId, modelId: line.modelId, fromWarehouseId: line.warehouseId, logisticsServiceId: route.id, quantity },
          success: saved,
        }));
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (e.currentTarget.checkValidity()) submit();
      }}
    >
      <FormTitle>
        {editing
          ? t('warehouses.reallocation.change', { model: modelName(line.modelId), warehouse: warehouseName(line.warehouseId) })
          : t('warehouses.reallocation.create')}
      </FormTitle>
      <FieldLabel htmlFor="reallocation-stock">{t('warehouses.stock')}</FieldLabel>
      <Select
        id="reallocation-stock"
        value={key(line.modelId, line.warehouseId)}
        disabled={editing !== undefined}
        onChange={(e) => setDraft({ ...draft, line: e.target.value, serviceId: '' })}
      >
        {lines.map((r) => (
          <option key={key(r.modelId, r.warehouseId)} value={key(r.modelId, r.warehouseId)}>
            {t('warehouses.stockOption', { model: modelName(r.modelId), warehouse: warehouseName(r.warehouseId), units: units(r.closing) })}
          </option>
        ))}
      </Select>
      {routes.length === 0 ? (
        <Muted>{t('warehouses.reallocation.noRoute', { warehouse: warehouseName(line.warehouseId) })}</Muted>
      ) : (
        <>
          <FieldLabel htmlFor="reallocation-service">{t('warehouses.service')}</FieldLabel>
          <Select
            id="reallocation-service"
            value={route?.id ?? ''}
            disabled={editing !== undefined}
            onChange={(e) => setDraft({ ...draft, serviceId: e.target.value })}
          >
            {route ? null : <option value="">{t('warehouses.reallocation.chooseService')}</option>}
            {routes.map((r) => {
              const names = { service: textIn(r.name, language), warehouse: warehouseName(r.to.warehouseId) };
              const open = missingStorages(r, rented).length === 0;
              return (
                <option key={r.id} value={r.id} disabled={!open && !editing}>
                  {open ? t('warehouses.reallocation.serviceOption', names) : t('warehouses.reallocation.serviceNoStorage', names)}
                </option>
              );
            })}
          </Select>
        </>
      )}
      {usable.length === 0 && routes.length > 0 && !editing ? <Muted>{t('warehouses.reallocation.rentFirst')}</Muted> : null}
      <TextInput
        label={t('warehouses.quantity')}
        name="reallocationQuantity"
        inputMode="numeric"
        value={draft.quantity}
        onValueChange={(value) => setDraft({ ...draft, quantity: value })}
        rules={{ required: true, integer: true, min_value: 1, max_value: available }}
      />
      <Muted data-testid="reallocation-available">{t('warehouses.available', { units: units(available) })}</Muted>
      {route ? (
        <ReallocationEstimate area={area} words={words} reads={reads} line={line} route={route} quantity={quantity} exceptPlanId={draft.planId} />
      ) : null}
      <Button type="submit" disabled={!route}>
        {editing ? t('save') : t('warehouses.reallocation.create')}
      </Button>
      {editing ? (
        <>
          {' '}
          <Button variant="tertiary" onClick={() => setDraft(emptyReallocation)}>
            {t('cancel')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
