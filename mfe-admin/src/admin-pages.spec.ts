import { ADMIN_PAGES } from './admin-pages';
import { CONSOLE_MENU, menuItemOf } from './frame/menu-items';

/** Where an address of the console ends up: through its redirects (relative to the address) to a page. */
function landsOn(path: string): string | null {
  for (let hops = 0; hops < 5; hops++) {
    if (ADMIN_PAGES.pages.some((page) => page.path === path)) return path;
    const redirect = ADMIN_PAGES.redirects.find((r) => r.from === path);
    if (!redirect) return null;
    path = path ? `${path}/${redirect.to}` : redirect.to;
  }
  return null;
}

describe('the admin console’s pages (section 2’s admin.*)', () => {
  it('leads /admin to the worlds list, and the screenplays and logs sections to their lists', () => {
    expect(Object.fromEntries(['', 'screenplays', 'logs'].map((p) => [p, landsOn(p)]))).toEqual({
      '': 'worlds',
      screenplays: 'screenplays/list',
      logs: 'logs/list',
    });
  });

  it('has a page for every menu entry, and the dashboard at an address of its own', () => {
    for (const item of CONSOLE_MENU) expect(landsOn(item)?.startsWith(item)).toBe(true);
    expect(landsOn('dashboard')).toBe('dashboard');
    expect(landsOn('screenplays/import')).toBe('screenplays/import');
    expect(landsOn('logs/download-records')).toBe('logs/download-records');
    expect(landsOn('nothing')).toBeNull();
  });

  it('gives every tab a title and names the menu entry of each address', () => {
    for (const page of ADMIN_PAGES.pages.filter((p) => p.tab)) expect(page.title).toMatch(/^menu\./);
    expect(menuItemOf('/admin/logs/download-records')).toBe('logs');
    expect(menuItemOf('/admin')).toBeNull();
    expect(menuItemOf('/admin/elsewhere')).toBeNull();
  });
});
