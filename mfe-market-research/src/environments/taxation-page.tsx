import { Card, Table, useT } from '@simbiz/ui';
import { formatPercent } from '@simbiz/web-kit';
import { EnvironmentFrame, nameIn } from '../common/environment-frame';

/**
 * Environments, taxation (section 2): each market's income tax rate, and the engine's rule in
 * words: every company pays at its home market's rate on its whole profit before tax, after the
 * losses it carries forward from earlier rounds.
 */
export function TaxationPage() {
  const { t, language } = useT('marketResearch');
  return (
    <EnvironmentFrame title={t('environments.title')} section="environments" help="tax" intro={t('taxation.intro')}>
      {({ world, environment }) => {
        const { markets } = world.resources;
        const { tax, baseCurrency: base } = environment;
        const several = environment.markets.length > 1;
        const rate = formatPercent(tax.rate, language);
        const label = (marketId: string) => {
          const name = nameIn(markets, marketId, language);
          return several && marketId === tax.homeMarketId ? t('taxation.home', { market: name }) : name;
        };
        return (
          <>
            <Card data-testid="income-tax">
              <h2>{t('taxation.incomeTax')}</h2>
              <Table wrapOnPhone>
                <thead>
                  <tr>
                    <th scope="col">{t('warehouses.market')}</th>
                    <th scope="col">{t('taxation.rate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {environment.markets.map((m) => (
                    <tr key={m.id}>
                      <th scope="row">{label(m.id)}</th>
                      <td>{formatPercent(m.incomeTaxRate, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Card>
            <Card data-testid="tax-rule">
              <h2>{t('taxation.rule')}</h2>
              <p>
                {several ? t('taxation.homeRate', { market: nameIn(markets, tax.homeMarketId, language), rate, base }) : t('taxation.rateOne', { rate, base })}
              </p>
              <p>{t('taxation.carryForward')}</p>
              {several ? <p>{t('taxation.otherMarkets')}</p> : null}
            </Card>
          </>
        );
      }}
    </EnvironmentFrame>
  );
}
