import { WORLD_STATUS, API, type RouteReply } from '@simbiz/contracts';
import { Alert, askToConfirm, Badge, Button, Card, Muted, Row, Spinner, toasts, useT } from '@simbiz/ui';
import { Link, useApi, useRead, worldMenuVisibility } from '@simbiz/web-kit';
import { useCurrentWorld } from '../common/use-loaded-world';
import { ClassDashboard } from '../class-view/class-dashboard';
import { JoinLink } from './join-link';
import { LastRound } from './last-round';
import { LatestAnnouncements } from './latest-announcements';
import { Leaderboard } from './leaderboard';
import { RoundChecklistCard } from './round-checklist-card';
import { hasResolvedRound, nextStep, roundNumber } from './next-step';

type Schedule = RouteReply<typeof API.worlds.schedule>;

/** World home: stage, current round and deadline, what to do next, and the managers' controls. */
export function WorldHomePage() {
  const current = useCurrentWorld();
  const { t, language } = useT('course');
  const api = useApi();
  const worldId = current?.worldId;
  // Read again with each stage and, through useRead, whenever the round's life moves (a deadline moved, a pause).
  const [schedule] = useRead<Schedule>(
    (reader, done) => void reader.call({ route: API.worlds.schedule, data: { worldId: worldId ?? '' }, success: done }),
    worldId ? `${worldId}|${current?.details.status ?? ''}` : '',
  );

  if (!current) return <Spinner label={t('loading')} />;
  const { details, flags, world } = current;
  const round = roundNumber(details.currentRoundId);
  const deadline = schedule?.deadlines.find((d) => d.round === (round ?? 0));
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' });
  const step = nextStep(details.status, flags);
  const canRerun = (details.status === WORLD_STATUS.running && (round ?? 0) >= 2) || details.status === WORLD_STATUS.completed;
  const act = (route: typeof API.worlds.closeRound | typeof API.worlds.pause) => () =>
    void api.call({
      route: route,
      data: { worldId: current.worldId },
      success: () => {
        toasts.show({ text: t('home.done') });
        void world.reload();
      },
    });
  // Closing a round and resolving one again cannot be undone: the instructor confirms first.
  const confirmFirst = (route: typeof API.worlds.closeRound, question: string, confirmText: string) => () =>
    askToConfirm({ question, confirmText, cancelText: t('common:messageBox.cancel'), onConfirm: act(route) });

  return (
    <div>
      <h1>{details.name}</h1>
      <Card aria-labelledby="stage-heading">
        <h2 id="stage-heading">{t('home.stageTitle')}</h2>
        <Row>
          <Badge $variant="info" data-testid="world-stage">
            {t(`common:stages.${details.status}`)}
          </Badge>
          {round !== null ? <span>{t('home.round', { round, rounds: schedule ? schedule.deadlines.length - 1 : '…' })}</span> : null}
        </Row>
        {deadline ? <p>{t(round === null ? 'home.startsAt' : 'home.deadline', { at: date.format(new Date(deadline.at)) })}</p> : null}
      </Card>
      <Alert variant={step === 'managerRetry' || step === 'evaluationFailed' || step === 'companyBlocked' ? 'warning' : 'primary'}>
        <strong>{t('home.nextTitle')}</strong> <span data-testid="next-step">{t(`next.${step}`)}</span>
      </Alert>
      <LatestAnnouncements worldId={current.worldId} />
      {flags.canManageWorld ? (
        <Card>
          <h2>{t('home.controls')}</h2>
          <Row>
            {details.status === WORLD_STATUS.running ? (
              <Button onClick={confirmFirst(API.worlds.closeRound, t('home.confirmClose', { round }), t('home.closeRound'))}>{t('home.closeRound')}</Button>
            ) : null}
            {details.status === WORLD_STATUS.running ? (
              <Button variant="secondary" onClick={act(API.worlds.pause)}>
                {t('home.pause')}
              </Button>
            ) : null}
            {details.status === WORLD_STATUS.paused ? <Button onClick={act(API.worlds.resume)}>{t('home.resume')}</Button> : null}
            {details.status === WORLD_STATUS.evaluationFailed ? <Button onClick={act(API.worlds.retryRound)}>{t('home.retry')}</Button> : null}
            <Link to={`/worlds/${current.worldId}/schedules`}>{t('home.toSchedules')}</Link>
          </Row>
          <JoinLink worldId={current.worldId} />
          {canRerun ? (
            // Apart from the round's everyday controls: resolving again replaces a round's results for every team.
            <section aria-labelledby="rerun-heading" data-testid="rerun-zone">
              <h3 id="rerun-heading">{t('home.rerunTitle')}</h3>
              <Muted>{t('home.rerunNote')}</Muted>
              <Button
                variant="danger"
                onClick={confirmFirst(
                  API.worlds.rerunRound,
                  t('home.confirmRerun', { round: details.status === WORLD_STATUS.completed ? round : (round ?? 1) - 1 }),
                  t('home.rerun'),
                )}
              >
                {t('home.rerun')}
              </Button>
            </section>
          ) : null}
        </Card>
      ) : null}
      {flags.canManageWorld ? (
        <ClassDashboard worldId={current.worldId} status={details.status} currentRoundId={details.currentRoundId} />
      ) : !flags.joinedTeam ? (
        <Muted>
          <Link to={`/worlds/${current.worldId}/team`}>{t('home.toTeam')}</Link>
        </Muted>
      ) : (
        <>
          {details.status === WORLD_STATUS.running && round !== null ? <RoundChecklistCard worldId={current.worldId} round={round} /> : null}
          {hasResolvedRound(details.status, round) ? <LastRound worldId={current.worldId} currentRoundId={details.currentRoundId} /> : null}
        </>
      )}
      {/* Where the rankings go: managers and team members, once the world runs. */}
      {worldMenuVisibility(details).rankings ? <Leaderboard worldId={current.worldId} currentRoundId={details.currentRoundId} /> : null}
    </div>
  );
}
