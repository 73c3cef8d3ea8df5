import type { MarketEnvironment } from '@simbiz/contracts';
import { baseCurrency, type Localized, textIn, type WorldResources } from '@simbiz/web-kit';
import type { CompanyAnalyses } from '@simbiz/contracts';
import type { Names } from './page-content';

type Named = { id: string; name: Localized | string };

/** A look-up of names by id, falling back to the id itself (something the screenplay no longer names). */
function lookup(items: readonly Named[] | undefined, language: string): (id: string) => string {
  const names = new Map((items ?? []).map((item) => [item.id, typeof item.name === 'string' ? item.name : textIn(item.name, language)]));
  return (id) => names.get(id) ?? id;
}

/**
 * The names of everything a company's results refer to, in the reader's language: its own brands
 * and models (from the results), the screenplay's platforms, segments, channels, warehouses,
 * attributes and value propositions (from the world's resources), logistics services (from the
 * market environment, when a page reads it).
 */
export function namesOf(data: CompanyAnalyses, resources: WorldResources, environment: MarketEnvironment | null, language: string): Names {
  const r = resources.resources;
  const base = baseCurrency(resources).code;
  const marketCurrency = new Map(r.markets.map((m) => [m.id, m.currency.code]));
  const platformMarket = new Map(r.platforms.map((p) => [p.id, p.marketId]));
  const segmentMarket = new Map(r.segments.map((s) => [s.id, s.marketId]));
  return {
    brand: lookup(data.brands, language),
    model: lookup(data.models, language),
    platform: lookup(r.platforms, language),
    segment: lookup(r.segments, language),
    channel: lookup(r.promotionChannels, language),
    warehouse: lookup(r.warehouses, language),
    logistics: lookup(environment?.logisticsServices, language),
    attribute: lookup(r.attributes, language),
    proposition: lookup(r.valuePropositions, language),
    platformCurrency: (id) => marketCurrency.get(platformMarket.get(id) ?? '') ?? base,
    segmentCurrency: (id) => marketCurrency.get(segmentMarket.get(id) ?? '') ?? base,
  };
}
