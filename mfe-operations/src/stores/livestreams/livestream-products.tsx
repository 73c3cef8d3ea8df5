import type { StoreProduct } from '@simbiz/contracts';
import { Muted } from '@simbiz/ui';
import styled from 'styled-components';
import type { StoreWords } from '../store-words';

/** A livestream shows at most this many products (the request's limit). */
export const LIVESTREAM_PRODUCTS_MAX = 10;

const Choices = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 6px;
  padding: 0.5rem 0.75rem 0.25rem;
  margin: 0 0 0.9rem;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    /* A touch target of at least 24 px (WCAG 2.5.8). */
    min-height: 1.75rem;
  }
`;

/**
 * The store's products a livestream may show: its online products, and those the livestream
 * being changed shows already (a product taken offline since stays, so it can be unticked).
 */
export function livestreamChoices(products: readonly StoreProduct[], shown: readonly string[]): StoreProduct[] {
  return products.filter((p) => p.online || shown.includes(p.productId));
}

/** The products a livestream shows, ticked among `choices`; at least one is needed before it can be saved. */
export function LivestreamProducts({
  words,
  choices,
  chosen,
  setChosen,
}: {
  words: StoreWords;
  choices: readonly StoreProduct[];
  chosen: readonly string[];
  setChosen: (productIds: string[]) => void;
}) {
  const { t, modelName } = words;
  const full = chosen.length >= LIVESTREAM_PRODUCTS_MAX;
  return (
    <Choices>
      <legend>{t('storeAuction.livestream.products')}</legend>
      {choices.map((p) => {
        const ticked = chosen.includes(p.productId);
        return (
          <label key={p.productId}>
            <input
              type="checkbox"
              checked={ticked}
              disabled={!ticked && full}
              onChange={() => setChosen(ticked ? chosen.filter((id) => id !== p.productId) : [...chosen, p.productId])}
            />
            {modelName(p.modelId)}
          </label>
        );
      })}
      {chosen.length === 0 ? <Muted>{t('storeAuction.livestream.chooseProducts')}</Muted> : null}
    </Choices>
  );
}
