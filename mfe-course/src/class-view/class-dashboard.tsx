import { type Achievements, API, COMPANY_STATUS, type RouteReply, WORLD_STATUS } from '@simbiz/contracts';
import { Badge, Button, Card, Muted, Table, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, formatPercent, useApi, useRead, useShell, useWorld } from '@simbiz/web-kit';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { useCallback, useEffect, useState } from 'react';
import { Hidden } from './hidden';
import { type ClassRow, classRows, DEADLINE_NEAR_MS, roundDeadline } from './class-rows';
import { useRoundChecklist } from '../world-home/use-round-checklist';
import { decided, TeamDecisions } from './team-decisions';
import { useTeamChanges } from './use-team-changes';

type Teams = RouteReply<typeof API.teams.list>;
type Schedule = RouteReply<typeof API.worlds.schedule>;

/**
 * The instructor's view of the class on the world home: every team with its members, whether this
 * round's decisions are in (the checklist the team sees), its company's figures after the last
 * resolved round, score and place; who has not decided yet as the deadline nears. A team's
 * checklist moves as its members decide (the world's `teams` events), without a reload.
 */
export function ClassDashboard({ worldId, status, currentRoundId }: { worldId: string; status: number; currentRoundId: string | null }) {
  const { t, language } = useT('course');
  const resources = useWorldResources(useApi(), worldId);
  const key = `${worldId}|${currentRoundId ?? ''}`;
  const [teams, reloadTeams] = useRead<Teams>((api, done) => void api.call({ route: API.teams.list, data: { worldId }, success: done }), key);
  const changesOf = useTeamChanges(worldId, reloadTeams);
  const [board] = useRead<Achievements>((api, done) => void api.call({ route: API.achievements.get, data: { worldId }, success: done }), key);
  const [schedule] = useRead<Schedule>((api, done) => void api.call({ route: API.worlds.schedule, data: { worldId }, success: done }), key);
  const [done, setDone] = useState<Record<string, boolean>>({});
  const report = useCallback(
    (companyId: string, isDone: boolean) => setDone((before) => (before[companyId] === isDone ? before : { ...before, [companyId]: isDone })),
    [],
  );
  if (!teams || !resources) return null;
  const round = status === WORLD_STATUS.running && currentRoundId !== null ? Number(currentRoundId) : null;
  const rows = classRows(teams, board);
  const currency = baseCurrency(resources);
  const money = (minor: number | null) => (minor === null ? '–' : formatMoney(minor, currency, language));
  const deadline = roundDeadline(schedule?.deadlines ?? [], round);
  const waiting = rows.filter((row) => row.companyStatus !== COMPANY_STATUS.bankrupt && done[row.companyId] === false);
  const near = deadline !== null && deadline.getTime() - Date.now() < DEADLINE_NEAR_MS;
  return (
    <Card aria-labelledby="class-heading" data-testid="class-dashboard">
      <h2 id="class-heading">{t('classView.title')}</h2>
      {rows.length === 0 ? <Muted>{t('classView.noTeams')}</Muted> : null}
      {round !== null && rows.length > 0 ? (
        <p data-testid="class-decided">
          {t('classView.decided', { count: rows.length - waiting.length, total: rows.length, round })}
          {deadline ? ` ${t('classView.deadline', { at: deadline.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) })}` : ''}
        </p>
      ) : null}
      {near && waiting.length > 0 ? (
        <p data-testid="class-waiting">
          <Badge $variant="warning">{t('classView.waitingLabel')}</Badge> {waiting.map((row) => row.teamName).join(', ')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <Table wrapOnPhone>
          <thead>
            <tr>
              <th scope="col">{t('classView.rank')}</th>
              <th scope="col">{t('classView.team')}</th>
              <th scope="col">{t('classView.members')}</th>
              {round !== null ? <th scope="col">{t('classView.decisions', { round })}</th> : null}
              <th scope="col">{t('classView.revenue')}</th>
              <th scope="col">{t('classView.netProfit')}</th>
              <th scope="col">{t('classView.cash')}</th>
              <th scope="col">{t('classView.share')}</th>
              <th scope="col">{t('classView.score')}</th>
              <th scope="col">{t('classView.review')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <TeamRow
                key={row.teamId}
                worldId={worldId}
                row={row}
                round={round}
                changes={changesOf(row.companyId)}
                report={report}
                money={money}
                share={(f) => formatPercent(f, language)}
              />
            ))}
          </tbody>
        </Table>
      ) : null}
      {board && board.rounds.length > 0 ? <Muted>{t('classView.after', { round: board.rounds.at(-1) })}</Muted> : null}
    </Card>
  );
}

