import { addCatalogue, loadCatalogue, type Locale } from '@simbiz/i18n';
import { createAreaLifecycles } from '@simbiz/web-kit';
import { AdminRoot } from './admin-root';

/** The only things this remote exposes: single-spa's lifecycles; the console's texts travel with it. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  // The console shows some refusals in place (800001 in the performance card), so the error texts come with it.
  addTexts: async (i18n) => {
    await Promise.all([addCatalogue(i18n, 'admin', (locale) => loadCatalogue(locale as Locale, 'admin')), i18n.loadNamespaces('errors')]);
  },
  Root: AdminRoot,
});
