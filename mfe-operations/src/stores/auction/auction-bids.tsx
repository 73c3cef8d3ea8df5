import { type AdBid, API, type MarketEnvironment, type StoreProduct } from '@simbiz/contracts';
import { Card } from '@simbiz/ui';
import { moneyInput, useApi } from '@simbiz/web-kit';
import { afterWrite, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { type Area, roundTable } from '../../common/use-area';
import { AuctionBidForm, type BidDraft, emptyBid } from './auction-bid-form';
import type { StoreWords } from '../store-words';
import { ItemActions } from '../../common/area-parts';

type AdAuction = MarketEnvironment['platforms'][number]['adAuction'];

/**
 * This round's bids of the store's products, one per product and keyword (the segment it is shown
 * to), with the cost per click offered and the daily budget; the form to bid or change a bid.
 */
export function AuctionBids({
  area,
  words,
  auction,
  products,
  bids,
  reload,
}: {
  area: Area;
  words: StoreWords;
  auction: AdAuction;
  /** The store's products. */
  products: readonly StoreProduct[];
  /** The store's bids of this round. */
  bids: readonly AdBid[];
  reload: () => void;
}) {
  const { t, modelName, segmentName, price, money } = words;
  const api = useApi();
  const [draft, setDraft] = useState<BidDraft>(emptyBid);
  const done = (text: string) => afterWrite(text, () => setDraft(emptyBid), reload);
  return (
    <Card>
      <h2>{t('storeAuction.bids.title')}</h2>
      <RoundItemsTable
        testId="ad-bids-table"
        cardsOnPhone="h3"
        items={bids}
        itemKey={(b) => b.bidId}
        itemRound={(b) => b.round}
        {...roundTable(area, t)}
        columns={[
          { header: t('storeAuction.bids.product'), cell: (b) => modelName(b.modelId) },
          { header: t('storeAuction.bids.keyword'), cell: (b) => segmentName(b.segmentId) },
          { header: t('storeAuction.bids.costPerClick'), cell: (b) => price(b.costPerClick) },
          { header: t('storeAuction.bids.dailyBudget'), cell: (b) => money(b.dailyBudget) },
        ]}
        actions={(b) => (
          <ItemActions
            edit={() =>
              setDraft({
                bidId: b.bidId,
                productId: b.productId,
                segmentId: b.segmentId,
                costPerClick: moneyInput(b.costPerClick, words.priceCurrency),
                dailyBudget: moneyInput(b.dailyBudget, words.moneyCurrency),
              })
            }
            remove={() =>
              void api.call({ route: API.stores.deleteAdBid, data: { worldId: area.worldId, bidId: b.bidId, version: b.version }, success: done(t('deleted')) })
            }
          />
        )}
      />
      {area.blockedBecause ? null : (
        <AuctionBidForm
          area={area}
          words={words}
          auction={auction}
          products={products}
          bids={bids}
          draft={draft}
          setDraft={setDraft}
          saved={done(t('saved'))}
        />
      )}
    </Card>
  );
}
