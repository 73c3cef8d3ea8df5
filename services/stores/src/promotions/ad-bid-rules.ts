import { ErrorCode, type Refusal } from '@simbiz/contracts';
import type { Platform } from '@simbiz/engine';

/**
 * An ad bid on a platform: the platform's auction must be enabled (130057) and the cost per click
 * within its range (210039, with min and max in minor units of the platform's `currency`). No ad-bid route exists yet;
 * the one a later issue builds calls this rule (through throwRefusal) before keeping a bid.
 */
export function adBidRefusal(platform: Pick<Platform, 'adAuction'>, costPerClick: number, currency: string): Refusal | null {
  const { enabled, costPerClickMin: min, costPerClickMax: max } = platform.adAuction;
  if (!enabled) return { code: ErrorCode.adAuctionNotEnabled };
  if (!(costPerClick >= min && costPerClick <= max)) return { code: ErrorCode.costPerClickOutOfRange, params: { min, max, currency } };
  return null;
}
