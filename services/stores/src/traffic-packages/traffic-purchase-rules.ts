import { ErrorCode, type Refusal } from '@simbiz/contracts';
import { currentRoundRefusal } from '../stores/store-rules';

/**
 * A traffic package bought for a store product of the company's own (210015 for anyone else's or
 * none) that is online (210023), one of the traffic packages of the product's platform (210033),
 * once a round per product and package (210035).
 */
export function trafficPurchaseRefusal(
  product: { online: boolean } | undefined,
  platformPackages: readonly { id: string }[],
  trafficPackageId: string,
  boughtThisRound: boolean,
): Refusal | null {
  if (!product) return { code: ErrorCode.storeProductNotFound };
  if (!product.online) return { code: ErrorCode.storeProductNotOnline };
  if (!platformPackages.some((p) => p.id === trafficPackageId)) return { code: ErrorCode.trafficPackageNotFound };
  return boughtThisRound ? { code: ErrorCode.trafficPackageAlreadyBought } : null;
}

/** Taking back a purchase: the company's own (210033 for anyone else's or none), made this round (130047). */
export function trafficPurchaseDeleteRefusal(purchase: { round: number } | undefined, round: number): Refusal | null {
  if (!purchase) return { code: ErrorCode.trafficPackageNotFound };
  return currentRoundRefusal(purchase.round, round, ErrorCode.onlyCurrentRoundDeletable);
}
