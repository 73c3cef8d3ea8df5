import { addCatalogue, loadCatalogue, type Locale } from '@simbiz/i18n';
import { createAreaLifecycles } from '@simbiz/web-kit';
import { OperationsRoot } from './operations-root';

/** The only things this remote exposes: single-spa's lifecycles; the area's texts travel with it. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  // The help icons' names (PageTitle) come with the area too.
  addTexts: async (i18n) => {
    await Promise.all([
      addCatalogue(i18n, 'operations', (locale) => loadCatalogue(locale as Locale, 'operations')),
      addCatalogue(i18n, 'help', (locale) => loadCatalogue(locale as Locale, 'help')),
    ]);
  },
  Root: OperationsRoot,
});
