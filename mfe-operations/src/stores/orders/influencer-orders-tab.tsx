import { API, type InfluencerLivestream } from '@simbiz/contracts';
import { Card, Muted, Spinner } from '@simbiz/ui';
import { textIn, useRead } from '@simbiz/web-kit';
import { type RoundItemsColumn, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { type InfluencerFigures, influencerOrders, type LivestreamOrders, type SharedModel } from './orders-influencer';
import { platformRows } from './orders-rows';
import { type OrderWords, useOrderWords } from './orders-words';
import { ResultsRoundChoice, useResultsRound } from '../results-round';
import type { PlatformTabProps } from '../store-choice';
import { useMarketEnvironment, useResults } from '../store-reads';

/**
 * Influencer orders (stores/platform/influencer-orders): in a resolved round (the last one unless
 * an earlier one is chosen), each influencer the company booked on the store's platform, with the
 * fee and commission rate, and the influencer sessions, orders, revenue and commission of the
 * models the livestream showed. A model two livestreams showed is counted apart, not split.
 */
export function InfluencerOrdersTab({ area, store, models }: PlatformTabProps) {
  const worldId = area.worldId;
  const results = useResults(worldId, 'sales');
  const [livestreams] = useRead<InfluencerLivestream[]>(
    (client, done) => void client.call({ route: API.stores.listInfluencerLivestreams, data: { worldId }, success: done }),
    worldId,
  );
  const environment = useMarketEnvironment(worldId);
  const [round, pickRound] = useResultsRound(results);
  const words = useOrderWords(area, store.platformId, models, results);
  const { t, language } = words;
  if (!results || !livestreams || !environment) return <Spinner label={t('loading')} />;
  if (!round)
    return (
      <Card>
        <Muted>{t('storeOrders.notYet')}</Muted>
      </Card>
    );
  const influencers = environment.platforms.find((p) => p.id === store.platformId)?.influencers ?? [];
  const influencerOf = (id: string) => influencers.find((i) => i.id === id);
  const influencerName = (id: string) => textIn(influencerOf(id)?.name, language) || id;
  const booked = livestreams.filter((l) => l.round === round.round && l.storeId === store.storeId);
  const { streams, shared } = influencerOrders(booked, platformRows(round, store.platformId));
  const sharedIds = new Set(shared.map((s) => s.modelId));
  const platform = textIn(area.resources.resources.platforms.find((p) => p.id === store.platformId)?.name, language) || store.platformId;
  return (
    <Card data-testid="influencer-orders">
      <Muted>{t('storeOrders.influencer.intro')}</Muted>
      <div>
        <ResultsRoundChoice id="influencer-orders-round" label={t('storeOrders.round')} results={results} round={round.round} pick={pickRound} />
      </div>
      <RoundItemsTable
        testId="influencer-orders-table"
        cardsOnPhone="h2"
        items={streams}
        itemKey={(s) => s.livestream.livestreamId}
        itemRound={() => round.round}
        round={area.round}
        actionsHeader={null}
        actions={() => null}
        empty={t('storeOrders.influencer.none', { platform, round: round.round })}
        columns={[
          { header: t('storeOrders.influencer.influencer'), cell: (s: LivestreamOrders) => influencerName(s.livestream.influencerId) },
          {
            header: t('storeOrders.influencer.models'),
            cell: (s: LivestreamOrders) =>
              words.list(
                s.livestream.modelIds.map((id) =>
                  sharedIds.has(id) ? t('storeOrders.influencer.countedApart', { model: words.modelName(id) }) : words.modelName(id),
                ),
              ),
          },
          { header: t('storeOrders.influencer.fee'), cell: (s: LivestreamOrders) => fee(influencerOf(s.livestream.influencerId)?.fee, words) },
          {
            header: t('storeOrders.influencer.commissionRate'),
            cell: (s: LivestreamOrders) => rate(influencerOf(s.livestream.influencerId)?.commissionRate, words),
          },
          ...figureColumns<LivestreamOrders>((s) => s.figures, words),
        ]}
      />
      {streams.length > 0 ? <Muted>{t('storeOrders.influencer.notStreamed')}</Muted> : null}
      {shared.length > 0 ? (
        <section aria-labelledby="influencer-shared-title" data-testid="influencer-shared">
          <h2 id="influencer-shared-title">{t('storeOrders.influencer.shared')}</h2>
          <Muted>{t('storeOrders.influencer.sharedNote')}</Muted>
          <RoundItemsTable
            testId="influencer-shared-table"
            cardsOnPhone="h3"
            items={shared}
            itemKey={(s) => s.modelId}
            itemRound={() => round.round}
            round={area.round}
            actionsHeader={null}
            actions={() => null}
            empty={null}
            columns={[
              { header: t('storeOrders.influencer.model'), cell: (s: SharedModel) => words.modelName(s.modelId) },
              { header: t('storeOrders.influencer.influencers'), cell: (s: SharedModel) => words.list(s.influencerIds.map(influencerName)) },
              ...figureColumns<SharedModel>((s) => s.figures, words),
            ]}
          />
        </section>
      ) : null}
    </Card>
  );
}

const fee = (amount: number | undefined, words: OrderWords) => (amount === undefined ? '—' : words.platformMoney(amount));
const rate = (fraction: number | undefined, words: OrderWords) => (fraction === undefined ? '—' : words.percent(fraction));

/** Sessions, orders, revenue and commission paid: the columns both tables end with. */
function figureColumns<T>(of: (item: T) => InfluencerFigures, words: OrderWords): RoundItemsColumn<T>[] {
  const { t } = words;
  return [
    { header: t('storeOrders.influencer.sessions'), cell: (item) => words.count(of(item).sessions) },
    { header: t('storeOrders.influencer.orders'), cell: (item) => words.count(of(item).orders) },
    { header: t('storeOrders.influencer.revenue'), cell: (item) => words.platformMoney(of(item).revenue) },
    {
      header: t('storeOrders.influencer.commission'),
      cell: (item) => {
        const commission = of(item).commission;
        return commission === null ? '—' : words.money(commission);
      },
    },
  ];
}
