import { AD_MONEY_RANGE, type AdBid, API, type MarketEnvironment, type StoreProduct } from '@simbiz/contracts';
import { Button, FieldLabel, Muted, Select } from '@simbiz/ui';
import { parseMoney, useApi } from '@simbiz/web-kit';
import { MoneyInput, useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import type { Area } from '../../common/use-area';
import type { StoreWords } from '../store-words';
import { FormTitle } from '../tab-headings';

type AdAuction = MarketEnvironment['platforms'][number]['adAuction'];

export interface BidDraft {
  /** The bid being changed (this round's), or null for a new one. */
  bidId: string | null;
  /** The product and keyword chosen, or '' for the first one open. */
  productId: string;
  segmentId: string;
  costPerClick: string;
  dailyBudget: string;
}

export const emptyBid: BidDraft = { bidId: null, productId: '', segmentId: '', costPerClick: '', dailyBudget: '' };

/** The keywords still open to a product this round: one bid per product and keyword a round (210043). */
export function openKeywords<S extends { id: string }>(segments: readonly S[], bids: readonly AdBid[], productId: string): S[] {
  return segments.filter((s) => !bids.some((b) => b.productId === productId && b.segmentId === s.id));
}

/**
 * A bid for an online product of the store on a keyword it has no bid on this round: a cost per
 * click in the platform's range (210039) and a daily budget; or new figures for this round's bid.
 */
export function AuctionBidForm({
  area,
  words,
  auction,
  products,
  bids,
  draft,
  setDraft,
  saved,
}: {
  area: Area;
  words: StoreWords;
  auction: AdAuction;
  /** The store's products. */
  products: readonly StoreProduct[];
  /** The store's bids of this round. */
  bids: readonly AdBid[];
  draft: BidDraft;
  setDraft: (draft: BidDraft) => void;
  saved: () => void;
}) {
  const { t, language, segments, modelName, priceCurrency, moneyCurrency } = words;
  const api = useApi();
  useUnsavedChanges(draft.costPerClick.trim() !== '' || draft.dailyBudget.trim() !== '', t('unsaved'));
  const editing = bids.find((b) => b.bidId === draft.bidId);
  // Teammates see which item this form is open on.
  useEditingItem(editing?.bidId);
  const online = products.filter((p) => p.online);
  const productChoices = editing
    ? products.filter((p) => p.productId === editing.productId)
    : online.filter((p) => openKeywords(segments, bids, p.productId).length > 0);
  const product = productChoices.find((p) => p.productId === draft.productId) ?? productChoices[0];
  if (!product) return <Muted>{online.length === 0 ? t('storeAuction.bids.noProduct') : t('storeAuction.bids.allBid')}</Muted>;
  const keywordChoices = editing ? segments.filter((s) => s.id === editing.segmentId) : openKeywords(segments, bids, product.productId);
  const keyword = keywordChoices.find((s) => s.id === draft.segmentId) ?? keywordChoices[0];
  const costPerClick = parseMoney(draft.costPerClick, priceCurrency, language);
  const submit = (cost: number, dailyBudget: number) => {
    const worldId = area.worldId;
    void (editing
      ? api.call({
          route: API.stores.updateAdBid,
          data: { worldId, bidId: editing.bidId, version: editing.version, costPerClick: cost, dailyBudget },
          success: saved,
        })
      : keyword &&
        api.call({
          route: API.stores.createAdBid,
          data: { worldId, productId: product.productId, segmentId: keyword.id, costPerClick: cost, dailyBudget },
          success: saved,
        }));
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const dailyBudget = parseMoney(draft.dailyBudget, moneyCurrency, language);
        if (e.currentTarget.checkValidity() && costPerClick !== null && dailyBudget !== null) submit(costPerClick, dailyBudget);
      }}
    >
      <FormTitle>
        {editing ? t('storeAuction.bids.change', { product: modelName(product.modelId), keyword: keyword?.name ?? '' }) : t('storeAuction.bids.add')}
      </FormTitle>
      <FieldLabel htmlFor="bid-product">{t('storeAuction.bids.product')}</FieldLabel>
      <Select id="bid-product" value={product.productId} disabled={editing !== undefined} onChange={(e) => setDraft({ ...draft, productId: e.target.value })}>
        {productChoices.map((p) => (
          <option key={p.productId} value={p.productId}>
            {modelName(p.modelId)}
          </option>
        ))}
      </Select>
      <FieldLabel htmlFor="bid-keyword">{t('storeAuction.bids.keyword')}</FieldLabel>
      <Select id="bid-keyword" value={keyword?.id ?? ''} disabled={editing !== undefined} onChange={(e) => setDraft({ ...draft, segmentId: e.target.value })}>
        {keywordChoices.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Select>
      <MoneyInput
        label={t('storeAuction.bids.costPerClick')}
        name="costPerClick"
        currency={priceCurrency}
        min={auction.costPerClickMin}
        max={auction.costPerClickMax}
        value={draft.costPerClick}
        onValueChange={(value) => setDraft({ ...draft, costPerClick: value })}
      />
      <div data-testid="bid-reserve" aria-live="polite">
        {costPerClick !== null && costPerClick < auction.reservePrice ? (
          <Muted>{t('storeAuction.bids.belowReserve', { reserve: words.price(auction.reservePrice) })}</Muted>
        ) : null}
      </div>
      <MoneyInput
        label={t('storeAuction.bids.dailyBudget')}
        name="dailyBudget"
        currency={moneyCurrency}
        min={AD_MONEY_RANGE.min}
        max={AD_MONEY_RANGE.max}
        value={draft.dailyBudget}
        onValueChange={(value) => setDraft({ ...draft, dailyBudget: value })}
      />
      <Muted>{t('storeAuction.bids.budgetNote')}</Muted>
      <Button type="submit">{editing ? t('save') : t('storeAuction.bids.create')}</Button>
      {editing ? (
        <>
          {' '}
          <Button variant="tertiary" onClick={() => setDraft(emptyBid)}>
            {t('cancel')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
