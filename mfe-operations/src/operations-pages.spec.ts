import { OPERATIONS_PAGES } from './operations-pages';

/** Where an address of the area ends up: through its redirects (relative to the address) to a page. */
function landsOn(path: string): string | null {
  for (let hops = 0; hops < 5; hops++) {
    if (OPERATIONS_PAGES.pages.some((page) => page.path === path)) return path;
    const redirect = OPERATIONS_PAGES.redirects.find((r) => r.from === path);
    if (!redirect) return null;
    path = path ? `${path}/${redirect.to}` : redirect.to;
  }
  return null;
}

describe('the operating decisions area’s pages (section 2)', () => {
  it('keeps every address of today, each section leading to its first page', () => {
    expect(
      Object.fromEntries(
        [
          '',
          'brands',
          'research-development',
          'productions',
          'warehouses',
          'warehouses/inventory',
          'stores',
          'stores/platform',
          'promotions',
          'promotions/company',
          'promotions/product',
          'finance',
          'company',
        ].map((p) => [p, landsOn(p)]),
      ),
    ).toEqual({
      '': 'brands/brand-console',
      brands: 'brands/brand-console',
      'research-development': 'research-development/list',
      productions: 'productions/list',
      warehouses: 'warehouses/inventory/list',
      'warehouses/inventory': 'warehouses/inventory/list',
      stores: 'stores/my-stores',
      'stores/platform': 'stores/platform/products',
      promotions: 'promotions/company/list',
      'promotions/company': 'promotions/company/list',
      'promotions/product': 'promotions/product/list',
      finance: 'finance/capitals',
      company: 'company/list',
    });
    expect(landsOn('finance/financing/smeloan')).toBe('finance/financing/smeloan');
  });

  it('gives every section a page and every tab a title', () => {
    for (const section of OPERATIONS_PAGES.sections) expect(landsOn(section.path)?.startsWith(`${section.path}/`)).toBe(true);
    for (const page of OPERATIONS_PAGES.pages.filter((p) => p.tab)) expect(page.title).toMatch(/^tabs\./);
  });
});
