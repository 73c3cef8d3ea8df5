import { AreaRoutes } from '@simbiz/web-kit';
import { ANALYSES_PAGES } from './analyses-pages';

/** The analyses area's pages, with their redirects. */
export function AnalysesRoot() {
  return <AreaRoutes registry={ANALYSES_PAGES} />;
}
