import { Alert, useT } from '@simbiz/ui';
import { AreaSectionTabs } from '@simbiz/web-kit';
import { OPERATIONS_PAGES } from '../operations-pages';
import type { Area } from './use-area';

/** Says why the forms are hidden (section 6): not a team member, not running, bankrupt. */
export function DecisionNote({ area }: { area: Area }) {
  const { t } = useT('operations');
  if (!area.blockedBecause) return null;
  return (
    <div data-testid="decision-note">
      <Alert variant={area.blockedBecause === 'blocked' ? 'warning' : 'info'}>{t(`note.${area.blockedBecause}`)}</Alert>
    </div>
  );
}

/** The tabs of a section of the area, from the area's pages. */
export function RouteTabs({ section }: { section: string }) {
  return <AreaSectionTabs registry={OPERATIONS_PAGES} section={section} tabKey={section} />;
}
