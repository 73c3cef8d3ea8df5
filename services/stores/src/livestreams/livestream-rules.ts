import { ErrorCode, type Refusal } from '@simbiz/contracts';
import type { Platform } from '@simbiz/engine';
import { currentRoundRefusal } from '../stores/store-rules';

/** The fewest hours a merchant livestream runs; the most are the platform's hours a round. */
export const MERCHANT_LIVESTREAM_MIN_HOURS = 1;

/**
 * The products a livestream shows: one at least (210057), none twice (9001: a page offers each
 * product once, so a repeat is a malformed request), each a store product of the company's in the
 * livestream's own store (210015 for another store's, another company's or none) that is online
 * (210023): the engine shows listings, and a product offline has none.
 */
export function livestreamProductsRefusal(
  productIds: readonly string[],
  products: ReadonlyMap<string, { storeId: string; online: boolean }>,
  storeId: string,
): Refusal | null {
  if (productIds.length === 0) return { code: ErrorCode.livestreamProductsRequired };
  if (new Set(productIds).size !== productIds.length) return { code: ErrorCode.verificationFailed };
  for (const id of productIds) {
    const product = products.get(id);
    if (!product || product.storeId !== storeId) return { code: ErrorCode.storeProductNotFound };
    if (!product.online) return { code: ErrorCode.storeProductNotOnline };
  }
  return null;
}

/**
 * A merchant livestream runs whole hours, one at least, and the store's merchant livestreams of the
 * round together run no more than the platform's hours a round (210053, with the range).
 */
export function merchantHoursRefusal(platform: Pick<Platform, 'merchantLivestream'>, hours: number, otherHours: number): Refusal | null {
  const max = platform.merchantLivestream.maxHoursPerRound;
  const fits = Number.isInteger(hours) && hours >= MERCHANT_LIVESTREAM_MIN_HOURS && otherHours + hours <= max;
  return fits ? null : { code: ErrorCode.livestreamHoursOutOfRange, params: { min: MERCHANT_LIVESTREAM_MIN_HOURS, max } };
}

/**
 * An influencer livestream books one of the store's platform's influencers (210051 for anyone
 * else), whom no company of the world has booked on that platform this round (210055): the
 * engine gives an influencer to one company a round, so the first booking holds.
 */
export function influencerBookingRefusal(platform: { influencers: readonly { id: string }[] }, influencerId: string, booked: boolean): Refusal | null {
  if (!platform.influencers.some((i) => i.id === influencerId)) return { code: ErrorCode.livestreamNotFound };
  return booked ? { code: ErrorCode.influencerBooked } : null;
}

/**
 * Changing or taking back a livestream: it must be the company's own, of the kind asked for (210051
 * for anyone else's or none), and made this round (130049 to edit, 130047 to delete).
 */
export function livestreamChangeRefusal(
  livestream: { round: number } | undefined,
  round: number,
  refusal: typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable,
): Refusal | null {
  if (!livestream) return { code: ErrorCode.livestreamNotFound };
  return currentRoundRefusal(livestream.round, round, refusal);
}
