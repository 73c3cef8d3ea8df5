import { ANALYSES_PAGES } from './analyses-pages';

/** Where an address of the area ends up: through its redirects (relative to the address) to a page. */
function landsOn(path: string): string | null {
  for (let hops = 0; hops < 5; hops++) {
    if (ANALYSES_PAGES.pages.some((page) => page.path === path)) return path;
    const redirect = ANALYSES_PAGES.redirects.find((r) => r.from === path);
    if (!redirect) return null;
    path = path ? `${path}/${redirect.to}` : redirect.to;
  }
  return null;
}

describe('the analyses area’s pages (section 2)', () => {
  it('keeps every address of today, the area and each section leading to its first page', () => {
    expect(Object.fromEntries(['', 'finance', 'sales'].map((p) => [p, landsOn(p)]))).toEqual({
      '': 'finance/income-statement',
      finance: 'finance/income-statement',
      sales: 'sales/revenues-total',
    });
    const pages = ['finance/income-statement', 'finance/balance-sheet', 'finance/cash-flow-statement', 'sales/revenues-total', 'sales/revenues-model'];
    expect(ANALYSES_PAGES.pages.map((page) => page.path)).toEqual(pages);
  });

  it('shows each page as a tab of its section, and the world menu entry leads to the area', () => {
    expect(ANALYSES_PAGES.pages.filter((p) => p.section === 'finance').map((p) => p.tab)).toEqual(['incomeStatement', 'balanceSheet', 'cashFlow']);
    expect(ANALYSES_PAGES.pages.filter((p) => p.section === 'sales').map((p) => p.tab)).toEqual(['revenuesTotal', 'revenuesModel']);
    expect(ANALYSES_PAGES.pages.find((p) => p.menu === 'analyses')?.path).toBe(landsOn(''));
  });
});
