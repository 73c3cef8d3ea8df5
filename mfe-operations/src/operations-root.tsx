import { AreaRoutes, AreaSectionLinks, areaRoute, Route, Routes } from '@simbiz/web-kit';
import { BudgetStrip } from './common/budget-strip';
import { useArea } from './common/use-area';
import { OPERATIONS_PAGES } from './operations-pages';

/** The operating decisions area: its sections and the round's budget above every page, and its pages. */
export function OperationsRoot() {
  return (
    <>
      <Routes>
        <Route path={areaRoute(OPERATIONS_PAGES, '*')} element={<AreaTop />} />
      </Routes>
      <AreaRoutes registry={OPERATIONS_PAGES} />
    </>
  );
}

function AreaTop() {
  const area = useArea();
  return (
    <>
      <AreaSectionLinks registry={OPERATIONS_PAGES} />
      {area && <BudgetStrip area={area} />}
    </>
  );
}
