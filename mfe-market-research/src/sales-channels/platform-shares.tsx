import { Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { formatPercent } from '@simbiz/web-kit';
import { Chart } from '@simbiz/web-kit/src/chart';
import { type EnvironmentView, nameIn } from '../common/environment-frame';
import { useSegments } from '../common/use-segments';

/** Where each segment shops: the share of its visits that go to each platform of its market (the screenplay's platform shares). */
export function PlatformShares({ world, environment }: EnvironmentView) {
  const { t, language } = useT('marketResearch');
  const { data } = useSegments();
  const { markets, platforms, segments } = world.resources;
  return (
    <Card data-testid="platform-shares">
      <h2>{t('markets.shares')}</h2>
      <Muted>{t('markets.sharesIntro')}</Muted>
      {!data ? (
        <Spinner label={t('loading')} />
      ) : (
        environment.markets.map((market) => {
          const here = environment.platforms.filter((p) => p.marketId === market.id);
          const shoppers = segments.filter((s) => s.marketId === market.id);
          if (here.length === 0 || shoppers.length === 0) return null;
          return (
            <section key={market.id}>
              {environment.markets.length > 1 ? <h3>{nameIn(markets, market.id, language)}</h3> : null}
              <Chart
                label={t('markets.sharesChart', { market: nameIn(markets, market.id, language) })}
                kind="bar"
                stacked
                categories={shoppers.map((segment) => nameIn(segments, segment.id, language))}
                series={here.map((p) => ({
                  name: nameIn(platforms, p.id, language),
                  data: shoppers.map((segment) => data.profiles.find((profile) => profile.segmentId === segment.id)?.platformShares[p.id] ?? 0),
                }))}
                yTitle={t('markets.shareOfVisits')}
                format={{ full: (value) => formatPercent(value, language), short: (value) => formatPercent(value, language) }}
              />
              <Table wrapOnPhone>
                <thead>
                  <tr>
                    <th scope="col">{t('consumerDistribution.segment')}</th>
                    {here.map((p) => (
                      <th key={p.id} scope="col">
                        {nameIn(platforms, p.id, language)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shoppers.map((segment) => {
                    const shares = data.profiles.find((profile) => profile.segmentId === segment.id)?.platformShares ?? {};
                    return (
                      <tr key={segment.id}>
                        <th scope="row">{nameIn(segments, segment.id, language)}</th>
                        {here.map((p) => (
                          <td key={p.id}>{formatPercent(shares[p.id] ?? 0, language)}</td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </section>
          );
        })
      )}
    </Card>
  );
}
