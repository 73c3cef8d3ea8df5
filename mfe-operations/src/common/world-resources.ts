import { baseCurrency, type Currency, type Localized } from '@simbiz/web-kit';

/** What the operations pages read of the world's resources (services/worlds, world-resources.ts). */
export interface WorldResources {
  config: { baseCurrency: string };
  resources: {
    markets: { id: string; name: Localized; currency: Currency & { symbol: string } }[];
    platforms: { id: string; name: Localized; marketId: string; openingFee: number; commissionRate: number }[];
    attributes: { id: string; name: Localized; unit: string; gradeMin: number; gradeMax: number; startingGrade: number; incompatibleWith: string[] }[];
    valuePropositions: { id: string; name: Localized; description: Localized }[];
    categories: { id: string; name: Localized; attributeIds: string[] }[];
    warehouses: { id: string; name: Localized; marketId: string; capacityM3: number }[];
    promotionChannels: { id: string; name: Localized; marketId: string }[];
    production: { capacityPerRound: number };
    finance: { initialCapital: number; smeLoan: { minAmount: number; maxAmount: number; interestPerRound: number; termRounds: number } };
  };
}

/** The currency of a platform's market (prices on it). */
export function platformCurrency(r: WorldResources, platformId: string): Currency {
  const platform = r.resources.platforms.find((p) => p.id === platformId);
  return r.resources.markets.find((m) => m.id === platform?.marketId)?.currency ?? baseCurrency(r);
}

/**
 * Attributes that may still be added to a model's design: not chosen yet, compatible with every
 * chosen one, and together with them inside one category (the rules the service checks too).
 */
export function attributesStillPossible(r: WorldResources, chosen: readonly string[]): string[] {
  if (chosen.length >= 4) return [];
  return r.resources.attributes
    .filter((a) => !chosen.includes(a.id))
    .filter((a) => !chosen.some((id) => a.incompatibleWith.includes(id) || r.resources.attributes.find((c) => c.id === id)?.incompatibleWith.includes(a.id)))
    .filter((a) => r.resources.categories.some((c) => [...chosen, a.id].every((id) => c.attributeIds.includes(id))))
    .map((a) => a.id);
}
