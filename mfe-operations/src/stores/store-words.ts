import type { Store } from '@simbiz/contracts';
import { useT } from '@simbiz/ui';
import { baseCurrency, type Currency, formatMoney, formatPercent, platformCurrency, textIn } from '@simbiz/web-kit';
import type { Area } from '../common/use-area';

/**
 * How the ad auction and livestream tabs name things and write amounts, in the page's language:
 * the store's platform, models, the segments of the platform's market (the auction's keywords and
 * the influencers' followers), prices in the platform's currency and the company's money in the base currency.
 */
export interface StoreWords {
  t: (key: string, params?: Record<string, unknown>) => string;
  language: string;
  platformName: string;
  /** The segments of the store's platform's market, as the screenplay lists them. */
  segments: readonly { id: string; name: string }[];
  segmentName: (segmentId: string) => string;
  modelName: (modelId: string) => string;
  /** Minor units of the platform's market currency (prices, costs per click, livestream costs). */
  price: (minor: number) => string;
  priceCurrency: Currency;
  /** Minor units of the base currency (daily budgets, recharges, ad spend). */
  money: (minor: number) => string;
  moneyCurrency: Currency;
  count: (value: number) => string;
  /** Names as one phrase in the page's language: "Trail 1, City 2 and Peak 3". */
  list: (names: readonly string[]) => string;
  percent: (fraction: number) => string;
}

export function useStoreWords(area: Area, store: Store, models: readonly { modelId: string; name: string }[]): StoreWords {
  const { t, language } = useT('operations');
  const { platforms, segments } = area.resources.resources;
  const platform = platforms.find((p) => p.id === store.platformId);
  const here = segments.filter((s) => s.marketId === platform?.marketId).map((s) => ({ id: s.id, name: textIn(s.name, language) }));
  const priceCurrency = platformCurrency(area.resources, store.platformId);
  const moneyCurrency = baseCurrency(area.resources);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const names = new Intl.ListFormat(language, { type: 'conjunction' });
  return {
    t,
    language,
    platformName: textIn(platform?.name, language),
    segments: here,
    segmentName: (id) => here.find((s) => s.id === id)?.name ?? textIn(segments.find((s) => s.id === id)?.name, language),
    modelName: (id) => models.find((m) => m.modelId === id)?.name ?? '',
    price: (minor) => formatMoney(minor, priceCurrency, language),
    priceCurrency,
    money: (minor) => formatMoney(minor, moneyCurrency, language),
    moneyCurrency,
    count: (value) => number.format(value),
    list: (items) => names.format(items),
    percent: (fraction) => formatPercent(fraction, language),
  };
}
