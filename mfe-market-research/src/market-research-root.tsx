import { AreaRoutes, AreaSectionLinks, areaRoute, Route, Routes } from '@simbiz/web-kit';
import { MARKET_RESEARCH_PAGES } from './market-research-pages';

/** The market research area: its sections above every page, and its pages. */
export function MarketResearchRoot() {
  return (
    <>
      <Routes>
        <Route path={areaRoute(MARKET_RESEARCH_PAGES, '*')} element={<AreaSectionLinks registry={MARKET_RESEARCH_PAGES} />} />
      </Routes>
      <AreaRoutes registry={MARKET_RESEARCH_PAGES} />
    </>
  );
}
