import { I18nProvider, SchemeThemeProvider } from '@simbiz/ui';
import { BrowserRouter, Route, Routes, ShellProvider, type ShellServices } from '@simbiz/web-kit';
import { BaikePage } from './baike/baike-page';
import { NotFound } from './common/not-found';
import { CreateWorldPage } from './create-world/create-world-page';
import { JoinWorldPage } from './join-world/join-world-page';
import { ParticipantsPage } from './participants/participants-page';
import { SchedulesPage } from './schedules/schedules-page';
import { SettingsPage } from './settings/settings-page';
import { TeamPage } from './team/team-page';
import { WorldHomePage } from './world-home/world-home-page';

export interface CourseProps {
  shell: ShellServices;
  domElement: HTMLElement;
}

/** The course area's pages, inside the shell's services, language and theme. */
export function CourseRoot({ shell }: CourseProps) {
  return (
    <ShellProvider services={shell}>
      <I18nProvider i18n={shell.i18n}>
        <SchemeThemeProvider store={shell.colorScheme}>
          <BrowserRouter>
            <Routes>
              <Route path="/worlds/new" element={<CreateWorldPage />} />
              <Route path="/worlds/join" element={<JoinWorldPage />} />
              <Route path="/baike/*" element={<BaikePage />} />
              <Route path="/worlds/:worldId" element={<WorldHomePage />} />
              <Route path="/worlds/:worldId/schedules" element={<SchedulesPage />} />
              <Route path="/worlds/:worldId/participants" element={<ParticipantsPage />} />
              <Route path="/worlds/:worldId/team" element={<TeamPage />} />
              <Route path="/worlds/:worldId/settings" element={<SettingsPage />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </BrowserRouter>
        </SchemeThemeProvider>
      </I18nProvider>
    </ShellProvider>
  );
}
