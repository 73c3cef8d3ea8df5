import { useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, textIn } from '@simbiz/web-kit';
import type { Area } from '../common/use-area';

/** How the warehouses pages write names, money, units and cubic metres in the page's language. */
export function useWords(area: Area, models: readonly { modelId: string; name: string }[] | null) {
  const { t, language } = useT('operations');
  const { warehouses, markets } = area.resources.resources;
  const currency = baseCurrency(area.resources);
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const volume = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return {
    t,
    language,
    currency,
    warehouseName: (id: string) => textIn(warehouses.find((w) => w.id === id)?.name, language) || id,
    marketName: (id: string) => textIn(markets.find((m) => m.id === id)?.name, language) || id,
    modelName: (id: string) => models?.find((m) => m.modelId === id)?.name ?? '',
    /** Minor units of the base currency (a fractional unit cost is rounded to the minor unit). */
    money: (minor: number) => formatMoney(Math.round(minor), currency, language),
    units: (value: number) => count.format(value),
    m3: (value: number) => volume.format(value),
    percent: (fraction: number) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(fraction),
  };
}

export type Words = ReturnType<typeof useWords>;
