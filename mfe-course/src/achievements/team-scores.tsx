import { Card, FieldLabel, Muted, Select, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { Chart } from '@simbiz/web-kit/src/chart';
import { useId, useState } from 'react';
import type { AchievementsView } from './achievements-frame';
import { ExportButtons } from './export-buttons';
import { roundName, teamExport } from './export-table';
import { KpiBreakdown } from './kpi-breakdown';
import { Movement } from './movement';
import { RankedTable } from './ranked-table';
import { teamCompanies, teamScores } from './scores';
import { scoresCurrency, useScoreFormat } from './score-format';

/**
 * A team's score per round and overall, and what each round's score is made of (each
 * indicator's value, its place on the 0–100 scale among the companies, its weight), so a team
 * sees why. A member sees their own team; an instructor chooses any team.
 */
export function TeamScores({ view }: { view: AchievementsView }) {
  const { t } = useT('achievements');
  const score = useScoreFormat();
  const chooserId = useId();
  const { achievements, current } = view;
  const resources = useWorldResources(useApi(), current.worldId);
  const teams = teamCompanies(achievements);
  const manager = current.flags.canManageWorld;
  const [chosen, choose] = useState<string | null>(null);
  // A member sees their own team only; an instructor any team, the first until they choose.
  const companyId = manager
    ? (teams.find((c) => c.companyId === chosen) ?? teams[0])?.companyId
    : achievements.companies.find((c) => c.own && c.teamId !== null)?.companyId;
  if (!companyId) return <Muted>{t('team.none')}</Muted>;
  const team = teams.find((c) => c.companyId === companyId);
  const rows = teamScores(achievements, companyId);
  const rounds = rows.filter((row) => row.round !== 'overall');
  const currency = scoresCurrency(achievements.currency, resources);
  return (
    <>
      <Card aria-labelledby="team-heading">
        <h2 id="team-heading">{manager ? t('team.heading', { team: team?.name ?? '' }) : t('team.ownHeading')}</h2>
        <Muted>{t('team.intro')}</Muted>
        {manager ? (
          <div style={{ maxWidth: '20rem' }}>
            <FieldLabel htmlFor={chooserId}>{t('team.choose')}</FieldLabel>
            <Select id={chooserId} value={companyId} onChange={(e) => choose(e.target.value)}>
              {teams.map((c) => (
                <option key={c.companyId} value={c.companyId}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <ExportButtons
          table={() => teamExport(t, rows, currency)}
          fileParts={[current.details.name ?? '', t('file.scores'), t('file.team'), team?.name ?? '']}
        />
        {rounds.length >= 2 ? (
          <Chart
            label={t('team.chartLabel', { team: team?.name ?? '' })}
            categories={rounds.map((row) => roundName(t, row.round))}
            series={[{ name: team?.name ?? '', data: rounds.map((row) => row.score) }]}
            yTitle={t('columns.score')}
            format={{ full: score, short: score }}
          />
        ) : null}
        <RankedTable data-testid="team-scores">
          <caption>{t('team.caption', { team: team?.name ?? '' })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.round')}</th>
              <th scope="col">{t('columns.score')}</th>
              <th scope="col">{t('columns.teamRank')}</th>
              <th scope="col">{t('columns.movement')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row.round)} data-round={row.round}>
                <th scope="row">{roundName(t, row.round)}</th>
                <td data-figure>
                  <strong>{score(row.score)}</strong>
                </td>
                <td data-figure>{t('rankOf', { rank: row.rank, total: teams.length })}</td>
                <td data-figure>
                  <Movement movement={row.movement} />
                </td>
              </tr>
            ))}
          </tbody>
        </RankedTable>
        <Muted>{t('overallNote')}</Muted>
      </Card>
      <KpiBreakdown achievements={achievements} rows={rounds} currency={currency} />
    </>
  );
}
