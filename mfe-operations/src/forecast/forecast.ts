import type { ForecastInput } from '@simbiz/contracts';

/** A listing the team may expect to sell through this round, keyed as the engine keys its sales (`platform/item`). */
export interface ForecastListing {
  key: string;
  platformId: string;
  /** The model listed, or null for a package. */
  modelId: string | null;
  /** The package's name, or null for a model. */
  packageName: string | null;
  /** In the platform's currency's minor units. */
  price: number;
  /** Units the listing sold last round (0 for a new one). */
  lastSold: number;
}

/** The listings on sale this round (models online, and packages), with what each sold last round. */
export function forecastListings(input: Pick<ForecastInput, 'world' | 'decisions'>): ForecastListing[] {
  const lastSales = input.world.companies[0]?.lastSales ?? {};
  const models = input.decisions.listings
    .filter((l) => l.online)
    .map((l) => {
      const key = `${l.platformId}/${l.modelId}`;
      return { key, platformId: l.platformId, modelId: l.modelId, packageName: null, price: l.price, lastSold: lastSales[key] ?? 0 };
    });
  const packages = input.decisions.packages.map((p) => {
    const key = `${p.platformId}/pkg:${p.id}`;
    return { key, platformId: p.platformId, modelId: null, packageName: p.name, price: p.price, lastSold: lastSales[key] ?? 0 };
  });
  return [...models, ...packages];
}

/** The demand "as last round": each listing expected to sell what it sold then. */
export function lastRoundDemand(listings: readonly ForecastListing[]): Record<string, number> {
  return Object.fromEntries(listings.map((l) => [l.key, l.lastSold]));
}