interface TeamRowProps {
  worldId: string;
  row: ClassRow;
  round: number | null;
  /** How often the team's decisions changed since the page opened: its checklist reads again each time. */
  changes: number;
  report: (companyId: string, done: boolean) => void;
  money: (minor: number | null) => string;
  share: (fraction: number) => string;
}

function TeamRow({ worldId, row, round, changes, report, money, share }: TeamRowProps) {
  const { t } = useT('course');
  return (
    <tr data-team={row.teamName}>
      <td data-cell="rank">
        {row.rank ?? '–'}
        {row.movement ? <Movement by={row.movement} /> : null}
      </td>
      <th scope="row">
        {row.teamName}
        <br />
        <small>{row.companyName}</small>
        {row.companyStatus === COMPANY_STATUS.bankrupt ? (
          <>
            {' '}
            <Badge $variant="danger">{t('classView.bankrupt')}</Badge>
          </>
        ) : null}
      </th>
      <td data-cell="members">{row.members.join(', ') || '–'}</td>
      {round !== null ? (
        <td data-cell="decisions">
          <RoundDecisions worldId={worldId} companyId={row.companyId} round={round} changes={changes} report={report} />
        </td>
      ) : null}
      <td data-cell="revenue">{money(row.revenue)}</td>
      <td data-cell="netProfit">{money(row.netProfit)}</td>
      <td data-cell="cash">{money(row.cash)}</td>
      <td data-cell="share">{row.marketShare === null ? '–' : share(row.marketShare)}</td>
      <td data-cell="score">{row.score ?? '–'}</td>
      <td>
        <Review worldId={worldId} row={row} />
      </td>
    </tr>
  );
}

function RoundDecisions({
  worldId,
  companyId,
  round,
  changes,
  report,
}: Pick<TeamRowProps, 'worldId' | 'round' | 'changes' | 'report'> & { companyId: string; round: number }) {
  const items = useRoundChecklist(worldId, companyId, round, changes);
  const isDone = items ? decided(items) : null;
  useEffect(() => {
    if (isDone !== null) report(companyId, isDone);
  }, [isDone, companyId, report]);
  return <TeamDecisions items={items} />;
}

/** Places gained (▲) or lost (▼) since the round before, said in words to screen readers. */
function Movement({ by }: { by: number }) {
  const { t } = useT('course');
  const label = t(by > 0 ? 'classView.up' : 'classView.down', { count: Math.abs(by) });
  return (
    <span style={{ position: 'relative' }}>
      {' '}
      <span aria-hidden="true" title={label}>
        {by > 0 ? '▲' : '▼'}
        {Math.abs(by)}
      </span>
      <Hidden>{label}</Hidden>
    </span>
  );
}

/** Opens the team's analyses as the company picker does: its company becomes the one the manager reviews. */
function Review({ worldId, row }: { worldId: string; row: ClassRow }) {
  const { t } = useT('course');
  const world = useWorld();
  const { navigate } = useShell();
  const open = () => {
    world?.reviewCompany({ companyId: row.companyId, name: row.companyName });
    navigate(`/worlds/${worldId}/analyses`);
  };
  return (
    <Button variant="secondary" onClick={open} aria-label={t('classView.reviewTeam', { team: row.teamName })}>
      {t('classView.review')}
    </Button>
  );
}
