import { AreaSectionTabs } from '@simbiz/web-kit';
import { MARKET_RESEARCH_PAGES } from '../market-research-pages';

/** The tabs of a section of the area, from the area's pages (a single tab is hidden, section 2). */
export function SectionTabs({ section }: { section: string }) {
  return <AreaSectionTabs registry={MARKET_RESEARCH_PAGES} section={section} tabKey={`market-research-${section}`} />;
}
