import { ErrorCode } from '@simbiz/contracts';

/**
 * What a value must be in the snapshot: the last one accepted, or one sent after it whose outcome
 * is unknown (the gateway answered 503/504 or code 1: the service may have committed it anyway).
 */
export interface Expect<T> {
  last: T;
  unsure: T[];
}

/** How a write ended: accepted (code 0), refused with a code (rolled back), or unknown. */
export type Outcome = 'accepted' | 'refused' | 'unknown';

export const expected = <T>(value: T): Expect<T> => ({ last: value, unsure: [] });

/** The expectation after a write of `value` ended with `outcome`. */
export function after<T>(current: Expect<T>, value: T, outcome: Outcome): Expect<T> {
  if (outcome === 'accepted') return expected(value);
  if (outcome === 'unknown') return { last: current.last, unsure: [...current.unsure, value] };
  return current;
}

/** Whether `value` is what the expectation allows. */
export function holds<T>(wanted: Expect<T>, value: T, same: (a: T, b: T) => boolean): boolean {
  return same(wanted.last, value) || wanted.unsure.some((u) => same(u, value));
}

/** An ad bid's terms. */
export interface BidTerms {
  costPerClick: number;
  dailyBudget: number;
}

/**
 * What one team's accepted writes leave for the round's snapshot: its listing's price, its company
 * promotions with their budgets, its ad bids with their terms, its recharges. Only accepted
 * creates are here; ids are kept for the updates that follow.
 */
export interface TeamLedger {
  companyId: string;
  listing: { productId: string; platformId: string; modelId: string; price: Expect<number> };
  promotions: { promotionId: string; channelId: string; brandId: string; budget: Expect<number> }[];
  bids: { bidId: string; platformId: string; segmentId: string; modelId: string; terms: Expect<BidTerms> }[];
  recharges: { platformId: string; amount: number }[];
}

/**
 * The version of an item its team writes from next (every update states the version it was made
 * from): the one an accepted write answered; after a refusal as made from an older version
 * (130061, after a write whose outcome was unknown did land), the one the refusal says the item is
 * at, as a page reloads; otherwise the one it had: a refused write changes nothing, and an unknown
 * outcome leaves it unknown until an answer says.
 */
export function versionAfter(current: number, envelope: { code: number; data: unknown } | null, outcome: Outcome): number {
  const data = envelope?.data as { version?: unknown; details?: { version?: unknown } } | null | undefined;
  const stated = outcome === 'accepted' ? data?.version : envelope?.code === ErrorCode.itemChangedMeanwhile ? data?.details?.version : undefined;
  return typeof stated === 'number' ? stated : current;
}
