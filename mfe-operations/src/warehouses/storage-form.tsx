import { API, type MarketEnvironment, type Storage } from '@simbiz/contracts';
import { Button, FieldLabel, Muted, parseNumber, Select, TextInput } from '@simbiz/ui';
import { textIn, useApi } from '@simbiz/web-kit';
import { useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import type { Area } from '../common/use-area';
import { FormTitle } from '../research-development/form-title';
import { rentedStorages } from './space';
import type { Words } from './use-words';

export interface StorageDraft {
  /** The storage being changed (this round's), or null for a new one. */
  storageId: string | null;
  /** The warehouse chosen, or '' for the first one open. */
  warehouseId: string;
  capacity: string;
}

export const emptyStorage: StorageDraft = { storageId: null, warehouseId: '', capacity: '' };

/**
 * Space to rent: a warehouse of the screenplay where the company rents none (200009), up to the
 * most one company may rent there (200013), with the rent a round it comes to shown before it is sent.
 */
export function StorageForm({
  area,
  words,
  storages,
  environment,
  draft,
  setDraft,
  saved,
}: {
  area: Area;
  words: Words;
  storages: Storage[];
  environment: MarketEnvironment;
  draft: StorageDraft;
  setDraft: (draft: StorageDraft) => void;
  saved: () => void;
}) {
  const { t, language, m3, money, warehouseName } = words;
  const api = useApi();
  useUnsavedChanges(draft.capacity.trim() !== '', t('unsaved'));
  const editing = storages.find((s) => s.storageId === draft.storageId);
  // Teammates see which item this form is open on.
  useEditingItem(editing?.storageId);
  const taken = new Set(rentedStorages(storages, area.round).map((s) => s.warehouseId));
  const choices = area.resources.resources.warehouses.filter((w) => (editing ? w.id === editing.warehouseId : !taken.has(w.id)));
  const warehouse = choices.find((w) => w.id === draft.warehouseId) ?? choices[0];
  if (!warehouse) return <Muted>{t('warehouses.storages.allRented')}</Muted>;
  const capacity = parseNumber(draft.capacity, language) ?? 0;
  const price = environment.warehouses.find((w) => w.id === warehouse.id)?.rentPerM3 ?? 0;
  const submit = () => {
    const worldId = area.worldId;
    void (editing
      ? api.call({
          route: API.warehouse.updateStorage,
          data: { worldId, storageId: editing.storageId, version: editing.version, capacityM3: capacity },
          success: saved,
        })
      : api.call({ route: API.warehouse.createStorage, data: { worldId, warehouseId: warehouse.id, capacityM3: capacity }, success: saved }));
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (e.currentTarget.checkValidity()) submit();
      }}
    >
      <FormTitle>{editing ? t('warehouses.storages.change', { warehouse: warehouseName(editing.warehouseId) }) : t('warehouses.storages.create')}</FormTitle>
      <FieldLabel htmlFor="storage-warehouse">{t('warehouses.warehouse')}</FieldLabel>
      <Select
        id="storage-warehouse"
        value={warehouse.id}
        disabled={editing !== undefined}
        onChange={(e) => setDraft({ ...draft, warehouseId: e.target.value })}
      >
        {choices.map((w) => (
          <option key={w.id} value={w.id}>
            {textIn(w.name, language)}
          </option>
        ))}
      </Select>
      <TextInput
        label={t('warehouses.storages.capacity')}
        name="storageCapacity"
        inputMode="numeric"
        append={t('warehouses.m3Unit')}
        value={draft.capacity}
        onValueChange={(value) => setDraft({ ...draft, capacity: value })}
        rules={{ required: true, integer: true, min_value: 1, max_value: warehouse.capacityM3 }}
      />
      <div data-testid="storage-estimate">
        <Muted>{t('warehouses.storages.limit', { capacity: m3(warehouse.capacityM3), warehouse: textIn(warehouse.name, language) })}</Muted>
        <Muted>
          {capacity > 0
            ? t('warehouses.storages.rentEstimate', { rent: money(capacity * price), capacity: m3(capacity), price: money(price) })
            : t('warehouses.storages.rentPrice', { price: money(price) })}
        </Muted>
      </div>
      <Button type="submit">{editing ? t('save') : t('warehouses.storages.create')}</Button>
      {editing ? (
        <>
          {' '}
          <Button variant="tertiary" onClick={() => setDraft(emptyStorage)}>
            {t('cancel')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
