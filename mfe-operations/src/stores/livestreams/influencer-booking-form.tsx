import { API, type InfluencerLivestream, type Store, type StoreProduct } from '@simbiz/contracts';
import { Button, FieldLabel, Muted, Select } from '@simbiz/ui';
import { textIn, useApi } from '@simbiz/web-kit';
import { useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import type { Area } from '../../common/use-area';
import { FormTitle } from '../tab-headings';
import type { StoreWords } from '../store-words';
import type { Influencer } from './influencer-list';
import { livestreamChoices, LivestreamProducts } from './livestream-products';

export interface BookingDraft {
  /** The booking being changed (this round's), or null for a new one. */
  livestreamId: string | null;
  /** The influencer chosen, or '' for the first one open. */
  influencerId: string;
  productIds: string[];
}

export const emptyBooking: BookingDraft = { livestreamId: null, influencerId: '', productIds: [] };

/**
 * Books an influencer of the platform the company has not booked this round for products of the
 * store (its online ones, 210057), or changes the products of this round's booking. Another
 * company's booking of the same influencer this round is known only when the service refuses (210055).
 */
export function InfluencerBookingForm({
  area,
  words,
  store,
  influencers,
  products,
  bookings,
  draft,
  setDraft,
  saved,
}: {
  area: Area;
  words: StoreWords;
  store: Store;
  influencers: readonly Influencer[];
  /** The store's products. */
  products: readonly StoreProduct[];
  /** The company's bookings of this round on the store's platform. */
  bookings: readonly InfluencerLivestream[];
  draft: BookingDraft;
  setDraft: (draft: BookingDraft) => void;
  saved: () => void;
}) {
  const { t, language, price, percent } = words;
  const api = useApi();
  useUnsavedChanges(draft.productIds.length > 0, t('unsaved'));
  const editing = bookings.find((b) => b.livestreamId === draft.livestreamId);
  // Teammates see which item this form is open on.
  useEditingItem(editing?.livestreamId);
  const open = editing ? influencers.filter((i) => i.id === editing.influencerId) : influencers.filter((i) => !bookings.some((b) => b.influencerId === i.id));
  const influencer = open.find((i) => i.id === draft.influencerId) ?? open[0];
  if (!influencer) return <Muted>{t('storeAuction.influencer.allBooked', { platform: words.platformName })}</Muted>;
  const choices = livestreamChoices(products, editing?.productIds ?? []);
  if (choices.length === 0) return <Muted>{t('storeAuction.livestream.noProduct')}</Muted>;
  const name = textIn(influencer.name, language);
  const submit = () => {
    const worldId = area.worldId;
    // In the store's order of products, whatever the order they were ticked in.
    const productIds = choices.filter((p) => draft.productIds.includes(p.productId)).map((p) => p.productId);
    void (editing
      ? api.call({
          route: API.stores.updateInfluencerLivestream,
          data: { worldId, livestreamId: editing.livestreamId, version: editing.version, productIds },
          success: saved,
        })
      : api.call({
          route: API.stores.createInfluencerLivestream,
          data: { worldId, storeId: store.storeId, influencerId: influencer.id, productIds },
          success: saved,
        }));
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.productIds.length > 0) submit();
      }}
    >
      <FormTitle>{editing ? t('storeAuction.influencer.change', { influencer: name }) : t('storeAuction.influencer.add')}</FormTitle>
      <FieldLabel htmlFor="booking-influencer">{t('storeAuction.influencer.influencer')}</FieldLabel>
      <Select
        id="booking-influencer"
        value={influencer.id}
        disabled={editing !== undefined}
        onChange={(e) => setDraft({ ...draft, influencerId: e.target.value })}
      >
        {open.map((i) => (
          <option key={i.id} value={i.id}>
            {textIn(i.name, language)}
          </option>
        ))}
      </Select>
      <LivestreamProducts words={words} choices={choices} chosen={draft.productIds} setChosen={(productIds) => setDraft({ ...draft, productIds })} />
      <Muted data-testid="booking-cost">
        {t('storeAuction.influencer.preview', { influencer: name, fee: price(influencer.fee), commission: percent(influencer.commissionRate) })}
      </Muted>
      <Button type="submit" disabled={draft.productIds.length === 0}>
        {editing ? t('save') : t('storeAuction.influencer.create')}
      </Button>
      {editing ? (
        <>
          {' '}
          <Button variant="tertiary" onClick={() => setDraft(emptyBooking)}>
            {t('cancel')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
