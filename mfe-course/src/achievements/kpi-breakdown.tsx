import type { Achievements } from '@simbiz/contracts';
import { Card, Muted, useT } from '@simbiz/ui';
import type { Currency } from '@simbiz/web-kit';
import { useState } from 'react';
import { kpiPoints, KPI_ORDER } from './kpis';
import { RankedTable } from './ranked-table';
import { RoundSelect } from './round-select';
import type { TeamScoreRow } from './scores';
import { kpiValueText, usePercentFormat, useScoreFormat } from './score-format';

/**
 * What a round's score is made of: per indicator the team's value, its place on the 0–100 scale
 * among the companies still in business, the weight in force and the points it adds (normalised
 * × weight); the points add up to the score.
 */
export function KpiBreakdown({ achievements, rows, currency }: { achievements: Achievements; rows: readonly TeamScoreRow[]; currency: Currency }) {
  const { t, language } = useT('achievements');
  const score = useScoreFormat();
  const percent = usePercentFormat();
  const [chosen, choose] = useState<number | null>(null);
  const latest = rows.at(-1);
  const row = rows.find((r) => r.round === chosen) ?? latest;
  if (!row || typeof row.round !== 'number') return null;
  const { kpis, normalised } = row;
  return (
    <Card aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading">{t('breakdown.heading', { round: row.round })}</h2>
      <Muted>{t(`breakdown.${achievements.normalisation}`)}</Muted>
      <RoundSelect choices={[...rows.map((r) => r.round)].reverse()} round={row.round} onChoose={(r) => choose(r === 'overall' ? null : r)} />
      {!kpis || !normalised ? (
        <Muted>{t('breakdown.hidden')}</Muted>
      ) : (
        <RankedTable data-testid="kpi-breakdown">
          <caption>{t('breakdown.caption', { round: row.round })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.kpi')}</th>
              <th scope="col">{t('columns.value')}</th>
              <th scope="col">{t('columns.normalised')}</th>
              <th scope="col">{t('columns.weight')}</th>
              <th scope="col">{t('columns.points')}</th>
            </tr>
          </thead>
          <tbody>
            {KPI_ORDER.map((kpi) => (
              <tr key={kpi} data-kpi={kpi}>
                <th scope="row">{t(`kpis.${kpi}`)}</th>
                <td data-figure>{kpiValueText(kpi, kpis[kpi], currency, language)}</td>
                <td data-figure>{score(normalised[kpi])}</td>
                <td data-figure>{percent(achievements.weights[kpi] * 100)}</td>
                <td data-figure>{score(kpiPoints(normalised[kpi], achievements.weights[kpi]))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('breakdown.total')}
              </th>
              <td data-figure>
                <strong>{score(row.score)}</strong>
              </td>
            </tr>
          </tfoot>
        </RankedTable>
      )}
      <Muted>{t('breakdown.weightsNote')}</Muted>
    </Card>
  );
}
