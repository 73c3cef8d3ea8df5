import { WORLD_MENU } from '@simbiz/web-kit';
import { COURSE_PAGES } from './course-pages';

describe('the course area’s pages (section 2)', () => {
  it('serves every world menu entry that is not an area of its own, at the entry’s address', () => {
    const own = WORLD_MENU.filter(({ path }) => !['/market-research', '/operating', '/analyses'].includes(path));
    for (const { item, path } of own) expect(COURSE_PAGES.pages.find((page) => page.menu === item)?.path).toBe(`/worlds/:worldId${path}`);
  });

  it('keeps the addresses of creating and joining a world and of Simspedia', () => {
    expect(COURSE_PAGES.pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/worlds/new', '/worlds/join', '/baike', '/baike/:article']));
  });
});
