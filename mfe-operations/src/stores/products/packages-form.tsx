import { API, PACKAGE_PRICE_RANGE, PACKAGE_PRODUCTS, type StorePackage, type StoreProduct } from '@simbiz/contracts';
import { Button, Muted, TextInput, useT } from '@simbiz/ui';
import { type Currency, formatMoney, moneyInput, parseMoney, useApi } from '@simbiz/web-kit';
import { MoneyInput, useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import styled from 'styled-components';
import type { Area } from '../../common/use-area';
import { FormTitle } from '../tab-headings';

export interface PackageDraft {
  /** The package being changed (this round's), or null for a new one. */
  packageId: string | null;
  /** The version of the package being changed (a teammate's later change refuses the save: 130061). */
  version: number;
  name: string;
  productIds: string[];
  price: string;
}

export const emptyPackage: PackageDraft = { packageId: null, version: 1, name: '', productIds: [], price: '' };

const Choices = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 6px;
  margin: 0 0 0.9rem;
  padding: 0.5rem 0.75rem;
  label {
    display: block;
    padding: 0.2rem 0;
  }
`;

/**
 * A package of 2 to 4 of the store's products (210029) at one price, or the new name, products
 * and price of this round's package. A fifth product waits until one is unticked; the products'
 * prices one by one show beside the package's, as a yardstick.
 */
export function PackageForm({
  area,
  storeId,
  products,
  modelName,
  currency,
  draft,
  setDraft,
  saved,
}: {
  area: Area;
  storeId: string;
  /** The chosen store's products. */
  products: readonly StoreProduct[];
  modelName: (modelId: string) => string;
  currency: Currency;
  draft: PackageDraft;
  setDraft: (draft: PackageDraft) => void;
  saved: () => void;
}) {
  const { t, language } = useT('operations');
  const api = useApi();
  useUnsavedChanges(draft.name.trim() !== '' || draft.price.trim() !== '' || draft.productIds.length > 0, t('unsaved'));
  // Teammates see which package this form is open on.
  useEditingItem(draft.packageId);
  if (products.length < PACKAGE_PRODUCTS.min) return <Muted>{t('storePlatform.packages.fewProducts', { count: PACKAGE_PRODUCTS.min })}</Muted>;
  const chosen = products.filter((p) => draft.productIds.includes(p.productId));
  const toggle = (productId: string) =>
    setDraft({
      ...draft,
      productIds: draft.productIds.includes(productId) ? draft.productIds.filter((id) => id !== productId) : [...draft.productIds, productId],
    });
  const tooFew = chosen.length < PACKAGE_PRODUCTS.min;
  const submit = (price: number) => {
    const worldId = area.worldId;
    const body = { worldId, name: draft.name.trim(), productIds: chosen.map((p) => p.productId), price };
    void (draft.packageId
      ? api.call({ route: API.stores.updatePackage, data: { ...body, packageId: draft.packageId, version: draft.version }, success: saved })
      : api.call({ route: API.stores.createPackage, data: { ...body, storeId }, success: saved }));
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const price = parseMoney(draft.price, currency, language);
        if (e.currentTarget.checkValidity() && !tooFew && price) submit(price);
      }}
    >
      <FormTitle>{draft.packageId ? t('storePlatform.packages.change', { name: draft.name }) : t('storePlatform.packages.create')}</FormTitle>
      <TextInput
        label={t('storePlatform.packages.name')}
        name="packageName"
        value={draft.name}
        onValueChange={(name) => setDraft({ ...draft, name })}
        rules={{ required: true, max: 60 }}
      />
      <Choices>
        <legend>{t('storePlatform.packages.choose', { min: PACKAGE_PRODUCTS.min, max: PACKAGE_PRODUCTS.max })}</legend>
        <Muted>{t('storePlatform.packages.limit', { count: PACKAGE_PRODUCTS.max })}</Muted>
        {products.map((p) => {
          const ticked = draft.productIds.includes(p.productId);
          return (
            <label key={p.productId}>
              <input type="checkbox" checked={ticked} disabled={!ticked && chosen.length >= PACKAGE_PRODUCTS.max} onChange={() => toggle(p.productId)} />{' '}
              {t('storePlatform.packages.productOption', { model: modelName(p.modelId), price: formatMoney(p.price, currency, language) })}
            </label>
          );
        })}
      </Choices>
      <MoneyInput
        label={t('storePlatform.packages.price')}
        name="packagePrice"
        currency={currency}
        min={PACKAGE_PRICE_RANGE.min}
        max={PACKAGE_PRICE_RANGE.max}
        value={draft.price}
        onValueChange={(price) => setDraft({ ...draft, price })}
      />
      <div data-testid="package-yardstick" aria-live="polite">
        {tooFew ? null : <Muted>{t('storePlatform.packages.separately', { total: formatMoney(sumOf(chosen.map((p) => p.price)), currency, language) })}</Muted>}
      </div>
      {/* A disabled button says why. */}
      {tooFew ? (
        <Muted id="package-why" data-testid="package-why">
          {t('storePlatform.packages.needProducts', { count: PACKAGE_PRODUCTS.min })}
        </Muted>
      ) : null}
      <Button type="submit" disabled={tooFew} aria-describedby={tooFew ? 'package-why' : undefined}>
        {draft.packageId ? t('save') : t('storePlatform.packages.create')}
      </Button>
      {draft.packageId ? (
        <>
          {' '}
          <Button variant="tertiary" onClick={() => setDraft(emptyPackage)}>
            {t('cancel')}
          </Button>
        </>
      ) : null}
    </form>
  );
}

const sumOf = (amounts: readonly number[]) => amounts.reduce((sum, a) => sum + a, 0);

/** The draft that changes this round's `pack`: its name, products and price as typed. */
export function packageDraft(pack: StorePackage, currency: Currency): PackageDraft {
  return { packageId: pack.packageId, version: pack.version, name: pack.name, productIds: [...pack.productIds], price: moneyInput(pack.price, currency) };
}
