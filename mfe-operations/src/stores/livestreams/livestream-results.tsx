import type { AnalysisRound, CompanyAnalyses, Store } from '@simbiz/contracts';
import { Card, Muted } from '@simbiz/ui';
import { ReadOnlyItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { ResultsRoundChoice, useResultsRound } from '../results-round';
import type { StoreWords } from '../store-words';

interface LivestreamFigures {
  modelId: string;
  sessions: number;
  orders: number;
}

/**
 * The visits and orders merchant livestreams brought each of the store's models in a round: its
 * sales rows on the store's platform, over every segment. Packages are left out (a livestream
 * shows single products); models the livestreams brought nothing are too.
 */
export function merchantLiveFigures(round: AnalysisRound, store: Store): LivestreamFigures[] {
  const byModel = new Map<string, LivestreamFigures>();
  for (const row of round.result.sales ?? []) {
    if (row.platformId !== store.platformId || row.packageId) continue;
    const figures = byModel.get(row.modelId) ?? { modelId: row.modelId, sessions: 0, orders: 0 };
    figures.sessions += row.sessions.merchantLive;
    figures.orders += row.orders.merchantLive;
    byModel.set(row.modelId, figures);
  }
  return [...byModel.values()].filter((f) => f.sessions > 0 || f.orders > 0);
}

/** What the store's merchant livestreams brought in a resolved round (the last one unless another is chosen), per model. */
export function LivestreamResults({ words, store, results }: { words: StoreWords; store: Store; results: CompanyAnalyses }) {
  const { t, count } = words;
  const [chosen, pick] = useResultsRound(results);
  const modelName = (id: string) => words.modelName(id) || results.models.find((m) => m.id === id)?.name || id;
  return (
    <Card>
      <h2>{t('storeAuction.merchant.results')}</h2>
      {!chosen ? (
        <Muted>{t('storeAuction.merchant.noRound')}</Muted>
      ) : (
        <>
          <ResultsRoundChoice id="livestream-results-round" label={t('storeAuction.results.round')} results={results} round={chosen.round} pick={pick} />
          <ReadOnlyItemsTable
            testId="livestream-results-table"
            cardsOnPhone="h3"
            items={merchantLiveFigures(chosen, store)}
            itemKey={(f) => f.modelId}
            empty={t('storeAuction.merchant.noResults', { round: chosen.round })}
            columns={[
              { header: t('storeAuction.merchant.model'), cell: (f) => modelName(f.modelId) },
              { header: t('storeAuction.merchant.sessions'), cell: (f) => count(f.sessions) },
              { header: t('storeAuction.merchant.orders'), cell: (f) => count(f.orders) },
            ]}
          />
        </>
      )}
    </Card>
  );
}
