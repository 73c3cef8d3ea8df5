import { type AdBid, API, type MarketEnvironment, type Recharge } from '@simbiz/contracts';
import { Card, Muted, Spinner, useT } from '@simbiz/ui';
import { useRead } from '@simbiz/web-kit';
import { AuctionBids } from './auction-bids';
import { AuctionResults } from './auction-results';
import { useMarketEnvironment, useResults } from '../store-reads';
import { AuctionTerms } from './auction-terms';
import { AuctionWallet } from './auction-wallet';
import { type StoreWords, useStoreWords } from '../store-words';
import type { PlatformTabProps } from '../store-choice';

type AdAuction = MarketEnvironment['platforms'][number]['adAuction'];

/**
 * The ad auction of the chosen store's platform (stores/platform/advertising-auction): its terms,
 * this round's bids of the store's products on the segments' keywords, the store's ad wallet and
 * its recharges, and what the bids won in a resolved round. A platform without an auction says so
 * and nothing else (bids and recharges there are refused, 130057).
 */
export function AdvertisingAuctionTab({ area, store, products, models }: PlatformTabProps) {
  const { t } = useT('operations');
  const environment = useMarketEnvironment(area.worldId);
  const words = useStoreWords(area, store, models);
  if (!environment) return <Spinner label={t('loading')} />;
  const auction = environment.platforms.find((p) => p.id === store.platformId)?.adAuction;
  if (!auction?.enabled)
    return (
      <Card data-testid="no-auction">
        <Muted>{t('storeAuction.noAuction', { platform: words.platformName })}</Muted>
      </Card>
    );
  return <StoreAuction area={area} store={store} products={products} words={words} auction={auction} />;
}

function StoreAuction({
  area,
  store,
  products,
  words,
  auction,
}: Pick<PlatformTabProps, 'area' | 'store' | 'products'> & { words: StoreWords; auction: AdAuction }) {
  const worldId = area.worldId;
  const [bids, reloadBids] = useRead<AdBid[]>((client, done) => void client.call({ route: API.stores.listAdBids, data: { worldId }, success: done }), worldId);
  const [recharges, reloadRecharges] = useRead<Recharge[]>(
    (client, done) => void client.call({ route: API.stores.listRecharges, data: { worldId }, success: done }),
    worldId,
  );
  const results = useResults(worldId, 'advertising');
  if (!bids || !recharges || !results) return <Spinner label={words.t('loading')} />;
  const own = products.filter((p) => p.storeId === store.storeId);
  const thisRound = <T extends { round: number }>(item: T) => item.round === area.round;
  return (
    <>
      <AuctionTerms words={words} auction={auction} />
      <AuctionBids
        area={area}
        words={words}
        auction={auction}
        products={own}
        bids={bids.filter((b) => thisRound(b) && own.some((p) => p.productId === b.productId))}
        reload={reloadBids}
      />
      <AuctionWallet
        area={area}
        words={words}
        store={store}
        recharges={recharges.filter((r) => thisRound(r) && r.storeId === store.storeId)}
        results={results}
        reload={reloadRecharges}
      />
      <AuctionResults words={words} store={store} results={results} />
    </>
  );
}
