import type { MarketEnvironment } from '@simbiz/contracts';
import { Card, Muted } from '@simbiz/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import type { StoreWords } from '../store-words';
import { TitleWithHelp } from '../tab-headings';

type AdAuction = MarketEnvironment['platforms'][number]['adAuction'];

/** Terms as label and value, two columns that stay as narrow as a phone. */
const Terms = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.2rem 1rem;
  margin: 0 0 0.8rem;
  dt {
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** Label and value pairs of a platform's terms. */
export function TermsList({ terms, testId }: { terms: readonly [string, string][]; testId: string }) {
  return (
    <Terms data-testid={testId}>
      {terms.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Terms>
  );
}

/**
 * What the platform's auction offers (slots per keyword, the cost per click allowed, the reserve
 * price), the second-price rule in two sentences, and which amounts are in which currency where
 * the platform's is not the company's.
 */
export function AuctionTerms({ words, auction }: { words: StoreWords; auction: AdAuction }) {
  const { t, price, platformName, priceCurrency, moneyCurrency } = words;
  return (
    <Card>
      <TitleWithHelp help="adAuction">{t('storeAuction.terms.title', { platform: platformName })}</TitleWithHelp>
      <TermsList
        testId="auction-terms"
        terms={[
          [t('storeAuction.terms.slots'), words.count(auction.slots)],
          [t('storeAuction.terms.costPerClick'), t('storeAuction.terms.range', { min: price(auction.costPerClickMin), max: price(auction.costPerClickMax) })],
          [t('storeAuction.terms.reservePrice'), price(auction.reservePrice)],
        ]}
      />
      <p>{t('storeAuction.terms.rule')}</p>
      {priceCurrency.code === moneyCurrency.code ? null : (
        <Muted>{t('storeAuction.terms.currencies', { currency: priceCurrency.code, base: moneyCurrency.code })}</Muted>
      )}
    </Card>
  );
}
