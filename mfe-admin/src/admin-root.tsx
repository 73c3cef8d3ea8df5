import { AreaRoutes } from '@simbiz/web-kit';
import { ADMIN_PAGES } from './admin-pages';
import { ConsoleFrame } from './frame/console-frame';

/** The admin console: its menu around every page, and its pages. */
export function AdminRoot() {
  return (
    <ConsoleFrame>
      <AreaRoutes registry={ADMIN_PAGES} />
    </ConsoleFrame>
  );
}
