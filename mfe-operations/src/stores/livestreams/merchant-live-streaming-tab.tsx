import { API, type MerchantLivestream } from '@simbiz/contracts';
import { Card, Muted, Spinner, useT } from '@simbiz/ui';
import { useApi, useRead } from '@simbiz/web-kit';
import { afterWrite, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { roundTable } from '../../common/use-area';
import { useMarketEnvironment, useResults } from '../store-reads';
import { TitleWithHelp } from '../tab-headings';
import { useStoreWords } from '../store-words';
import { emptyLivestream, type LivestreamDraft, LivestreamForm } from './livestream-form';
import { LivestreamResults } from './livestream-results';
import type { PlatformTabProps } from '../store-choice';
import { ItemActions } from '../../common/area-parts';

/**
 * Merchant livestreams of the chosen store (stores/platform/merchant-live-streaming): the
 * platform's price an hour and hours a round, this round's livestreams (hours, products shown,
 * cost in the platform's currency) with the form to schedule or change one, and the visits and
 * orders they brought in a resolved round.
 */
export function MerchantLiveStreamingTab({ area, store, products, models }: PlatformTabProps) {
  const { t } = useT('operations');
  const api = useApi();
  const worldId = area.worldId;
  const words = useStoreWords(area, store, models);
  const environment = useMarketEnvironment(worldId);
  const [livestreams, reload] = useRead<MerchantLivestream[]>(
    (client, done) => void client.call({ route: API.stores.listMerchantLivestreams, data: { worldId }, success: done }),
    worldId,
  );
  const results = useResults(worldId, 'sales');
  const [draft, setDraft] = useState<LivestreamDraft>(emptyLivestream);
  if (!environment || !livestreams || !results) return <Spinner label={t('loading')} />;
  const terms = environment.platforms.find((p) => p.id === store.platformId)?.merchantLivestream;
  if (!terms || terms.maxHoursPerRound <= 0)
    return (
      <Card>
        <Muted>{t('storeAuction.merchant.none', { platform: words.platformName })}</Muted>
      </Card>
    );
  const { price, modelName } = words;
  const own = products.filter((p) => p.storeId === store.storeId);
  const thisRound = livestreams.filter((l) => l.round === area.round && l.storeId === store.storeId);
  const hours = thisRound.reduce((sum, l) => sum + l.hours, 0);
  const done = (text: string) => afterWrite(text, () => setDraft(emptyLivestream), reload);
  return (
    <>
      <Card>
        <TitleWithHelp help="livestreams">{t('storeAuction.merchant.title')}</TitleWithHelp>
        <Muted>{t('storeAuction.merchant.terms', { platform: words.platformName, cost: price(terms.costPerHour), count: terms.maxHoursPerRound })}</Muted>
        <RoundItemsTable
          testId="livestreams-table"
          cardsOnPhone="h3"
          items={thisRound}
          itemKey={(l) => l.livestreamId}
          itemRound={(l) => l.round}
          {...roundTable(area, t)}
          columns={[
            { header: t('storeAuction.livestream.products'), cell: (l) => words.list(l.modelIds.map(modelName)) },
            { header: t('storeAuction.merchant.hours'), cell: (l) => words.count(l.hours) },
            { header: t('storeAuction.merchant.cost'), cell: (l) => price(l.hours * terms.costPerHour) },
          ]}
          actions={(l) => (
            <ItemActions
              edit={() => setDraft({ livestreamId: l.livestreamId, hours: String(l.hours), productIds: [...l.productIds] })}
              remove={() =>
                void api.call({
                  route: API.stores.deleteMerchantLivestream,
                  data: { worldId, livestreamId: l.livestreamId, version: l.version },
                  success: done(t('deleted')),
                })
              }
            />
          )}
        />
        {thisRound.length > 0 ? (
          <p data-testid="livestream-hours">
            {t('storeAuction.merchant.used', { hours, max: terms.maxHoursPerRound, cost: price(hours * terms.costPerHour) })}
          </p>
        ) : null}
        {area.blockedBecause ? null : (
          <LivestreamForm
            area={area}
            words={words}
            store={store}
            terms={terms}
            products={own}
            livestreams={thisRound}
            draft={draft}
            setDraft={setDraft}
            saved={done(t('saved'))}
          />
        )}
      </Card>
      <LivestreamResults words={words} store={store} results={results} />
    </>
  );
}
