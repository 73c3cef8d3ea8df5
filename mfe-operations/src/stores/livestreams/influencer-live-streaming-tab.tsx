import { API, type InfluencerLivestream } from '@simbiz/contracts';
import { Card, Muted, Spinner, useT } from '@simbiz/ui';
import { textIn, useApi, useRead } from '@simbiz/web-kit';
import { afterWrite, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { roundTable } from '../../common/use-area';
import { useMarketEnvironment } from '../store-reads';
import { TitleWithHelp } from '../tab-headings';
import { useStoreWords } from '../store-words';
import { type BookingDraft, emptyBooking, InfluencerBookingForm } from './influencer-booking-form';
import { InfluencerList } from './influencer-list';
import type { PlatformTabProps } from '../store-choice';
import { ItemActions } from '../../common/area-parts';

/**
 * Influencer livestreams of the chosen store (stores/platform/influencer-live-streaming): the
 * platform's influencers (fee, commission, followers by segment), the rule that each streams for
 * the first company to book them in a round, and this round's bookings of the store with the form
 * to book one or change the products it shows.
 */
export function InfluencerLiveStreamingTab({ area, store, products, models }: PlatformTabProps) {
  const { t, language } = useT('operations');
  const api = useApi();
  const worldId = area.worldId;
  const words = useStoreWords(area, store, models);
  const environment = useMarketEnvironment(worldId);
  const [bookings, reload] = useRead<InfluencerLivestream[]>(
    (client, done) => void client.call({ route: API.stores.listInfluencerLivestreams, data: { worldId }, success: done }),
    worldId,
  );
  const [draft, setDraft] = useState<BookingDraft>(emptyBooking);
  if (!environment || !bookings) return <Spinner label={t('loading')} />;
  const influencers = environment.platforms.find((p) => p.id === store.platformId)?.influencers ?? [];
  if (influencers.length === 0)
    return (
      <Card>
        <Muted>{t('storeAuction.influencer.none', { platform: words.platformName })}</Muted>
      </Card>
    );
  const { price, percent, modelName } = words;
  const onPlatform = bookings.filter((b) => b.round === area.round && b.platformId === store.platformId);
  const thisRound = onPlatform.filter((b) => b.storeId === store.storeId);
  const influencerOf = (b: InfluencerLivestream) => influencers.find((i) => i.id === b.influencerId);
  const done = (text: string) => afterWrite(text, () => setDraft(emptyBooking), reload);
  return (
    <>
      <Card>
        <TitleWithHelp help="livestreams">{t('storeAuction.influencer.title', { platform: words.platformName })}</TitleWithHelp>
        <p>{t('storeAuction.influencer.rule')}</p>
        <InfluencerList words={words} influencers={influencers} />
      </Card>
      <Card>
        <h2>{t('storeAuction.influencer.bookings')}</h2>
        <RoundItemsTable
          testId="bookings-table"
          cardsOnPhone="h3"
          items={thisRound}
          itemKey={(b) => b.livestreamId}
          itemRound={(b) => b.round}
          {...roundTable(area, t)}
          columns={[
            { header: t('storeAuction.influencer.influencer'), cell: (b) => textIn(influencerOf(b)?.name, language) || b.influencerId },
            { header: t('storeAuction.livestream.products'), cell: (b) => words.list(b.modelIds.map(modelName)) },
            { header: t('storeAuction.influencer.fee'), cell: (b) => price(influencerOf(b)?.fee ?? 0) },
            { header: t('storeAuction.influencer.commission'), cell: (b) => percent(influencerOf(b)?.commissionRate ?? 0) },
          ]}
          actions={(b) => (
            <ItemActions
              edit={() => setDraft({ livestreamId: b.livestreamId, influencerId: b.influencerId, productIds: [...b.productIds] })}
              remove={() =>
                void api.call({
                  route: API.stores.deleteInfluencerLivestream,
                  data: { worldId, livestreamId: b.livestreamId, version: b.version },
                  success: done(t('deleted')),
                })
              }
            />
          )}
        />
        {area.blockedBecause ? null : (
          <InfluencerBookingForm
            area={area}
            words={words}
            store={store}
            influencers={influencers}
            products={products.filter((p) => p.storeId === store.storeId)}
            bookings={onPlatform}
            draft={draft}
            setDraft={setDraft}
            saved={done(t('saved'))}
          />
        )}
      </Card>
    </>
  );
}
