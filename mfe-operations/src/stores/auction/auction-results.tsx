import type { AnalysisRound, CompanyAnalyses, Store } from '@simbiz/contracts';
import { Card, Muted } from '@simbiz/ui';
import { ReadOnlyItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { ResultsRoundChoice, useResultsRound } from '../results-round';
import type { StoreWords } from '../store-words';

type AdvertisingRow = NonNullable<AnalysisRound['result']['productAdvertising']>[number];

/** The store's rows of a round's auction results, by keyword (in the screenplay's order of segments) then product. */
export function storeAuctionRows(round: AnalysisRound, store: Store, segments: StoreWords['segments'], modelName: (id: string) => string): AdvertisingRow[] {
  const keyword = (id: string) => segments.findIndex((s) => s.id === id);
  return (round.result.productAdvertising ?? [])
    .filter((r) => r.platformId === store.platformId)
    .sort((a, b) => keyword(a.segmentId) - keyword(b.segmentId) || modelName(a.modelId).localeCompare(modelName(b.modelId)));
}

/**
 * What the store's bids won in a resolved round (the last one unless another is chosen), per
 * keyword and product: the slot (1 is the top), impressions, clicks, the average price per click
 * (spend over clicks), spend and the orders the clicks brought. Spend is what the wallet paid, in
 * the base currency, so the average price is in it too.
 */
export function AuctionResults({ words, store, results }: { words: StoreWords; store: Store; results: CompanyAnalyses }) {
  const { t, money, count, segmentName } = words;
  const [chosen, pick] = useResultsRound(results);
  const modelName = (id: string) => words.modelName(id) || results.models.find((m) => m.id === id)?.name || id;
  return (
    <Card>
      <h2>{t('storeAuction.results.title')}</h2>
      {!chosen ? (
        <Muted>{t('storeAuction.results.noRound')}</Muted>
      ) : (
        <>
          <ResultsRoundChoice id="auction-results-round" label={t('storeAuction.results.round')} results={results} round={chosen.round} pick={pick} />
          <ReadOnlyItemsTable
            testId="auction-results-table"
            cardsOnPhone="h3"
            items={storeAuctionRows(chosen, store, words.segments, modelName)}
            itemKey={(r) => `${r.segmentId}|${r.modelId}`}
            empty={t('storeAuction.results.none', { round: chosen.round })}
            columns={[
              { header: t('storeAuction.results.keyword'), cell: (r) => segmentName(r.segmentId) },
              { header: t('storeAuction.results.product'), cell: (r) => modelName(r.modelId) },
              {
                header: t('storeAuction.results.slot'),
                cell: (r) => (r.slot === null ? t('storeAuction.results.noSlot') : t('storeAuction.results.slotNumber', { slot: r.slot + 1 })),
              },
              { header: t('storeAuction.results.impressions'), cell: (r) => count(r.impressions) },
              { header: t('storeAuction.results.clicks'), cell: (r) => count(r.clicks) },
              { header: t('storeAuction.results.averagePrice'), cell: (r) => (r.clicks > 0 ? money(Math.round(r.spend / r.clicks)) : '—') },
              { header: t('storeAuction.results.spend'), cell: (r) => money(r.spend) },
              { header: t('storeAuction.results.orders'), cell: (r) => count(r.orders) },
            ]}
          />
        </>
      )}
    </Card>
  );
}
