import { type AreaRegistry, Navigate } from '@simbiz/web-kit';
import { BrandConsolePage } from './brands/brand-console-page';
import { FinancePage } from './finance/finance-page';
import { ForecastPage } from './forecast/forecast-page';
import { ProductionsPage } from './productions/productions-page';
import { PromotionsPage } from './promotions/promotions-page';
import { ResearchDevelopmentPage } from './research-development/research-development-page';
import { PLATFORM_TABS, type PlatformTab, StoresPage } from './stores/stores-page';
import { UserPersonaPage } from './user-persona/user-persona-page';
import { WarehousesPage } from './warehouses/warehouses-page';
import { CompanyListPage } from './company/company-list-page';

/**
 * The operating decisions area (section 2), declared once: its routes, section links and tabs
 * are derived from here. A new page is one entry in `pages` (and its section, its redirects).
 */
export const OPERATIONS_PAGES: AreaRegistry = {
  namespace: 'operations',
  base: '/worlds/:worldId/operating',
  sections: [
    { path: 'user-persona', title: 'userPersona.title' },
    { path: 'brands', title: 'brands.title' },
    { path: 'research-development', title: 'researchDevelopment.title' },
    { path: 'productions', title: 'productions.title' },
    { path: 'warehouses', title: 'warehouses.title' },
    { path: 'stores', title: 'stores.title' },
    { path: 'promotions', title: 'promotions.title' },
    { path: 'finance', title: 'finance.title' },
    { path: 'forecast', title: 'forecast.title' },
    { path: 'company', title: 'company.title' },
  ],
  pages: [
    { path: 'user-persona/list', section: 'user-persona', element: <UserPersonaPage /> },
    { path: 'brands/brand-console', section: 'brands', menu: 'operating', element: <BrandConsolePage /> },
    { path: 'research-development/list', section: 'research-development', element: <ResearchDevelopmentPage /> },
    { path: 'productions/list', section: 'productions', element: <ProductionsPage /> },
    ...(
      [
        ['inventory/list', 'inventory'],
        ['inventory/clearance-sale-plans', 'clearance'],
        ['inventory/reallocation-plans', 'reallocation'],
        ['storages', 'storages'],
        ['logistics-services', 'logistics'],
      ] as const
    ).map(([path, tab]) => ({ path: `warehouses/${path}`, section: 'warehouses', tab, title: `tabs.${tab}`, element: <WarehousesPage tab={tab} /> })),
    { path: 'stores/my-stores', section: 'stores', tab: 'myStores', title: 'tabs.myStores', element: <StoresPage tab="myStores" /> },
    ...Object.entries(PLATFORM_TABS).map(([tab, { path }]) => ({
      path: `stores/platform/${path}`,
      section: 'stores',
      tab,
      title: `tabs.${tab}`,
      element: <StoresPage tab={tab as PlatformTab} />,
    })),
    {
      path: 'promotions/company/list',
      section: 'promotions',
      tab: 'companyPromotions',
      title: 'tabs.companyPromotions',
      element: <PromotionsPage tab="company" />,
    },
    {
      path: 'promotions/product/list',
      section: 'promotions',
      tab: 'productPromotions',
      title: 'tabs.productPromotions',
      element: <PromotionsPage tab="product" />,
    },
    { path: 'finance/capitals', section: 'finance', tab: 'capitals', title: 'tabs.capitals', element: <FinancePage tab="capitals" /> },
    { path: 'finance/financing/smeloan', section: 'finance', tab: 'smeLoan', title: 'tabs.smeLoan', element: <FinancePage tab="smeLoan" /> },
    { path: 'forecast/pro-forma', section: 'forecast', element: <ForecastPage /> },
    { path: 'company/list', section: 'company', element: <CompanyListPage /> },
  ],
  redirects: [
    { from: '', to: 'brands/brand-console' },
    { from: 'user-persona', to: 'list' },
    { from: 'brands', to: 'brand-console' },
    { from: 'research-development', to: 'list' },
    { from: 'productions', to: 'list' },
    { from: 'warehouses', to: 'inventory/list' },
    { from: 'warehouses/inventory', to: 'list' },
    { from: 'stores', to: 'my-stores' },
    { from: 'stores/platform', to: 'products' },
    { from: 'promotions', to: 'company' },
    { from: 'promotions/company', to: 'list' },
    { from: 'promotions/product', to: 'list' },
    { from: 'finance', to: 'capitals' },
    { from: 'forecast', to: 'pro-forma' },
    { from: 'company', to: 'list' },
  ],
  otherwise: <Navigate to="/error-404" replace />,
};
