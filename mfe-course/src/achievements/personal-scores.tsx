import { Card, Muted, Row, useT } from '@simbiz/ui';
import { useState } from 'react';
import type { AchievementsView } from './achievements-frame';
import { ExportButtons } from './export-buttons';
import { personalExport, roundName } from './export-table';
import { GradeField } from './grade-field';
import { Movement } from './movement';
import { RankedTable } from './ranked-table';
import { roundChoices, type RoundChoice } from './rankings';
import { RoundSelect } from './round-select';
import { membersPersonalScores, ownPersonalScores, type PersonalScoreRow } from './scores';
import { usePercentFormat, useScoreFormat } from './score-format';

/**
 * Personal scores: the team's score times the member's contribution grade (100% unless an
 * instructor grades it, up to 200%). A member sees their own by round; an instructor sees every
 * member's in a round, and grades their contributions there.
 */
export function PersonalScores({ view }: { view: AchievementsView }) {
  const { t } = useT('achievements');
  const manager = view.current.flags.canManageWorld;
  return (
    <Card aria-labelledby="personal-heading">
      <h2 id="personal-heading">{t(manager ? 'personal.membersHeading' : 'personal.heading')}</h2>
      <Muted>{t('personal.intro')}</Muted>
      {manager ? <MembersScores view={view} /> : <OwnScores view={view} />}
    </Card>
  );
}

function OwnScores({ view }: { view: AchievementsView }) {
  const { t } = useT('achievements');
  const score = useScoreFormat();
  const percent = usePercentFormat();
  const { achievements, current } = view;
  const me = achievements.members.find((m) => m.own);
  const rows = me ? ownPersonalScores(achievements, me.userId) : [];
  if (rows.length === 0) return <Muted>{t('personal.none')}</Muted>;
  return (
    <>
      <ExportButtons
        table={() => personalExport(t, 'own', rows)}
        fileParts={[current.details.name ?? '', t('file.scores'), t('file.personal'), me?.displayName ?? '']}
      />
      <RankedTable data-testid="personal-scores">
        <caption>{t('personal.caption', { name: me?.displayName ?? '' })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.round')}</th>
            <th scope="col">{t('columns.teamScore')}</th>
            <th scope="col">{t('columns.contribution')}</th>
            <th scope="col">{t('columns.personalScore')}</th>
            <th scope="col">{t('columns.rank')}</th>
            <th scope="col">{t('columns.movement')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.round)} data-round={row.round}>
              <th scope="row">{roundName(t, row.round)}</th>
              <td data-figure>{row.teamScore === null ? '' : score(row.teamScore)}</td>
              <td data-figure>{row.contribution === null ? '' : percent(row.contribution)}</td>
              <td data-figure>
                <strong>{score(row.score)}</strong>
              </td>
              <td data-figure>{t('rankOf', { rank: row.rank, total: achievements.members.length })}</td>
              <td data-figure>
                <Movement movement={row.movement} />
              </td>
            </tr>
          ))}
        </tbody>
      </RankedTable>
      <Muted>{t('overallNote')}</Muted>
    </>
  );
}

function MembersScores({ view }: { view: AchievementsView }) {
  const { t } = useT('achievements');
  const score = useScoreFormat();
  const percent = usePercentFormat();
  const { achievements, current } = view;
  const [round, choose] = useState<RoundChoice>(achievements.rounds.at(-1) ?? 'overall');
  const rows = membersPersonalScores(achievements, round);
  const grading = achievements.canGrade && round !== 'overall';
  const contribution = (row: PersonalScoreRow) =>
    grading && typeof row.round === 'number' && row.contribution !== null ? (
      <GradeField
        key={`${row.userId}:${row.round}`}
        worldId={current.worldId}
        member={row}
        round={row.round}
        contribution={row.contribution}
        onSaved={view.show}
      />
    ) : row.contribution === null ? (
      ''
    ) : (
      percent(row.contribution)
    );
  return (
    <>
      <Row style={{ justifyContent: 'space-between', alignItems: 'flex-end' }}>
        <RoundSelect choices={roundChoices(achievements)} round={round} onChoose={choose} />
        <ExportButtons
          table={() => personalExport(t, 'members', rows)}
          fileParts={[current.details.name ?? '', t('file.scores'), t('file.personal'), round === 'overall' ? t('file.overall') : t('file.round', { round })]}
        />
      </Row>
      {grading ? <Muted>{t('personal.gradeHint')}</Muted> : null}
      {rows.length === 0 ? (
        <Muted>{t('personal.noMembers')}</Muted>
      ) : (
        <RankedTable data-testid="members-scores">
          <caption>{t('personal.membersCaption', { round: roundName(t, round) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.name.personal')}</th>
              <th scope="col">{t('columns.detail.personal')}</th>
              <th scope="col">{t('columns.teamScore')}</th>
              <th scope="col">{t('columns.contribution')}</th>
              <th scope="col">{t('columns.personalScore')}</th>
              <th scope="col">{t('columns.rank')}</th>
              <th scope="col">{t('columns.movement')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.userId} data-user={row.userId}>
                <th scope="row">{row.name}</th>
                <td>{row.team}</td>
                <td data-figure>{row.teamScore === null ? '' : score(row.teamScore)}</td>
                <td>{contribution(row)}</td>
                <td data-figure>
                  <strong>{score(row.score)}</strong>
                </td>
                <td data-figure>{row.rank}</td>
                <td data-figure>
                  <Movement movement={row.movement} />
                </td>
              </tr>
            ))}
          </tbody>
        </RankedTable>
      )}
      {round === 'overall' ? <Muted>{t('overallNote')}</Muted> : null}
      {!achievements.canGrade ? <Muted>{t('personal.gradingClosed')}</Muted> : null}
    </>
  );
}
