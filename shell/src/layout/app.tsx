import { GlobalStyle, I18nProvider, MessageBoxHost, Page, SchemeThemeProvider, ToastHost } from '@simbiz/ui';
import { BrowserRouter, hasRole, type LicenseProblemFacts, Route, Routes, ShellProvider, type ShellServices, useProfile } from '@simbiz/web-kit';
import { lazy, type ReactNode, Suspense } from 'react';
import styled from 'styled-components';
import { AreaHost } from '../areas/area-host';
import { ADMIN_AREA } from '../areas/areas';
import { HomePage } from '../pages/home-page';
import { ForbiddenPage, LicenseInvalidPage, NotFoundPage } from '../pages/status-pages';
import { WorldsPage } from '../pages/worlds-page';
import { WorldFrame } from '../world/world-frame';
import { RequireSignIn } from './require-sign-in';
import { ScriptErrorDialog } from './script-error';
import { TopNav } from './top-nav';

/** Theme, language and the shell's services around whatever is drawn. */
export function ShellFrame({ services, children }: { services: ShellServices; children: ReactNode }) {
  return (
    <ShellProvider services={services}>
      <I18nProvider i18n={services.i18n}>
        <SchemeThemeProvider store={services.colorScheme}>
          <GlobalStyle />
          {children}
          <MessageBoxHost />
          <ToastHost />
          <ScriptErrorDialog />
        </SchemeThemeProvider>
      </I18nProvider>
    </ShellProvider>
  );
}

/** Few visit sign-up, so its code loads when it is opened rather than with the first page. */
const SignUpPage = lazy(() => import('../pages/sign-up-page').then((page) => ({ default: page.SignUpPage })));

/** The console draws its own menu beside its pages, so it takes a wider column than a page. */
const ConsolePage = styled(Page)`
  max-width: 84rem;
`;

/**
 * /admin/* (section 2): the admin console's area for admins; anyone else signed in gets the 404
 * page, as if the route did not exist, and the console's remote is never loaded for them
 * (ADMIN_AREA's role). Signed-out visitors are sent to sign in first (RequireSignIn).
 */
export function AdminRoute() {
  const profile = useProfile();
  if (!hasRole(profile, ADMIN_AREA.role)) return <NotFoundPage />;
  return (
    <ConsolePage id="main">
      <AreaHost name={ADMIN_AREA.name} />
    </ConsolePage>
  );
}

export function App({ services }: { services: ShellServices }) {
  return (
    <ShellFrame services={services}>
      <BrowserRouter>
        <a href="#main" style={{ position: 'absolute', left: '-9999px' }}>
          {services.i18n.t('shell:skipToContent')}
        </a>
        <TopNav />
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route
            path="/sign-up"
            element={
              <Suspense fallback={null}>
                <SignUpPage />
              </Suspense>
            }
          />
          <Route element={<RequireSignIn />}>
            <Route path="/worlds" element={<WorldsPage />} />
            <Route path="/worlds/new" element={<AreaPage name="course" />} />
            <Route path="/worlds/join" element={<AreaPage name="course" />} />
            <Route path="/worlds/:worldId/*" element={<WorldFrame />} />
            <Route path="/baike/*" element={<AreaPage name="course" />} />
            <Route path="/admin/*" element={<AdminRoute />} />
          </Route>
          <Route path="/403" element={<ForbiddenPage />} />
          <Route path="/error-404" element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
    </ShellFrame>
  );
}

function AreaPage({ name }: { name: string }) {
  return (
    <Page id="main">
      <AreaHost name={name} />
    </Page>
  );
}

export function LicenseInvalidApp({ services, problem }: { services: ShellServices; problem: LicenseProblemFacts }) {
  return (
    <ShellFrame services={services}>
      <LicenseInvalidPage problem={problem} />
    </ShellFrame>
  );
}
