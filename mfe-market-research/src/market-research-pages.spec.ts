import { MARKET_RESEARCH_PAGES } from './market-research-pages';

/** Where an address of the area ends up: through its redirects (relative to the address) to a page. */
function landsOn(path: string): string | null {
  for (let hops = 0; hops < 5; hops++) {
    if (MARKET_RESEARCH_PAGES.pages.some((page) => page.path === path)) return path;
    const redirect = MARKET_RESEARCH_PAGES.redirects.find((r) => r.from === path);
    if (!redirect) return null;
    path = path ? `${path}/${redirect.to}` : redirect.to;
  }
  return null;
}

describe('the market research area’s pages (section 2)', () => {
  it('opens on the news flash, the area and its section leading to the list', () => {
    expect(landsOn('')).toBe('news-flash/list');
    expect(landsOn('news-flash')).toBe('news-flash/list');
    expect(MARKET_RESEARCH_PAGES.pages.find((p) => p.menu === 'marketResearch')?.path).toBe(landsOn(''));
  });

  it('gives every section a page: its own, or the first of its children', () => {
    for (const section of MARKET_RESEARCH_PAGES.sections) {
      const page = landsOn(section.path);
      expect(page === section.path || page?.startsWith(`${section.path}/`)).toBe(true);
    }
    expect(landsOn('product-technology')).toBe('product-technology/product-description');
    expect(landsOn('consumer')).toBe('consumer/consumer-distribution');
    expect(landsOn('promotion-channels')).toBe('promotion-channels');
  });
});
