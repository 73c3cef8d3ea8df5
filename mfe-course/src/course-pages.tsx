import type { AreaRegistry } from '@simbiz/web-kit';
import { BaikeArticlePage } from './baike/baike-article-page';
import { BaikePage } from './baike/baike-page';
import { NotFound } from './common/not-found';
import { CreateWorldPage } from './create-world/create-world-page';
import { JoinWorldPage } from './join-world/join-world-page';
import { ParticipantsPage } from './participants/participants-page';
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
    { path: '/worlds/:worldId/settings', menu: 'settings', element: <SettingsPage /> },
  ],
  redirects: [],
  otherwise: <NotFound />,
};
