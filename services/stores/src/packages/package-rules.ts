import { ErrorCode, PACKAGE_PRODUCTS, type Refusal } from '@simbiz/contracts';
import { currentRoundRefusal, storeOwnerRefusal } from '../stores/store-rules';

/** A package is made in a store of the company's own (130045 when there is no such store, 130041 when it is another company's). */
export function packageStoreRefusal(store: { companyId: string } | undefined, companyId: string): Refusal | null {
  if (!store) return { code: ErrorCode.storeNotOpened };
  return storeOwnerRefusal(store.companyId, companyId);
}

/**
 * The products of a package: 2 to 4 (210029 with the least as `count`, also for too many: the
 * catalogue has one code for the count), none twice (210031), each a store product of the
 * company's own in the package's store (210015 for anyone else's, another store's, or none).
 * `found` is the company's products among those named.
 */
export function packageProductsRefusal(productIds: readonly string[], found: readonly { id: string; storeId: string }[], storeId: string): Refusal | null {
  if (productIds.length < PACKAGE_PRODUCTS.min || productIds.length > PACKAGE_PRODUCTS.max)
    return { code: ErrorCode.packageProductsRequired, params: { count: PACKAGE_PRODUCTS.min } };
  if (new Set(productIds).size !== productIds.length) return { code: ErrorCode.packageProductRepeated };
  const inStore = new Set(found.filter((p) => p.storeId === storeId).map((p) => p.id));
  return productIds.every((id) => inStore.has(id)) ? null : { code: ErrorCode.storeProductNotFound };
}

/**
 * Changing or deleting a package: it must be the company's own (210027 for anyone else's or none)
 * and made this round (130049 to edit, 130047 to delete: the code given says which).
 */
export function packageChangeRefusal(
  pkg: { createdRound: number } | undefined,
  round: number,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Refusal | null {
  if (!pkg) return { code: ErrorCode.packageNotFound };
  return currentRoundRefusal(pkg.createdRound, round, refusal);
}
