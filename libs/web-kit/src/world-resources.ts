import { API, type RouteReply } from '@simbiz/contracts';
import { useEffect, useState } from 'react';
import { baseCurrency, type Currency } from './money-format';
import { useApi } from './shell-services';

/** What a world's pages read of its screenplay, as the contract's reply describes it. */
export type WorldResources = RouteReply<typeof API.worlds.resources>;

/** The world's resources, read with a client of their own; null until they are in. */
export function useWorldResources(worldId: string): WorldResources | null {
  const api = useApi();
  const [resources, setResources] = useState<WorldResources | null>(null);
  useEffect(() => {
    if (worldId) void api.call({ route: API.worlds.resources, data: { worldId }, success: setResources });
  }, [api, worldId]);
  return resources;
}

/** The currency of a platform's market (prices on it). */
export function platformCurrency(r: WorldResources, platformId: string): Currency {
  const platform = r.resources.platforms.find((p) => p.id === platformId);
  return r.resources.markets.find((m) => m.id === platform?.marketId)?.currency ?? baseCurrency(r);
}
