import { type Achievements, API } from '@simbiz/contracts';
import { Badge, Card, useT } from '@simbiz/ui';
import { Link, useRead } from '@simbiz/web-kit';
import { Movement } from '../achievements/movement';
import { RankedTable } from '../achievements/ranked-table';
import { leaderboard, type RankingRow } from '../achievements/rankings';
import { useScoreFormat } from '../achievements/score-format';

/**
 * The team ranking after the last resolved round at a glance: the first five teams with their
 * movement, the viewer's own team below when it is not among them, and the way to the rankings.
 * Nothing before the first round is resolved.
 */
export function Leaderboard({ worldId, currentRoundId }: { worldId: string; currentRoundId: string | null }) {
  const { t } = useT('achievements');
  const score = useScoreFormat();
  const [achievements] = useRead<Achievements>(
    (client, done) => void client.call({ route: API.achievements.get, data: { worldId }, success: done }),
    `${worldId}|${currentRoundId ?? ''}`,
  );
  const board = achievements ? leaderboard(achievements) : null;
  if (!board) return null;
  const line = (row: RankingRow) => (
    <tr key={row.id} data-own={row.own ? 'true' : undefined}>
      <td>{row.rank}</td>
      <th scope="row">
        {row.name} {row.own ? <Badge $variant="primary">{t('yourTeam')}</Badge> : null}
      </th>
      <td>{score(row.score)}</td>
      <td>
        <Movement movement={row.movement} />
      </td>
    </tr>
  );
  return (
    <Card aria-labelledby="leaderboard-heading" data-testid="leaderboard">
      <h2 id="leaderboard-heading">{t('leaderboard.heading', { round: board.afterRound })}</h2>
      <RankedTable>
        <thead>
          <tr>
            <th scope="col">{t('columns.rank')}</th>
            <th scope="col">{t('columns.name.team')}</th>
            <th scope="col">{t('columns.score')}</th>
            <th scope="col">{t('columns.movement')}</th>
          </tr>
        </thead>
        <tbody>{board.top.map(line)}</tbody>
        {board.own ? (
          <tbody data-testid="leaderboard-own">
            <tr>
              <td colSpan={4}>{t('leaderboard.yourPlace')}</td>
            </tr>
            {line(board.own)}
          </tbody>
        ) : null}
      </RankedTable>
      <p>
        <Link to={`/worlds/${worldId}/achievements/rankings/team`}>{t('leaderboard.toRankings')}</Link>
      </p>
    </Card>
  );
}
