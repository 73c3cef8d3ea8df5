import type { RouteReply, WORLDS_API } from '@simbiz/contracts';
import { baseCurrency, type Currency } from './money-format';

/** What a world's pages read of its screenplay, as the contract's reply describes it. */
export type WorldResources = RouteReply<typeof WORLDS_API.resources>;

/** The currency of a platform's market (prices on it). */
export function platformCurrency(r: WorldResources, platformId: string): Currency {
  const platform = r.resources.platforms.find((p) => p.id === platformId);
  return r.resources.markets.find((m) => m.id === platform?.marketId)?.currency ?? baseCurrency(r);
}
