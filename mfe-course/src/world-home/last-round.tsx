import { API, type RoundWarning, type Statement } from '@simbiz/contracts';
import { Card, Table, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, Link, useApi, useRead } from '@simbiz/web-kit';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { RoundWarnings, warningNames } from '@simbiz/web-kit/src/round-warnings';
import { ObservationsList } from './observations-list';

/**
 * A team's results of its last resolved round at a glance (revenue, net profit, units sold, cash
 * at the end), what the engine cut or dropped of its decisions, and the way to the analyses.
 * Nothing until a round has been resolved; read again whenever the world moves to another round.
 */
export function LastRound({ worldId, currentRoundId }: { worldId: string; currentRoundId: string | null }) {
  const { t, language } = useT('course');
  const resources = useWorldResources(useApi(), worldId);
  // Each read has a client of its own (useRead), read again with each round and whenever the round's life moves.
  const [statements] = useRead<Statement[]>(
    (client, done) => void client.call({ route: API.finance.statements, data: { worldId }, success: done }),
    `${worldId}|${currentRoundId ?? ''}`,
  );
  const [warnings] = useRead<RoundWarning[]>(
    (client, done) => void client.call({ route: API.teams.warnings, data: { worldId }, success: done }),
    `${worldId}|${currentRoundId ?? ''}`,
  );
  const [models] = useRead<{ modelId: string; name: string }[]>(
    (client, done) => void client.call({ route: API.products.listModels, data: { worldId }, success: done }),
    `${worldId}|${currentRoundId ?? ''}`,
  );
  const last = statements?.at(-1);
  if (!resources || !last) return null;
  const currency = baseCurrency(resources);
  const money = (minor: number | undefined) => formatMoney(minor ?? 0, currency, language);
  const units = last.revenueByModel.reduce((sum, model) => sum + model.units, 0);
  return (
    <Card aria-labelledby="last-round-heading" data-testid="last-round">
      <h2 id="last-round-heading">{t('home.lastRound', { round: last.round })}</h2>
      <Table>
        <tbody>
          <tr>
            <th scope="row">{t('home.revenue')}</th>
            <td data-line="revenue">{money(last.incomeStatement['revenue'])}</td>
          </tr>
          <tr>
            <th scope="row">{t('home.netProfit')}</th>
            <td data-line="netProfit">{money(last.incomeStatement['netProfit'])}</td>
          </tr>
          <tr>
            <th scope="row">{t('home.unitsSold')}</th>
            <td data-line="units">{new Intl.NumberFormat(language).format(units)}</td>
          </tr>
          <tr>
            <th scope="row">{t('home.cash')}</th>
            <td data-line="cash">{money(last.balanceSheet['cash'])}</td>
          </tr>
        </tbody>
      </Table>
      <ObservationsList worldId={worldId} currentRoundId={currentRoundId} resources={resources} />
      <RoundWarnings warnings={warnings} names={warningNames(resources, language, models ?? [])} round={last.round} />
      <Link to={`/worlds/${worldId}/analyses`}>{t('home.toAnalyses')}</Link>
    </Card>
  );
}
