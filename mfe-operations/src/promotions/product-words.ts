import type { Model, StoreProduct } from '@simbiz/contracts';
import { useT } from '@simbiz/ui';
import { formatMoney, formatPercent, platformCurrency, textIn } from '@simbiz/web-kit';
import type { Area } from '../common/use-area';

/** How the product promotions tab names products and writes prices and discounts, in the page's language. */
export interface ProductWords {
  t: (key: string, params?: Record<string, unknown>) => string;
  language: string;
  /** "Campus on ShopMall": the model and the platform of a store product. */
  productName: (product: Pick<StoreProduct, 'platformId' | 'modelId'>) => string;
  /** A price in minor units of the platform's currency. */
  price: (minor: number, platformId: string) => string;
  /** A discount in whole percent: "20%". */
  discount: (percent: number) => string;
}

export function useProductWords(area: Area, models: readonly Model[] | null): ProductWords {
  const { t, language } = useT('operations');
  const { platforms } = area.resources.resources;
  return {
    t,
    language,
    productName: (p) =>
      t('promotions.product.name', {
        model: models?.find((m) => m.modelId === p.modelId)?.name ?? '',
        platform: textIn(platforms.find((x) => x.id === p.platformId)?.name, language),
      }),
    price: (minor, platformId) => formatMoney(minor, platformCurrency(area.resources, platformId), language),
    discount: (percent) => formatPercent(percent / 100, language),
  };
}
