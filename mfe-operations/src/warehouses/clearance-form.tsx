import { API, type ClearancePlan, type InventoryRowView, type ReallocationPlan } from '@simbiz/contracts';
import { Button, FieldLabel, Muted, parseNumber, Select, TextInput } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import type { Area } from '../common/use-area';
import { FormTitle } from '../research-development/form-title';
import { availableUnits, stockLines } from './stock';
import type { Words } from './use-words';

export interface ClearanceDraft {
  /** The plan being changed (this round's), or null for a new one. */
  planId: string | null;
  /** `modelId|warehouseId` of the stock chosen, or '' for the first one open. */
  line: string;
  quantity: string;
}

export const emptyClearance: ClearanceDraft = { planId: null, line: '', quantity: '' };

/**
 * A clearance sale: a model at a warehouse where the last round left stock and that has no sale
 * planned this round (300019), and a quantity between 1 and what is available there (300015).
 */
export function ClearanceForm({
  area,
  words,
  inventory,
  plans,
  reallocations,
  fraction,
  draft,
  setDraft,
  saved,
}: {
  area: Area;
  words: Words;
  inventory: InventoryRowView[];
  plans: ClearancePlan[];
  reallocations: ReallocationPlan[];
  /** What a clearance sale fetches, as a fraction of the units' cost. */
  fraction: number;
  draft: ClearanceDraft;
  setDraft: (draft: ClearanceDraft) => void;
  saved: () => void;
}) {
  const { t, language, modelName, warehouseName, units, money, percent } = words;
  const api = useApi();
  useUnsavedChanges(draft.quantity.trim() !== '', t('unsaved'));
  const editing = plans.find((p) => p.planId === draft.planId);
  // Teammates see which item this form is open on.
  useEditingItem(editing?.planId);
  const planned = new Set(plans.filter((p) => p.round === area.round && p !== editing).map((p) => `${p.modelId}|${p.warehouseId}`));
  const lines = stockLines(inventory).filter((r) => (editing ? `${r.modelId}|${r.warehouseId}` === draft.line : !planned.has(`${r.modelId}|${r.warehouseId}`)));
  const line = lines.find((r) => `${r.modelId}|${r.warehouseId}` === draft.line) ?? lines[0];
  if (!line) return <Muted>{stockLines(inventory).length === 0 ? t('warehouses.clearance.noStock') : t('warehouses.clearance.allPlanned')}</Muted>;
  const available = availableUnits({
    stock: inventory,
    clearancePlans: plans,
    reallocationPlans: reallocations,
    round: area.round,
    modelId: line.modelId,
    warehouseId: line.warehouseId,
    exceptPlanId: draft.planId,
  });
  const quantity = parseNumber(draft.quantity, language) ?? 0;
  const submit = () => {
    const worldId = area.worldId;
    void (editing
      ? api.call({ route: API.warehouse.updateClearancePlan, data: { worldId, planId: editing.planId, version: editing.version, quantity }, success: saved })
      : api.call({
          route: API.warehouse.createClearancePlan,
          data: { worldId, modelId: line.modelId, warehouseId: line.warehouseId, quantity },
          success: saved,
        }));
  };
  const where = { model: modelName(line.modelId), warehouse: warehouseName(line.warehouseId) };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (e.currentTarget.checkValidity()) submit();
      }}
    >
      <FormTitle>{editing ? t('warehouses.clearance.change', where) : t('warehouses.clearance.create')}</FormTitle>
      <FieldLabel htmlFor="clearance-stock">{t('warehouses.stock')}</FieldLabel>
      <Select
        id="clearance-stock"
        value={`${line.modelId}|${line.warehouseId}`}
        disabled={editing !== undefined}
        onChange={(e) => setDraft({ ...draft, line: e.target.value })}
      >
        {lines.map((r) => (
          <option key={`${r.modelId}|${r.warehouseId}`} value={`${r.modelId}|${r.warehouseId}`}>
            {t('warehouses.stockOption', { model: modelName(r.modelId), warehouse: warehouseName(r.warehouseId), units: units(r.closing) })}
          </option>
        ))}
      </Select>
      <TextInput
        label={t('warehouses.quantity')}
        name="clearanceQuantity"
        inputMode="numeric"
        value={draft.quantity}
        onValueChange={(value) => setDraft({ ...draft, quantity: value })}
        rules={{ required: true, integer: true, min_value: 1, max_value: available }}
      />
      <div data-testid="clearance-estimate">
        <Muted>{t('warehouses.available', { units: units(available) })}</Muted>
        {quantity > 0 ? (
          <Muted>
            {t('warehouses.clearance.estimate', {
              cost: money(quantity * line.unitCost),
              income: money(quantity * line.unitCost * fraction),
              percent: percent(fraction),
            })}
          </Muted>
        ) : null}
      </div>
      <Button type="submit">{editing ? t('save') : t('warehouses.clearance.create')}</Button>
      {editing ? (
        <>
          {' '}
          <Button variant="tertiary" onClick={() => setDraft(emptyClearance)}>
            {t('cancel')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
