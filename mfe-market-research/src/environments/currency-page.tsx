import { WORLD_STATUS } from '@simbiz/contracts';
import { Card, Table, useT } from '@simbiz/ui';
import { useWorld } from '@simbiz/web-kit';
import { EnvironmentFrame, nameIn } from '../common/environment-frame';

/** The round being decided, if the world is running. */
function useRoundBeingDecided(): number | null {
  const details = useWorld()?.details;
  if (!details || details.status !== WORLD_STATUS.running || details.currentRoundId === null) return null;
  const round = Number(details.currentRoundId);
  return Number.isInteger(round) ? round : null;
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
                  {Array.from({ length: environment.rounds }, (_, i) => i + 1).map((round) => (
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
