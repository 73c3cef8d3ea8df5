import { useT } from '@simbiz/ui';
import { AreaSectionLinks, AreaSectionTabs } from '@simbiz/web-kit';
import { ANALYSES_PAGES } from '../analyses-pages';

export type AnalysesSection = 'finance' | 'brand' | 'promotion' | 'sales' | 'profit' | 'warehouse';

/** The frame of every analyses page: its section's links and tabs, then the page or a note why there is none. */
export function AnalysesHeader({ section }: { section: AnalysesSection }) {
  const { t } = useT('analyses');
  return (
    <>
      <div className="no-print">
        <AreaSectionLinks registry={ANALYSES_PAGES} />
      </div>
      <h1>{t(`sections.${section}`)}</h1>
      <div className="no-print">
        <AreaSectionTabs registry={ANALYSES_PAGES} section={section} tabKey={`analyses-${section}`} />
      </div>
    </>
  );
}
