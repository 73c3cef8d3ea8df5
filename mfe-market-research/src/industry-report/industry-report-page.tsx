import { API, type IndustryReport, type TeamView } from '@simbiz/contracts';
import { Badge, Card, Muted, Spinner, Table, useT } from '@simbiz/ui';
import { formatMoney, formatPercent, textIn, useApi, useParams, useRead } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { Chart } from '@simbiz/web-kit/src/chart';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { useState } from 'react';
import { RoundChoice } from '../common/round-choice';
import { bySegment, segmentShares, sharesByPlatform } from './industry-report';

/**
 * The industry report (our own page, as Capsim's Courier): how every company sold in each segment
 * on each platform in a resolved round — units, share, average price, rating. Public to every
 * member of the world; the team's own company is marked.
 */
export function IndustryReportPage() {
  const { t, language } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const world = useWorldResources(useApi(), worldId);
  const [round, choose] = useState<number | null>(null);
  const [report] = useRead<IndustryReport>(
    (client, done) => void client.call({ route: API.engine.industryReport, data: round === null ? { worldId } : { worldId, round }, success: done }),
    `${worldId}/${round ?? ''}`,
  );
  const [team] = useRead<TeamView | null>((client, done) => void client.call({ route: API.teams.mine, data: { worldId }, success: done }), worldId);
  if (!world || !report) return <Spinner label={t('loading')} />;
  const { segments, platforms, markets } = world.resources;
  const number = new Intl.NumberFormat(language);
  const rating = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const companyName = (id: string) => report.companies.find((c) => c.companyId === id)?.name ?? id;
  const own = team?.companyId ?? null;
  return (
    <div>
      <PageTitle help="results">{t('industryReport.title')}</PageTitle>
      <Muted>{t('industryReport.intro')}</Muted>
      {report.round === null ? (
        <Muted>{t('industryReport.none')}</Muted>
      ) : (
        <>
          <RoundChoice rounds={report.rounds} round={report.round} onChoose={choose} />
          {report.rows.length === 0 ? <Muted>{t('industryReport.noSales', { round: report.round })}</Muted> : null}
          {bySegment(report).map(({ segmentId, units, rows }) => {
            const segment = segments.find((s) => s.id === segmentId);
            const currency = markets.find((m) => m.id === segment?.marketId)?.currency;
            const money = (minor: number) => (currency ? formatMoney(minor, currency, language) : number.format(minor));
            const leader = segmentShares(rows)[0];
            const chart = sharesByPlatform(rows);
            const platformName = (id: string) => textIn(platforms.find((p) => p.id === id)?.name, language);
            return (
              <Card key={segmentId} data-testid={`industry-${segmentId}`}>
                <h2>{textIn(segment?.name, language)}</h2>
                <Muted>
                  {t('industryReport.segmentTotal', { units: number.format(units) })}
                  {leader ? ` ${t('industryReport.leader', { company: companyName(leader.companyId), share: formatPercent(leader.share, language) })}` : ''}
                </Muted>
                <Chart
                  label={t('industryReport.chartLabel', { segment: textIn(segment?.name, language) })}
                  kind="bar"
                  stacked
                  categories={chart.companyIds.map(companyName)}
                  series={chart.platforms.map((p) => ({ name: platformName(p.platformId), data: p.shares }))}
                  yTitle={t('industryReport.share')}
                  format={{ full: (value) => formatPercent(value, language), short: (value) => formatPercent(value, language) }}
                />
                {rows.map((row) => (
                  <section key={row.platformId}>
                    <h3>{platformName(row.platformId)}</h3>
                    <Muted>{t('industryReport.platformTotal', { units: number.format(row.units), price: money(row.averagePrice) })}</Muted>
                    <Table wrapOnPhone>
                      <thead>
                        <tr>
                          <th scope="col">{t('industryReport.company')}</th>
                          <th scope="col">{t('industryReport.units')}</th>
                          <th scope="col">{t('industryReport.share')}</th>
                          <th scope="col">{t('industryReport.averagePrice')}</th>
                          <th scope="col">{t('industryReport.rating')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {row.companies.map((c) => (
                          <tr key={c.companyId} data-own={c.companyId === own ? 'true' : undefined}>
                            <th scope="row">
                              {companyName(c.companyId)} {c.companyId === own ? <Badge $variant="primary">{t('industryReport.you')}</Badge> : null}
                            </th>
                            <td>{number.format(c.units)}</td>
                            <td>{formatPercent(c.share, language)}</td>
                            <td>{money(c.averagePrice)}</td>
                            <td>{rating.format(c.rating)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </Table>
                  </section>
                ))}
              </Card>
            );
          })}
          <Muted>{t('industryReport.note')}</Muted>
        </>
      )}
    </div>
  );
}
