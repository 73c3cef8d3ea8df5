import { loadCatalogue, type Locale } from '@simbiz/i18n';
import { createAreaLifecycles } from '@simbiz/web-kit';
import { AnalysesRoot } from './analyses-root';

/** The only things this remote exposes: single-spa's lifecycles. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  namespace: 'analyses',
  loadTexts: (locale) => loadCatalogue(locale as Locale, 'analyses'),
  Root: AnalysesRoot,
});
