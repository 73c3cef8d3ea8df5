import { I18nProvider, SchemeThemeProvider } from '@simbiz/ui';
import { BrowserRouter, Navigate, Route, Routes, ShellProvider, type ShellServices } from '@simbiz/web-kit';
import { BrandConsolePage } from './brands/brand-console-page';
import { SectionNav } from './common/area-parts';
import { FinancePage } from './finance/finance-page';
import { ProductionsPage } from './productions/productions-page';
import { CompanyPromotionsPage } from './promotions/company-promotions-page';
import { StoresPage } from './stores/stores-page';

export interface OperationsProps {
  shell: ShellServices;
  domElement: HTMLElement;
}

const AREA = '/worlds/:worldId/operating';

/** The operating decisions area's routes (section 2), with its redirects, inside the shell's services. */
export function OperationsRoot({ shell }: OperationsProps) {
  return (
    <ShellProvider services={shell}>
      <I18nProvider i18n={shell.i18n}>
        <SchemeThemeProvider store={shell.colorScheme}>
          <BrowserRouter>
            <Routes>
              <Route path={`${AREA}/*`} element={<SectionNav />} />
            </Routes>
            <Routes>
              <Route path={AREA} element={<Navigate to="brands/brand-console" replace />} />
              <Route path={`${AREA}/brands`} element={<Navigate to="brand-console" replace />} />
              <Route path={`${AREA}/brands/brand-console`} element={<BrandConsolePage />} />
              <Route path={`${AREA}/productions`} element={<Navigate to="list" replace />} />
              <Route path={`${AREA}/productions/list`} element={<ProductionsPage />} />
              <Route path={`${AREA}/stores`} element={<Navigate to="my-stores" replace />} />
              <Route path={`${AREA}/stores/my-stores`} element={<StoresPage tab="myStores" />} />
              <Route path={`${AREA}/stores/platform`} element={<Navigate to="products" replace />} />
              <Route path={`${AREA}/stores/platform/products`} element={<StoresPage tab="platformProducts" />} />
              <Route path={`${AREA}/promotions`} element={<Navigate to="company" replace />} />
              <Route path={`${AREA}/promotions/company`} element={<Navigate to="list" replace />} />
              <Route path={`${AREA}/promotions/company/list`} element={<CompanyPromotionsPage />} />
              <Route path={`${AREA}/finance`} element={<Navigate to="capitals" replace />} />
              <Route path={`${AREA}/finance/capitals`} element={<FinancePage tab="capitals" />} />
              <Route path={`${AREA}/finance/financing/smeloan`} element={<FinancePage tab="smeLoan" />} />
              <Route path="*" element={<Navigate to="/error-404" replace />} />
            </Routes>
          </BrowserRouter>
        </SchemeThemeProvider>
      </I18nProvider>
    </ShellProvider>
  );
}
