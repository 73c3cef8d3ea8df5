import { ErrorCode, type Refusal } from '@simbiz/contracts';

/** Only an item made this round can be changed (130049) or taken back (130047): the code says which. */
export function currentRoundRefusal(
  itemRound: number,
  round: number,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Refusal | null {
  return itemRound === round ? null : { code: refusal };
}

/** A store on a platform of the screenplay (130043), one per platform (210007). */
export function openStoreRefusal(platforms: readonly { id: string }[], platformId: string, alreadyOpened: boolean): Refusal | null {
  if (!platforms.some((p) => p.id === platformId)) return { code: ErrorCode.platformNotFound };
  if (alreadyOpened) return { code: ErrorCode.storeAlreadyOpened };
  return null;
}

/** Models are listed in the company's own stores only (130041 for another company's). */
export function storeOwnerRefusal(storeCompanyId: string, companyId: string): Refusal | null {
  return storeCompanyId === companyId ? null : { code: ErrorCode.storeNotOwned };
}

/** A model is listed once in a store (210017). */
export function listingRefusal(alreadyListed: boolean): Refusal | null {
  return alreadyListed ? { code: ErrorCode.storeProductAlreadyListed } : null;
}

/** What can hold a store product in a round (see product-holds.ts). */
export type ProductUses = Partial<Record<'inProduction' | 'inPromotion' | 'inAuction' | 'inLivestream' | 'withTraffic' | 'inPackage', boolean>>;

/**
 * A product in use cannot be taken offline or deleted (210021, section 4): its model in production
 * this round, or the product in this round's product promotion, ad auction, livestream (merchant
 * or influencer) or traffic package, or (for deleting) in a package.
 */
export function inUseRefusal(uses: ProductUses): Refusal | null {
  return Object.values(uses).some(Boolean) ? { code: ErrorCode.storeProductInUse } : null;
}

/** Taking a product offline is what a use holds back; putting it online, or leaving it as it is, never is. */
export function goingOffline(online: boolean, wanted: boolean): boolean {
  return online && !wanted;
}
