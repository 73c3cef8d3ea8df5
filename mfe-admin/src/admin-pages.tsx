import { type AreaRegistry, Navigate } from '@simbiz/web-kit';
import { AccountsPage } from './accounts/accounts-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { LicensePage } from './license/license-page';
import { AuditLogPage, DownloadRecordsPage } from './logs';
import { ScreenplayImportPage, ScreenplaysListPage } from './screenplays';
import { StoragesPage } from './storages/storages-page';
import { WorldsPage } from './worlds/worlds-page';

/**
 * The admin console's pages (section 2's admin.*), declared once: /admin leads to the worlds
 * list as the spec's redirect says; the dashboard has an address of its own. The screenplays and
 * logs sections each have two tabs.
 */
export const ADMIN_PAGES: AreaRegistry = {
  namespace: 'admin',
  base: '/admin',
  sections: [
    { path: 'screenplays', title: 'menu.screenplays' },
    { path: 'logs', title: 'menu.logs' },
  ],
  pages: [
    { path: 'dashboard', element: <DashboardPage /> },
    { path: 'worlds', element: <WorldsPage /> },
    { path: 'screenplays/list', section: 'screenplays', tab: 'list', title: 'menu.screenplaysList', element: <ScreenplaysListPage /> },
    { path: 'screenplays/import', section: 'screenplays', tab: 'import', title: 'menu.screenplaysImport', element: <ScreenplayImportPage /> },
    { path: 'storages', element: <StoragesPage /> },
    { path: 'license', element: <LicensePage /> },
    { path: 'logs/list', section: 'logs', tab: 'list', title: 'menu.logsList', element: <AuditLogPage /> },
    { path: 'logs/download-records', section: 'logs', tab: 'downloadRecords', title: 'menu.logsDownloadRecords', element: <DownloadRecordsPage /> },
    { path: 'accounts', element: <AccountsPage /> },
  ],
  redirects: [
    { from: '', to: 'worlds' },
    { from: 'screenplays', to: 'list' },
    { from: 'logs', to: 'list' },
  ],
  otherwise: <Navigate to="/error-404" replace />,
};
