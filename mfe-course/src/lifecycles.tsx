import { loadCatalogue, type Locale } from '@simbiz/i18n';
import { createAreaLifecycles } from '@simbiz/web-kit';
import { CourseRoot } from './course-root';

/** The only things this remote exposes: single-spa's lifecycles. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  namespace: 'course',
  loadTexts: (locale) => loadCatalogue(locale as Locale, 'course'),
  Root: CourseRoot,
});
