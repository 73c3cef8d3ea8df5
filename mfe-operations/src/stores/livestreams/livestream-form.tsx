import { API, type MerchantLivestream, type Store, type StoreProduct } from '@simbiz/contracts';
import { Button, Muted, parseNumber, TextInput } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import type { Area } from '../../common/use-area';
import { FormTitle } from '../tab-headings';
import type { StoreWords } from '../store-words';
import { livestreamChoices, LivestreamProducts } from './livestream-products';

export interface LivestreamDraft {
  /** The livestream being changed (this round's), or null for a new one. */
  livestreamId: string | null;
  hours: string;
  productIds: string[];
}

export const emptyLivestream: LivestreamDraft = { livestreamId: null, hours: '', productIds: [] };

/** The hours a livestream may take: the platform's hours a round less the store's other livestreams of the round (210053). */
export function hoursLeft(maxHoursPerRound: number, livestreams: readonly MerchantLivestream[], except: string | null): number {
  return maxHoursPerRound - livestreams.filter((l) => l.livestreamId !== except).reduce((sum, l) => sum + l.hours, 0);
}

/**
 * A livestream from the store: whole hours, from 1 to what the platform's hours a round leave, and
 * the products it shows (the store's online ones, 210057); its cost shows before anything is sent.
 */
export function LivestreamForm({
  area,
  words,
  store,
  terms,
  products,
  livestreams,
  draft,
  setDraft,
  saved,
}: {
  area: Area;
  words: StoreWords;
  store: Store;
  terms: { costPerHour: number; maxHoursPerRound: number };
  /** The store's products. */
  products: readonly StoreProduct[];
  /** The store's livestreams of this round. */
  livestreams: readonly MerchantLivestream[];
  draft: LivestreamDraft;
  setDraft: (draft: LivestreamDraft) => void;
  saved: () => void;
}) {
  const { t, language, price } = words;
  const api = useApi();
  useUnsavedChanges(draft.hours.trim() !== '' || draft.productIds.length > 0, t('unsaved'));
  const editing = livestreams.find((l) => l.livestreamId === draft.livestreamId);
  // Teammates see which item this form is open on.
  useEditingItem(editing?.livestreamId);
  const left = hoursLeft(terms.maxHoursPerRound, livestreams, editing?.livestreamId ?? null);
  const choices = livestreamChoices(products, editing?.productIds ?? []);
  if (!editing && left <= 0) return <Muted>{t('storeAuction.merchant.full', { max: terms.maxHoursPerRound })}</Muted>;
  if (choices.length === 0) return <Muted>{t('storeAuction.livestream.noProduct')}</Muted>;
  const typed = parseNumber(draft.hours, language);
  const hours = typed !== null && Number.isInteger(typed) && typed >= 1 && typed <= left ? typed : null;
  const submit = (whole: number) => {
    const worldId = area.worldId;
    // In the store's order of products, whatever the order they were ticked in.
    const productIds = choices.filter((p) => draft.productIds.includes(p.productId)).map((p) => p.productId);
    void (editing
      ? api.call({
          route: API.stores.updateMerchantLivestream,
          data: { worldId, livestreamId: editing.livestreamId, version: editing.version, hours: whole, productIds },
          success: saved,
        })
      : api.call({ route: API.stores.createMerchantLivestream, data: { worldId, storeId: store.storeId, hours: whole, productIds }, success: saved }));
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (e.currentTarget.checkValidity() && hours !== null && draft.productIds.length > 0) submit(hours);
      }}
    >
      <FormTitle>{editing ? t('storeAuction.merchant.change') : t('storeAuction.merchant.add')}</FormTitle>
      <TextInput
        label={t('storeAuction.merchant.hours')}
        name="hours"
        inputMode="numeric"
        value={draft.hours}
        onValueChange={(value) => setDraft({ ...draft, hours: value })}
        rules={{ required: true, integer: true, min_value: 1, max_value: left }}
      />
      <Muted>{t('storeAuction.merchant.hoursLeft', { hours: left })}</Muted>
      <LivestreamProducts words={words} choices={choices} chosen={draft.productIds} setChosen={(productIds) => setDraft({ ...draft, productIds })} />
      <div data-testid="livestream-cost" aria-live="polite">
        {hours !== null ? (
          <Muted>{t('storeAuction.merchant.preview', { cost: price(hours * terms.costPerHour), rate: price(terms.costPerHour) })}</Muted>
        ) : null}
      </div>
      <Button type="submit" disabled={draft.productIds.length === 0}>
        {editing ? t('save') : t('storeAuction.merchant.create')}
      </Button>
      {editing ? (
        <>
          {' '}
          <Button variant="tertiary" onClick={() => setDraft(emptyLivestream)}>
            {t('cancel')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
