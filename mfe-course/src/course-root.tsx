import { AreaRoutes } from '@simbiz/web-kit';
import { COURSE_PAGES } from './course-pages';

/** The course area's pages. */
export function CourseRoot() {
  return <AreaRoutes registry={COURSE_PAGES} />;
}
