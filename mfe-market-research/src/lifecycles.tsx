import { addCatalogue, loadCatalogue, type Locale } from '@simbiz/i18n';
import { createAreaLifecycles } from '@simbiz/web-kit';
import { MarketResearchRoot } from './market-research-root';

/** The only things this remote exposes: single-spa's lifecycles; the area's texts travel with it. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  addTexts: (i18n) => addCatalogue(i18n, 'marketResearch', (locale) => loadCatalogue(locale as Locale, 'marketResearch')),
  Root: MarketResearchRoot,
});
