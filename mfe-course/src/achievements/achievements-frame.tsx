import type { Achievements } from '@simbiz/contracts';
import { Card, Muted, Spinner, Tabs, useT } from '@simbiz/ui';
import { Navigate, useNavigate, worldSectionAccess } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import type { ReactNode } from 'react';
import { type CurrentWorld, useCurrentWorld } from '../common/use-loaded-world';
import { useAchievements } from './use-achievements';

/** What a tab of scores or rankings draws with. */
export interface AchievementsView {
  current: CurrentWorld;
  achievements: Achievements;
  /** Puts what a manager's change answered on the page. */
  show: (next: Achievements) => void;
}

interface FrameProps {
  page: 'scores' | 'rankings';
  tab: string;
  /** The tabs this person has, in order (scores' settings only for managers). */
  tabs: readonly string[];
  /** Whether the tab has something to show before any round is resolved (the weights do). */
  showsBeforeFirstRound?: boolean;
  children: (view: AchievementsView) => ReactNode;
}

/**
 * Scores and rankings around their tabs: the page is as hidden as its menu entry by address too
 * (`worldSectionAccess` on the whole address, tabs included), titled with its Simspedia article,
 * and says so while no round has been resolved.
 */
export function AchievementsFrame({ page, tab, tabs, showsBeforeFirstRound = false, children }: FrameProps) {
  const { t } = useT('achievements');
  const navigate = useNavigate();
  const current = useCurrentWorld();
  const [achievements, show] = useAchievements(current?.worldId, `${current?.details.currentRoundId ?? ''}|${current?.details.status ?? ''}`);
  if (!current) return <Spinner label={t('loading')} />;
  const access = worldSectionAccess(`achievements/${page}/${tab}`, current.details);
  if (access === 'closed') return <Navigate to={`/worlds/${current.worldId}`} replace />;
  if (access === 'forbidden' || !tabs.includes(tab)) {
    return (
      <Card role="alert">
        <h1>{t('common:pages.forbiddenTitle')}</h1>
        <p>{t('common:pages.forbiddenMessage')}</p>
      </Card>
    );
  }
  const base = `/worlds/${current.worldId}/achievements/${page}`;
  const items = tabs.map((name) => ({ name, label: t(`${page}.tabs.${name}`), to: `${base}/${name}` }));
  return (
    <div>
      <PageTitle help="scores">{t(`${page}.title`)}</PageTitle>
      <Tabs tabKey={`achievements-${page}`} items={items} routeName={tab} label={t(`${page}.tabsLabel`)} onSelect={(item) => item.to && navigate(item.to)} />
      {!achievements ? (
        <Spinner label={t('loading')} />
      ) : achievements.rounds.length === 0 && !showsBeforeFirstRound ? (
        <Card data-testid="achievements-empty">
          <h2>{t('empty.title')}</h2>
          <Muted>{t(`empty.${page}`)}</Muted>
        </Card>
      ) : (
        children({ current, achievements, show })
      )}
    </div>
  );
}
