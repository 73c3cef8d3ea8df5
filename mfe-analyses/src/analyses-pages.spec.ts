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
  it('has every page of section 2, each a tab of its section', () => {
    const bySection = (section: string) => ANALYSES_PAGES.pages.filter((p) => p.section === section).map((p) => p.path.slice(section.length + 1));
    expect(bySection('finance')).toEqual([
      'income-statement',
      'balance-sheet',
      'cash-flow-statement',
      'taxation/income-tax-return-form',
      'accounts-receivable/store-accounts-receivable-collection-schedule',
      'financing/loan-repayment-schedule',
      'logistics/logistics-service-bill-payment-schedule',
    ]);
    expect(bySection('brand')).toEqual(['consumer-perception/company', 'consumer-perception/brand', 'consumer-perception/model', 'performance/list']);
    expect(bySection('promotion')).toEqual(['company-advertising-effectiveness', 'product-advertising-performance', 'channels-advertising-performance']);
    expect(bySection('sales')).toEqual([
      'revenues-total',
      'revenues-brand',
      'revenues-model',
      'revenues-channel',
      'revenues-segment',
      'revenues-details',
      'product-traffic-orders',
      'product-traffic-sources',
    ]);
    expect(bySection('profit')).toEqual([
      'operating-revenues/list',
      'brand-sales-profit/list',
      'model-sales-profit/list',
      'segment-sales-profit/list',
      'channels-sales-profit/list',
      'product-sales-profit/list',
    ]);
    expect(bySection('warehouse')).toEqual(['productions', 'inventory/inventory-list', 'delivery/delivery-summary']);
    expect(ANALYSES_PAGES.pages.every((p) => p.tab && p.title === `tabs.${p.tab}`)).toBe(true);
  });

  it('leads the area, each section and each page’s parent to the page section 2 names', () => {
    const redirects = {
      '': 'finance/income-statement',
      finance: 'finance/income-statement',
      'finance/taxation': 'finance/taxation/income-tax-return-form',
      'finance/accounts-receivable': 'finance/accounts-receivable/store-accounts-receivable-collection-schedule',
      'finance/financing': 'finance/financing/loan-repayment-schedule',
      'finance/logistics': 'finance/logistics/logistics-service-bill-payment-schedule',
      brand: 'brand/consumer-perception/company',
      'brand/consumer-perception': 'brand/consumer-perception/company',
      'brand/performance': 'brand/performance/list',
      promotion: 'promotion/company-advertising-effectiveness',
      sales: 'sales/revenues-total',
      profit: 'profit/operating-revenues/list',
      'profit/brand-sales-profit': 'profit/brand-sales-profit/list',
      'profit/product-sales-profit': 'profit/product-sales-profit/list',
      warehouse: 'warehouse/productions',
      'warehouse/inventory': 'warehouse/inventory/inventory-list',
      'warehouse/delivery': 'warehouse/delivery/delivery-summary',
    };
    expect(Object.fromEntries(Object.keys(redirects).map((p) => [p, landsOn(p)]))).toEqual(redirects);
    expect(ANALYSES_PAGES.pages.find((p) => p.menu === 'analyses')?.path).toBe(landsOn(''));
  });
});
