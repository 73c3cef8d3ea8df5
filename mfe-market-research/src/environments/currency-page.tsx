import { WORLD_STATUS } from '@simbiz/contracts';
import { Card, Table, useT } from '@simbiz/ui';
import { formatPercent, useWorld } from '@simbiz/web-kit';
import { Chart } from '@simbiz/web-kit/src/chart';
import { EnvironmentFrame, nameIn } from '../common/environment-frame';

/** The round being decided, if the world is running. */
function useRoundBeingDecided(): number | null {
  const details = useWorld()?.details;
  if (!details || details.status !== WORLD_STATUS.running || details.currentRoundId === null) return null;
  const round = Number(details.currentRoundId);
  return Number.isInteger(round) ? round : null;
}

/** Each round's rate as a change from round 1's: currencies of very different worth on one scale. */
export function rateChanges(rates: readonly { round: number; rate: number }[]): number[] {
  const first = rates[0]?.rate ?? 1;
  return rates.map((r) => r.rate / first - 1);
}

function signedPercent(fraction: number, language: string): string {
  return `${fraction > 0 ? '+' : ''}${formatPercent(fraction, language)}`;
}

/**
 * Environments, currency (section 2; only where trade is international): each market's currency
 * and, round by round, what one unit of it is worth in the base currency, the rate the engine
 * converts the market's money at in that round.
 */
export function CurrencyPage() {
  const { t, language } = useT('marketResearch');
  const now = useRoundBeingDecided();
  return (
    <EnvironmentFrame title={t('environments.title')} section="environments" help="exchangeRates" intro={t('currency.intro')}>
      {({ world, environment }) => {
        const names = new Intl.DisplayNames(language, { type: 'currency' });
        const rate = new Intl.NumberFormat(language, { maximumSignificantDigits: 4 });
        const base = environment.baseCurrency;
        // A market in the base currency at a rate of 1 throughout has nothing to convert.
        const converted = environment.markets.filter((m) => m.currency.code !== base || m.exchangeRates.some((r) => r.rate !== 1));
        // Rates are published round by round, up to the one being decided.
        const published = converted[0]?.exchangeRates.map((r) => r.round) ?? [];
        return (
          <>
            <Card data-testid="currencies">
              <h2>{t('currency.currencies')}</h2>
              <Table wrapOnPhone>
                <thead>
                  <tr>
                    <th scope="col">{t('warehouses.market')}</th>
                    <th scope="col">{t('currency.currency')}</th>
                    <th scope="col">{t('currency.symbol')}</th>
                  </tr>
                </thead>
                <tbody>
                  {environment.markets.map((m) => (
                    <tr key={m.id}>
                      <th scope="row">{nameIn(world.resources.markets, m.id, language)}</th>
                      <td>{t('currency.named', { name: names.of(m.currency.code) ?? m.currency.code, code: m.currency.code })}</td>
                      <td>{m.currency.symbol}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Card>
            <Card data-testid="exchange-rates">
              <h2>{t('currency.rates', { base })}</h2>
              {converted.length > 0 ? (
                <Chart
                  label={t('currency.chartLabel', { base })}
                  kind="line"
                  categories={published.map((round) => t('newsFlash.round', { round }))}
                  series={converted.map((m) => ({ name: m.currency.code, data: rateChanges(m.exchangeRates) }))}
                  yTitle={t('currency.change')}
                  format={{ full: (value) => signedPercent(value, language), short: (value) => signedPercent(value, language) }}
                />
              ) : null}
              <Table wrapOnPhone>
                <thead>
                  <tr>
                    <th scope="col">{t('roundChoice')}</th>
                    {converted.map((m) => (
                      <th key={m.id} scope="col">
                        {t('currency.perUnit', { code: m.currency.code, base })}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {published.map((round) => (
                    <tr key={round} aria-current={round === now ? 'true' : undefined}>
                      <th scope="row">{round === now ? <strong>{t('currency.roundNow', { round })}</strong> : t('newsFlash.round', { round })}</th>
                      {converted.map((m) => {
                        const value = rate.format(m.exchangeRates.find((r) => r.round === round)?.rate ?? 1);
                        return <td key={m.id}>{round === now ? <strong>{value}</strong> : value}</td>;
                      })}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Card>
          </>
        );
      }}
    </EnvironmentFrame>
  );
}
