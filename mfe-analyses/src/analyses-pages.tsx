import { type AreaRegistry, Navigate } from '@simbiz/web-kit';
import { BalanceSheetPage, CashFlowPage, IncomeStatementPage } from './finance/statement-pages';
import { RevenuesModelPage, RevenuesTotalPage } from './sales/revenue-pages';

/**
 * The analyses area (section 2), declared once: its routes, section links and tabs are derived
 * from here. A new page is one entry in `pages`.
 */
export const ANALYSES_PAGES: AreaRegistry = {
  namespace: 'analyses',
  base: '/worlds/:worldId/analyses',
  sections: [
    { path: 'finance', title: 'sections.finance' },
    { path: 'sales', title: 'sections.sales' },
  ],
  pages: [
    {
      path: 'finance/income-statement',
      section: 'finance',
      menu: 'analyses',
      tab: 'incomeStatement',
      title: 'tabs.incomeStatement',
      element: <IncomeStatementPage />,
    },
    { path: 'finance/balance-sheet', section: 'finance', tab: 'balanceSheet', title: 'tabs.balanceSheet', element: <BalanceSheetPage /> },
    { path: 'finance/cash-flow-statement', section: 'finance', tab: 'cashFlow', title: 'tabs.cashFlow', element: <CashFlowPage /> },
    { path: 'sales/revenues-total', section: 'sales', tab: 'revenuesTotal', title: 'tabs.revenuesTotal', element: <RevenuesTotalPage /> },
    { path: 'sales/revenues-model', section: 'sales', tab: 'revenuesModel', title: 'tabs.revenuesModel', element: <RevenuesModelPage /> },
  ],
  redirects: [
    { from: '', to: 'finance/income-statement' },
    { from: 'finance', to: 'income-statement' },
    { from: 'sales', to: 'revenues-total' },
  ],
  otherwise: <Navigate to="/error-404" replace />,
};
