import type { Segment } from '../screenplay/market.schema';
import type { CompanyState, WorldState } from '../state/state.schema';
import type { StyleSettings } from './bot-style';
import type { SegmentSales } from './bot-forecast';

/** How far a bot moves its price in one round when it sold out or was left with stock. */
const STEP = 0.06;
/** How much of the way toward the rivals' average (scaled by its style) a bot moves, in the direction sales point. */
const FOLLOW = 0.25;

/**
 * A bot's price for a segment's listing: last round's price (of this listing, or of the segment's
 * earlier version on the platform), raised when it sold out and lowered when stock was left over
 * (more than half of what sold) or nothing sold; in that direction it also moves toward the
 * segment's average price scaled by its style (it follows rivals only where its own sales agree).
 * Never below `floor` (what a unit costs to make, ship and sell) nor above twice the style's price.
 */
export function botPrice(
  state: WorldState,
  company: CompanyState,
  segment: Segment,
  platformId: string,
  s: StyleSettings,
  sales: SegmentSales,
  floor: number,
): number {
  const styled = segment.referencePrice * s.priceFactor;
  const prices = company.lastPrices ?? {};
  const earlier = Object.keys(prices)
    .filter((key) => key.startsWith(`${platformId}/${segment.id}-v`))
    .sort((a, b) => versionOf(b) - versionOf(a))[0];
  const last = earlier ? prices[earlier] : undefined;
  let price = last ?? styled;
  if (last !== undefined) {
    const anchor = (state.segments[segment.id]?.averagePrice ?? styled) * s.priceFactor;
    if (sales.soldOut) price = Math.max(price * (1 + STEP), price + FOLLOW * (anchor - price));
    else if (sales.sold === 0 || sales.held > sales.sold * 1.5) price = Math.min(price * (1 - STEP), price + FOLLOW * (anchor - price));
  }
  return Math.round(Math.min(styled * 2, Math.max(floor, price)));
}

function versionOf(key: string): number {
  return Number(/-v(\d+)$/.exec(key)?.[1] ?? 0);
}
