import { API, type MarketEnvironment } from '@simbiz/contracts';
import { type Currency, useParams, useRead } from '@simbiz/web-kit';

/** What the screenplay fixes of the world's markets and is public (the engine's market environment); null until it is in. */
export function useEnvironment(): MarketEnvironment | null {
  const { worldId = '' } = useParams();
  const [data] = useRead<MarketEnvironment>(
    (client, done) => void client.call({ route: API.engine.marketEnvironment, data: { worldId }, success: done }),
    worldId,
  );
  return data;
}

/** The currency of a market (what its platforms charge in). */
export function marketCurrency(environment: MarketEnvironment, marketId: string): Currency {
  return environment.markets.find((m) => m.id === marketId)?.currency ?? { code: environment.baseCurrency, minorDigits: 2 };
}
