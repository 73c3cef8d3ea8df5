import { AreaRoutes, AreaSectionLinks, areaRoute, Route, Routes } from '@simbiz/web-kit';
import { OPERATIONS_PAGES } from './operations-pages';

/** The operating decisions area: its sections above every page, and its pages. */
export function OperationsRoot() {
  return (
    <>
      <Routes>
        <Route path={areaRoute(OPERATIONS_PAGES, '*')} element={<AreaSectionLinks registry={OPERATIONS_PAGES} />} />
      </Routes>
      <AreaRoutes registry={OPERATIONS_PAGES} />
    </>
  );
}
