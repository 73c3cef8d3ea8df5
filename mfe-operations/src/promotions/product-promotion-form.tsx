import { API, DISCOUNT_RANGE, type ProductPromotion, type StoreProduct } from '@simbiz/contracts';
import { Button, FieldLabel, Muted, parseNumber, Select, TextInput } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import styled from 'styled-components';
import type { Area } from '../common/use-area';
import { discountedPrice, wholePercent } from './discount';
import type { ProductWords } from './product-words';

export interface DiscountDraft {
  /** The promotion being changed (this round's), or null for a new one. */
  promotionId: string | null;
  /** The store product chosen, or '' for the first one open. */
  productId: string;
  discount: string;
}

export const emptyDiscount: DiscountDraft = { promotionId: null, productId: '', discount: '' };

/** The form's title, a heading under the page's (the items' cards on a phone are h2 too). */
const FormTitle = styled.h2`
  font-size: 1.1rem;
  margin-top: 1.5rem;
`;

/** The products a new discount may go on: the team's online products without one this round (220005, 220013). */
export function openProducts(products: readonly StoreProduct[], promotions: readonly ProductPromotion[], round: number | null): StoreProduct[] {
  const discounted = new Set(promotions.filter((p) => p.round === round).map((p) => p.productId));
  return products.filter((p) => p.online && !discounted.has(p.productId));
}

/**
 * A discount of 1% to 60% (220009) on an online store product of the team's without one this
 * round, or a new discount for this round's promotion; the price after it shows before anything is sent.
 */
export function ProductPromotionForm({
  area,
  words,
  promotions,
  products,
  draft,
  setDraft,
  saved,
}: {
  area: Area;
  words: ProductWords;
  promotions: readonly ProductPromotion[];
  products: readonly StoreProduct[];
  draft: DiscountDraft;
  setDraft: (draft: DiscountDraft) => void;
  saved: () => void;
}) {
  const { t, language, productName, price, discount } = words;
  const api = useApi();
  useUnsavedChanges(draft.discount.trim() !== '', t('unsaved'));
  const editing = promotions.find((p) => p.promotionId === draft.promotionId);
  // Teammates see which item this form is open on.
  useEditingItem(editing?.promotionId);
  const choices = editing ? products.filter((p) => p.productId === editing.productId) : openProducts(products, promotions, area.round);
  const product = choices.find((p) => p.productId === draft.productId) ?? choices[0];
  if (!product) return <Muted>{products.some((p) => p.online) ? t('promotions.product.allDiscounted') : t('promotions.product.noProduct')}</Muted>;
  const percent = wholePercent(parseNumber(draft.discount, language));
  const submit = (percentOff: number) => {
    const worldId = area.worldId;
    void (editing
      ? api.call({
          route: API.stores.updateProductPromotion,
          data: { worldId, promotionId: editing.promotionId, version: editing.version, discount: percentOff },
          success: saved,
        })
      : api.call({ route: API.stores.createProductPromotion, data: { worldId, productId: product.productId, discount: percentOff }, success: saved }));
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (e.currentTarget.checkValidity() && percent !== null) submit(percent);
      }}
    >
      <FormTitle>{editing ? t('promotions.product.change', { product: productName(product) }) : t('promotions.product.create')}</FormTitle>
      <FieldLabel htmlFor="promotion-product">{t('promotions.product.product')}</FieldLabel>
      <Select
        id="promotion-product"
        value={product.productId}
        disabled={editing !== undefined}
        onChange={(e) => setDraft({ ...draft, productId: e.target.value })}
      >
        {choices.map((p) => (
          <option key={p.productId} value={p.productId}>
            {t('promotions.product.productOption', { product: productName(p), price: price(p.price, p.platformId) })}
          </option>
        ))}
      </Select>
      <TextInput
        label={t('promotions.product.discount')}
        name="discount"
        inputMode="numeric"
        append="%"
        value={draft.discount}
        onValueChange={(value) => setDraft({ ...draft, discount: value })}
        rules={{ required: true, integer: true, min_value: DISCOUNT_RANGE.min, max_value: DISCOUNT_RANGE.max }}
      />
      <div data-testid="discount-preview" aria-live="polite">
        {percent !== null ? (
          <Muted>
            {t('promotions.product.preview', {
              product: productName(product),
              price: price(product.price, product.platformId),
              discounted: price(discountedPrice(product.price, percent), product.platformId),
              discount: discount(percent),
            })}
          </Muted>
        ) : null}
      </div>
      <Button type="submit">{editing ? t('save') : t('promotions.product.create')}</Button>
      {editing ? (
        <>
          {' '}
          <Button variant="tertiary" onClick={() => setDraft(emptyDiscount)}>
            {t('cancel')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
