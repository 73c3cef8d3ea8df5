import { ErrorCode, type Refusal } from '@simbiz/contracts';

/** A brand of the company (170001) on a channel of the screenplay (220007), once a round per channel and brand (220013). */
export function promotionRefusal(
  channels: readonly { id: string }[],
  brands: readonly { brandId: string }[],
  input: { channelId: string; brandId: string },
  sameThisRound: boolean,
): Refusal | null {
  if (!channels.some((c) => c.id === input.channelId)) return { code: ErrorCode.promotionChannelNotFound };
  if (!brands.some((b) => b.brandId === input.brandId)) return { code: ErrorCode.brandNotFound };
  if (sameThisRound) return { code: ErrorCode.promotionExists };
  return null;
}
