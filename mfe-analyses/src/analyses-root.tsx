import { AreaRoutes, useWorld, worldFlags } from '@simbiz/web-kit';
import { ANALYSES_PAGES } from './analyses-pages';
import { PrintStyle } from './print-style';

/** The analyses area's pages, with their redirects. */
export function AnalysesRoot() {
  const world = useWorld();
  const reviewed = world?.details && worldFlags(world.details).canManageWorld ? (world.reviewedCompany?.companyId ?? null) : null;
  // Keyed by the company a manager reviews: choosing another team starts the pages afresh, showing nothing of the one before.
  return (
    <>
      <PrintStyle />
      <AreaRoutes key={reviewed ?? ''} registry={ANALYSES_PAGES} />
    </>
  );
}
