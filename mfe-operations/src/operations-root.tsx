import { Alert, useT } from '@simbiz/ui';
import { type AreaRegistry, AreaRoutes, AreaSectionLinks, areaRoute, Route, Routes, useWorld, worldFlags } from '@simbiz/web-kit';
import { Fragment } from 'react';
import { BudgetStrip } from './common/budget-strip';
import { AlsoOnThisPage, TeamPresenceFrame } from './common/team-presence';
import { useArea } from './common/use-area';
import { OPERATIONS_PAGES } from './operations-pages';

/** The operating decisions area: its sections, the round's budget and who else of the team is here above every page, and its pages. */
export function OperationsRoot() {
  const world = useWorld();
  const manager = world?.details ? worldFlags(world.details).canManageWorld : false;
  const reviewed = manager ? (world?.reviewedCompany?.companyId ?? null) : null;
  // Keyed by the company read: choosing another team starts every page afresh, showing nothing of the one before.
  return (
    <Fragment key={reviewed ?? ''}>
      <TeamPresenceFrame>
        <Routes>
          <Route path={areaRoute(OPERATIONS_PAGES, '*')} element={<AreaTop />} />
        </Routes>
        <AreaRoutes registry={manager && reviewed === null ? WITHOUT_COMPANY : OPERATIONS_PAGES} />
      </TeamPresenceFrame>
    </Fragment>
  );
}

function AreaTop() {
  const area = useArea();
  return (
    <>
      <AreaSectionLinks registry={OPERATIONS_PAGES} />
      {area && <BudgetStrip area={area} />}
      <AlsoOnThisPage />
    </>
  );
}

/**
 * A manager reviewing no team has no company to read (its reads would be refused, 130009): the
 * same addresses, each showing its section's title and where to choose a team; but the companies
 * list, which reads no company of its own.
 */
const WITHOUT_COMPANY: AreaRegistry = {
  ...OPERATIONS_PAGES,
  pages: OPERATIONS_PAGES.pages.map((page) => (page.section === 'company' ? page : { ...page, element: <ChooseTeam section={page.section} /> })),
};

function ChooseTeam({ section }: { section: string | undefined }) {
  const { t } = useT('operations');
  const title = OPERATIONS_PAGES.sections.find((each) => each.path === section)?.title ?? 'title';
  return (
    <div>
      <h1>{t(title)}</h1>
      <div data-testid="decision-note">
        <Alert variant="info">{t('note.manager')}</Alert>
      </div>
    </div>
  );
}
