import { I18nProvider, SchemeThemeProvider } from '@simbiz/ui';
import { BrowserRouter, Navigate, Route, Routes, ShellProvider, type ShellServices } from '@simbiz/web-kit';
import { BalanceSheetPage, CashFlowPage, IncomeStatementPage } from './finance/statement-pages';
import { RevenuesModelPage, RevenuesTotalPage } from './sales/revenue-pages';

export interface AnalysesProps {
  shell: ShellServices;
  domElement: HTMLElement;
}

const AREA = '/worlds/:worldId/analyses';

/** The analyses area's routes (section 2), with its redirects, inside the shell's services. */
export function AnalysesRoot({ shell }: AnalysesProps) {
  return (
    <ShellProvider services={shell}>
      <I18nProvider i18n={shell.i18n}>
        <SchemeThemeProvider store={shell.colorScheme}>
          <BrowserRouter>
            <Routes>
              <Route path={AREA} element={<Navigate to="finance/income-statement" replace />} />
              <Route path={`${AREA}/finance`} element={<Navigate to="income-statement" replace />} />
              <Route path={`${AREA}/finance/income-statement`} element={<IncomeStatementPage />} />
              <Route path={`${AREA}/finance/balance-sheet`} element={<BalanceSheetPage />} />
              <Route path={`${AREA}/finance/cash-flow-statement`} element={<CashFlowPage />} />
              <Route path={`${AREA}/sales`} element={<Navigate to="revenues-total" replace />} />
              <Route path={`${AREA}/sales/revenues-total`} element={<RevenuesTotalPage />} />
              <Route path={`${AREA}/sales/revenues-model`} element={<RevenuesModelPage />} />
              <Route path="*" element={<Navigate to="/error-404" replace />} />
            </Routes>
          </BrowserRouter>
        </SchemeThemeProvider>
      </I18nProvider>
    </ShellProvider>
  );
}
