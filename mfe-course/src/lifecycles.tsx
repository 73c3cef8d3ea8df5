import { addCatalogue, loadCatalogue, type Locale } from '@simbiz/i18n';
import { createAreaLifecycles } from '@simbiz/web-kit';
import { CourseRoot } from './course-root';

/** The only things this remote exposes: single-spa's lifecycles; the area's texts travel with it. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  // Scores and rankings have a namespace of their own (the world home's leaderboard uses it too); the help icons' names come with the area.
  addTexts: async (i18n) => {
    await Promise.all(
      (['course', 'achievements', 'help'] as const).map((namespace) => addCatalogue(i18n, namespace, (locale) => loadCatalogue(locale as Locale, namespace))),
    );
  },
  Root: CourseRoot,
});
