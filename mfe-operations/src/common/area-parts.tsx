import { API, type RoundWarning } from '@simbiz/contracts';
import { Alert, Button, useT } from '@simbiz/ui';
import { AreaSectionTabs, useRead } from '@simbiz/web-kit';
import { RoundWarnings, warningNames } from '@simbiz/web-kit/src/round-warnings';
import { OPERATIONS_PAGES } from '../operations-pages';
import type { Area } from './use-area';

/** Says why the forms are hidden (section 6): not a team member, not running, bankrupt; or whose decisions a manager reviews. */
export function DecisionNote({ area }: { area: Area }) {
  const { t } = useT('operations');
  if (!area.blockedBecause) return null;
  return (
    <div data-testid="decision-note">
      <Alert variant={area.blockedBecause === 'blocked' ? 'warning' : 'info'}>
        {area.reviewing !== null ? t('note.reviewing', { company: area.reviewing }) : t(`note.${area.blockedBecause}`)}
      </Alert>
    </div>
  );
}

/**
 * What the engine cut or dropped of this page's decisions in the last resolved round (the
 * engine's areas `areas`), for the team's members and a manager reviewing it: "you planned 20,000 units at Bangkok, but the
 * free space there held only 13,333".
 */
export function AreaWarnings({ area, areas, models }: { area: Area; areas: readonly string[]; models?: readonly { modelId: string; name: string }[] | null }) {
  const { language } = useT('operations');
  const worldId = area.flags.joinedTeam || area.reviewing !== null ? area.worldId : '';
  const [warnings] = useRead<RoundWarning[]>(
    (client, done) => void client.call({ route: API.teams.warnings, data: { worldId }, success: done }),
    worldId && `${worldId}|${area.round ?? 0}`,
  );
  return <RoundWarnings warnings={warnings} areas={areas} names={warningNames(area.resources, language, models ?? [])} testId="area-warnings" />;
}

/** The tabs of a section of the area, from the area's pages. */
export function RouteTabs({ section }: { section: string }) {
  return <AreaSectionTabs registry={OPERATIONS_PAGES} section={section} tabKey={section} />;
}

/** A round item's row actions: edit (when the item can be edited) and delete. */
export function ItemActions({ edit, remove }: { edit?: () => void; remove: () => void }) {
  const { t } = useT('operations');
  return (
    <>
      {edit ? (
        <>
          <Button size="sm" variant="tertiary" onClick={edit}>
            {t('edit')}
          </Button>{' '}
        </>
      ) : null}
      <Button size="sm" variant="danger" onClick={remove}>
        {t('delete')}
      </Button>
    </>
  );
}
