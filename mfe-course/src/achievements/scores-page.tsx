import { Spinner, useT } from '@simbiz/ui';
import { Navigate, scoresLandingTab } from '@simbiz/web-kit';
import { useCurrentWorld } from '../common/use-loaded-world';
import { AchievementsFrame } from './achievements-frame';
import { PersonalScores } from './personal-scores';
import { TeamScores } from './team-scores';
import { WeightsSettings } from './weights-settings';

export type ScoresTab = 'personal' | 'team' | 'settings';

/** Section 2: scores open on settings in preparation for those who manage, else on personal. */
export function ScoresLanding() {
  const { t } = useT('achievements');
  const current = useCurrentWorld();
  if (!current) return <Spinner label={t('loading')} />;
  return <Navigate to={scoresLandingTab(current.details)} replace />;
}

/** Scores (section 2): personal and team scores, and the weights they are made with (managers). */
export function ScoresPage({ tab }: { tab: ScoresTab }) {
  const current = useCurrentWorld();
  const tabs: ScoresTab[] = current?.flags.canManageWorld ? ['personal', 'team', 'settings'] : ['personal', 'team'];
  return (
    <AchievementsFrame page="scores" tab={tab} tabs={tabs} showsBeforeFirstRound={tab === 'settings'}>
      {(view) => (tab === 'personal' ? <PersonalScores view={view} /> : tab === 'team' ? <TeamScores view={view} /> : <WeightsSettings view={view} />)}
    </AchievementsFrame>
  );
}
