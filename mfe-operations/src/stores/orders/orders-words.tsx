import type { CompanyAnalyses, Model, StorePackage } from '@simbiz/contracts';
import type { TrafficSource } from '@simbiz/engine';
import { useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, formatPercent, platformCurrency, textIn } from '@simbiz/web-kit';
import type { Area } from '../../common/use-area';
import type { StoredSalesRow } from './orders-rows';

/** How the orders tabs name products, segments, warehouses and sources, and write counts and money, in the page's language. */
export function useOrderWords(
  area: Area,
  platformId: string,
  models: readonly Model[],
  results: CompanyAnalyses | null,
  packages: readonly StorePackage[] = [],
) {
  const { t, language } = useT('operations');
  const { segments, warehouses } = area.resources.resources;
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  // A model retired since keeps the name the results last knew.
  const modelName = (id: string) => models.find((m) => m.modelId === id)?.name ?? results?.models.find((m) => m.id === id)?.name ?? id;
  return {
    t,
    language,
    modelName,
    list: (items: readonly string[]) => list.format(items),
    /** The model, or the package by its name and models ("Package with <its first model>" if it is not found). */
    productName: (row: Pick<StoredSalesRow, 'modelId' | 'packageId'>) => {
      if (!row.packageId) return modelName(row.modelId);
      const found = packages.find((p) => p.packageId === row.packageId);
      return found
        ? t('storeOrders.package', { name: found.name, models: list.format(found.modelIds.map(modelName)) })
        : t('storeOrders.packageOf', { model: modelName(row.modelId) });
    },
    segmentName: (id: string) => textIn(segments.find((s) => s.id === id)?.name, language) || id,
    warehouseName: (id: string) => textIn(warehouses.find((w) => w.id === id)?.name, language) || id,
    sourceName: (source: TrafficSource) => t(`storeOrders.sources.${source}`),
    count: (value: number) => count.format(value),
    /** Minor units of the platform's market currency (prices, fees, revenue there). */
    platformMoney: (minor: number) => formatMoney(minor, platformCurrency(area.resources, platformId), language),
    /** Minor units of the base currency (what the books hold: commission paid). */
    money: (minor: number) => formatMoney(minor, baseCurrency(area.resources), language),
    percent: (fraction: number) => formatPercent(fraction, language),
  };
}

export type OrderWords = ReturnType<typeof useOrderWords>;

/** Where a sales row's units shipped from: a line per warehouse (per model of a package), or a dash for results from before it was recorded. */
export function Delivery({ row, words }: { row: StoredSalesRow; words: OrderWords }) {
  const { t } = words;
  if (!row.shipments || row.shipments.length === 0) return <>—</>;
  return (
    <>
      {row.shipments.map((s, i) => {
        const parts = {
          units: t('storeOrders.units', { count: s.units, amount: words.count(s.units) }),
          warehouse: words.warehouseName(s.warehouseId),
          days: t('storeOrders.days', { count: s.days }),
        };
        return (
          <span key={i} style={{ display: 'block' }}>
            {s.modelId ? t('storeOrders.packageShipment', { ...parts, model: words.modelName(s.modelId) }) : t('storeOrders.shipment', parts)}
          </span>
        );
      })}
    </>
  );
}
