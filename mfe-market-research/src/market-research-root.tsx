import { AreaRoutes, AreaSectionLinks, areaRoute, Route, Routes, useApi, useWorld } from '@simbiz/web-kit';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { MARKET_RESEARCH_PAGES } from './market-research-pages';

/**
 * The market research area: its sections above every page, and its pages. The world's config
 * decides which pages it has (the currency page only where trade is international).
 */
export function MarketResearchRoot() {
  const world = useWorldResources(useApi(), useWorld()?.worldId ?? '');
  return (
    <>
      <Routes>
        <Route path={areaRoute(MARKET_RESEARCH_PAGES, '*')} element={<AreaSectionLinks registry={MARKET_RESEARCH_PAGES} />} />
      </Routes>
      <AreaRoutes registry={MARKET_RESEARCH_PAGES} config={world?.config ?? null} />
    </>
  );
}
