import { API, type Model, type ProductPromotion, type StoreProduct } from '@simbiz/contracts';
import { Card, Muted, Spinner } from '@simbiz/ui';
import { useApi, useRead } from '@simbiz/web-kit';
import { afterWrite, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { type Area, roundTable } from '../common/use-area';
import { discountedPrice } from './discount';
import { emptyDiscount, type DiscountDraft, ProductPromotionForm } from './product-promotion-form';
import { useProductWords } from './product-words';
import { ItemActions } from '../common/area-parts';

/**
 * Product promotions (promotions.product): a discount in whole percent on a store product of the
 * team's for the round. This round's can be changed or taken back; earlier rounds' are shown as
 * they were. The prices are the product's price now, so they are shown for this round's only.
 */
export function ProductPromotionsTab({ area }: { area: Area }) {
  const api = useApi();
  const worldId = area.worldId;
  const [promotions, reload] = useRead<ProductPromotion[]>(
    (client, done) => void client.call({ route: API.stores.listProductPromotions, data: { worldId }, success: done }),
    worldId,
  );
  const [products, reloadProducts] = useRead<StoreProduct[]>(
    (client, done) => void client.call({ route: API.stores.listProducts, data: { worldId }, success: done }),
    worldId,
  );
  const [models] = useRead<Model[]>((client, done) => void client.call({ route: API.products.listModels, data: { worldId }, success: done }), worldId);
  const words = useProductWords(area, models);
  const [draft, setDraft] = useState<DiscountDraft>(emptyDiscount);
  const { t, productName, price, discount } = words;
  if (!promotions || !products || !models) return <Spinner label={t('loading')} />;
  const thisRound = (p: ProductPromotion) => p.round === area.round;
  const priceOf = (p: ProductPromotion) => products.find((x) => x.productId === p.productId)?.price;
  const done = (text: string) => afterWrite(text, () => setDraft(emptyDiscount), reload, reloadProducts);
  return (
    <Card>
      <Muted>{t('promotions.product.intro')}</Muted>
      <RoundItemsTable
        testId="product-promotions-table"
        cardsOnPhone="h2"
        items={promotions}
        itemKey={(p) => p.promotionId}
        itemRound={(p) => p.round}
        {...roundTable(area, t)}
        columns={[
          { header: t('promotions.product.product'), cell: (p) => productName(p) },
          { header: t('productions.round'), cell: (p) => p.round },
          { header: t('promotions.product.discount'), cell: (p) => discount(p.discount) },
          {
            header: t('promotions.product.price'),
            cell: (p) => {
              const listed = priceOf(p);
              return thisRound(p) && listed !== undefined ? price(listed, p.platformId) : '—';
            },
          },
          {
            header: t('promotions.product.discountedPrice'),
            cell: (p) => {
              const listed = priceOf(p);
              return thisRound(p) && listed !== undefined ? price(discountedPrice(listed, p.discount), p.platformId) : '—';
            },
          },
        ]}
        actions={(p) => (
          <ItemActions
            edit={() => setDraft({ promotionId: p.promotionId, productId: p.productId, discount: String(p.discount) })}
            remove={() =>
              void api.call({
                route: API.stores.deleteProductPromotion,
                data: { worldId, promotionId: p.promotionId, version: p.version },
                success: done(t('deleted')),
              })
            }
          />
        )}
      />
      {area.blockedBecause ? null : (
        <ProductPromotionForm
          area={area}
          words={words}
          promotions={promotions}
          products={products}
          draft={draft}
          setDraft={setDraft}
          saved={done(t('saved'))}
        />
      )}
    </Card>
  );
}
