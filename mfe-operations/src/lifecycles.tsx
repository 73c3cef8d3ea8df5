import { loadCatalogue, type Locale } from '@simbiz/i18n';
import { createAreaLifecycles } from '@simbiz/web-kit';
import { OperationsRoot } from './operations-root';

/** The only things this remote exposes: single-spa's lifecycles. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  namespace: 'operations',
  loadTexts: (locale) => loadCatalogue(locale as Locale, 'operations'),
  Root: OperationsRoot,
});
