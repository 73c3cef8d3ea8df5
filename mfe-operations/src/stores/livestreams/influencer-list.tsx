import type { MarketEnvironment } from '@simbiz/contracts';
import { ReadOnlyItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { textIn } from '@simbiz/web-kit';
import type { StoreWords } from '../store-words';

export type Influencer = MarketEnvironment['platforms'][number]['influencers'][number];

/** An influencer's followers in the segments of the platform's market (the only ones the livestream reaches). */
export function followersHere(influencer: Influencer, segments: StoreWords['segments']): number {
  return segments.reduce((sum, s) => sum + (influencer.followers[s.id] ?? 0), 0);
}

/**
 * The platform's influencers: the fee a livestream costs (platform currency), the commission they
 * take on the orders it brings, and their followers, in all and in each segment of the market.
 */
export function InfluencerList({ words, influencers }: { words: StoreWords; influencers: readonly Influencer[] }) {
  const { t, language, price, percent, count, segments } = words;
  return (
    <ReadOnlyItemsTable
      testId="influencers-table"
      cardsOnPhone="h3"
      items={influencers}
      itemKey={(i) => i.id}
      empty={t('storeAuction.influencer.none', { platform: words.platformName })}
      columns={[
        { header: t('storeAuction.influencer.influencer'), cell: (i) => textIn(i.name, language) },
        { header: t('storeAuction.influencer.fee'), cell: (i) => price(i.fee) },
        { header: t('storeAuction.influencer.commission'), cell: (i) => percent(i.commissionRate) },
        { header: t('storeAuction.influencer.followers'), cell: (i) => count(followersHere(i, segments)) },
        {
          header: t('storeAuction.influencer.bySegment'),
          cell: (i) =>
            segments.map((s) => (
              <span key={s.id} style={{ display: 'block' }}>
                {t('storeAuction.influencer.segmentFollowers', { segment: s.name, followers: count(i.followers[s.id] ?? 0) })}
              </span>
            )),
        },
      ]}
    />
  );
}
