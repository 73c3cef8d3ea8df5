import { type AreaRegistry, Navigate } from '@simbiz/web-kit';
import { RankingsPage } from './achievements/rankings-page';
import { AnnouncementsPage } from './announcements/announcements-page';
import { ScoresLanding, ScoresPage } from './achievements/scores-page';
import { BaikeArticlePage } from './baike/baike-article-page';
import { BaikePage } from './baike/baike-page';
import { NotFound } from './common/not-found';
import { CreateWorldPage } from './create-world/create-world-page';
import { DiscussionsPage } from './discussions/discussions-page';
import { ThreadPage } from './discussions/thread-page';
import { JoinWorldPage } from './join-world/join-world-page';
import { ParticipantsPage } from './participants/participants-page';
import { ReferencesPage } from './references/references-page';
import { SchedulesPage } from './schedules/schedules-page';
import { SettingsPage } from './settings/settings-page';
import { TeamPage } from './team/team-page';
import { WorldHomePage } from './world-home/world-home-page';

/**
 * The course area's pages (section 2), declared once; its routes are derived from here. A world
 * page's menu entry and who sees it are web-kit's WORLD_MENU.
 */
export const COURSE_PAGES: AreaRegistry = {
  namespace: 'course',
  base: '',
  sections: [],
  pages: [
    { path: '/worlds/new', element: <CreateWorldPage /> },
    { path: '/worlds/join', element: <JoinWorldPage /> },
    { path: '/baike', element: <BaikePage /> },
    { path: '/baike/:article', element: <BaikeArticlePage /> },
    { path: '/worlds/:worldId', menu: 'index', element: <WorldHomePage /> },
    { path: '/worlds/:worldId/schedules', menu: 'schedules', element: <SchedulesPage /> },
    { path: '/worlds/:worldId/participants', menu: 'participants', element: <ParticipantsPage /> },
    { path: '/worlds/:worldId/team', menu: 'team', element: <TeamPage /> },
    // The course's voice: announcements (reached from the world home, no menu entry), discussions (as hidden as their entry when off), references.
    { path: '/worlds/:worldId/announcements', element: <AnnouncementsPage /> },
    { path: '/worlds/:worldId/discussions', menu: 'discussions', element: <DiscussionsPage /> },
    { path: '/worlds/:worldId/discussions/:threadId', element: <ThreadPage /> },
    { path: '/worlds/:worldId/references', menu: 'references', element: <ReferencesPage /> },
    { path: '/worlds/:worldId/settings', menu: 'settings', element: <SettingsPage /> },
    // Section 2's achievements. A tab's page stays mounted when another tab of it is chosen (same element type), so its read is kept.
    { path: '/worlds/:worldId/achievements/scores', menu: 'scores', element: <ScoresLanding /> },
    { path: '/worlds/:worldId/achievements/scores/personal', element: <ScoresPage tab="personal" /> },
    { path: '/worlds/:worldId/achievements/scores/team', element: <ScoresPage tab="team" /> },
    { path: '/worlds/:worldId/achievements/scores/settings', element: <ScoresPage tab="settings" /> },
    { path: '/worlds/:worldId/achievements/rankings', menu: 'rankings', element: <Navigate to="personal" replace /> },
    { path: '/worlds/:worldId/achievements/rankings/personal', element: <RankingsPage tab="personal" /> },
    { path: '/worlds/:worldId/achievements/rankings/team', element: <RankingsPage tab="team" /> },
    { path: '/worlds/:worldId/achievements/rankings/company', element: <RankingsPage tab="company" /> },
  ],
  redirects: [],
  otherwise: <NotFound />,
};
