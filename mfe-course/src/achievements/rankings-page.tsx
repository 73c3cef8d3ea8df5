import { Badge, Card, Muted, Row, useT } from '@simbiz/ui';
import { Fragment, useState } from 'react';
import { AchievementsFrame, type AchievementsView } from './achievements-frame';
import { ExportButtons } from './export-buttons';
import { rankingExport, roundName } from './export-table';
import { Movement } from './movement';
import { RankedTable } from './ranked-table';
import { RANKING_KINDS, type RankingKind, type RankingRow, rankingRows, roundChoices, type RoundChoice } from './rankings';
import { RoundSelect } from './round-select';
import { useScoreFormat } from './score-format';

/** Rankings (section 2): personal, team and company, each in a round or overall. */
export function RankingsPage({ tab }: { tab: RankingKind }) {
  return (
    <AchievementsFrame page="rankings" tab={tab} tabs={RANKING_KINDS}>
      {(view) => <Ranking view={view} kind={tab} />}
    </AchievementsFrame>
  );
}

/** The badges after a row's name, each after a space: the viewer's own row, a computer-run company, a bankrupt one. */
function RowBadges({ row, kind }: { row: RankingRow; kind: RankingKind }) {
  const { t } = useT('achievements');
  const badges = [
    row.own ? { key: 'own', variant: 'primary' as const, text: kind === 'personal' ? t('you') : t('yourTeam') } : null,
    row.computerRun ? { key: 'computer', variant: 'secondary' as const, text: t('computerRun') } : null,
    row.bankrupt ? { key: 'bankrupt', variant: 'danger' as const, text: t('bankrupt') } : null,
  ].filter((badge) => badge !== null);
  return badges.map((badge) => (
    <Fragment key={badge.key}>
      {' '}
      <Badge $variant={badge.variant}>{badge.text}</Badge>
    </Fragment>
  ));
}

function Ranking({ view, kind }: { view: AchievementsView; kind: RankingKind }) {
  const { t } = useT('achievements');
  const score = useScoreFormat();
  // Kept while the tabs change (the page stays mounted), so one round can be compared across the three rankings.
  const [round, choose] = useState<RoundChoice>('overall');
  const { achievements, current } = view;
  const rows = rankingRows(achievements, kind, round);
  const shownRound = roundName(t, round);
  return (
    <Card aria-labelledby="ranking-heading">
      <h2 id="ranking-heading">{t(`rankings.heading.${kind}`)}</h2>
      <Muted>{t(`rankings.intro.${kind}`)}</Muted>
      <Row style={{ justifyContent: 'space-between', alignItems: 'flex-end' }}>
        <RoundSelect choices={roundChoices(achievements)} round={round} onChoose={choose} />
        <ExportButtons
          table={() => rankingExport(t, kind, rows)}
          fileParts={[current.details.name ?? '', t('file.rankings'), t(`file.${kind}`), round === 'overall' ? t('file.overall') : t('file.round', { round })]}
        />
      </Row>
      {rows.length === 0 ? (
        <Muted>{t('rankings.noRows')}</Muted>
      ) : (
        <RankedTable data-testid={`ranking-${kind}`}>
          <caption>{t('rankings.caption', { ranking: t(`rankings.heading.${kind}`), round: shownRound })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.rank')}</th>
              <th scope="col">{t(`columns.name.${kind}`)}</th>
              <th scope="col">{t(`columns.detail.${kind}`)}</th>
              <th scope="col">{t('columns.score')}</th>
              <th scope="col">{t('columns.movement')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-own={row.own ? 'true' : undefined} data-computer-run={row.computerRun ? 'true' : undefined}>
                <td data-figure>{row.rank}</td>
                <th scope="row">
                  {row.name}
                  <RowBadges row={row} kind={kind} />
                </th>
                <td>{row.detail ?? ''}</td>
                <td data-figure>{score(row.score)}</td>
                <td data-figure>
                  <Movement movement={row.movement} />
                </td>
              </tr>
            ))}
          </tbody>
        </RankedTable>
      )}
      <Muted>{round === 'overall' ? t('overallNote') : t('movementNote')}</Muted>
    </Card>
  );
}
