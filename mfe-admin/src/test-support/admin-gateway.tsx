import { createI18n, type Locale } from '@simbiz/i18n';
import axe from 'axe-core';
import { darkTheme, I18nProvider, lightTheme, MessageBoxHost, messageBoxes, ToastHost, toasts } from '@simbiz/ui';
import {
  ApiClient,
  type AppSettings,
  BrowserRouter,
  createStore,
  decideResponse,
  type LoadedWorld,
  presentResponse,
  type Profile,
  ShellProvider,
  type ShellServices,
} from '@simbiz/web-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';

/** A call as the gateway received it: the real method (the override's), the path under /api, the query and the JSON body. */
export interface ReceivedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An envelope the gateway answers with (status 200 unless said). */
export interface Answer {
  code: number;
  data: unknown;
  status?: number;
}
export const ok = (data: unknown): Answer => ({ code: 0, data });
export const refused = (code: number, data: unknown = {}): Answer => ({ code, data });

export const ADMIN_PROFILE: Profile = {
  isAuthenticated: true,
  claims: { userId: '00000000-0000-4000-8000-00000000000a', sid: 's-admin', roles: ['admin', 'licensed'] },
  user: { name: 'Ada Admin', email: 'ada@simbiz.local', avatarSeed: 'ada' },
};

function received(url: string, init: RequestInit = {}): ReceivedCall {
  const address = new URL(url, 'http://localhost');
  const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method: headers['x-http-method-override'] ?? init.method ?? 'GET',
    path: address.pathname.replace(/^\/api/, ''),
    query: address.searchParams,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
  };
}

export interface OpenOptions {
  theme?: 'light' | 'dark';
  locale?: Locale;
  settings?: Partial<AppSettings>;
}

/** The admin console's page as an admin sees it, and what the gateway received. */
export interface AdminGateway {
  calls: ReceivedCall[];
  /** The calls to a path (any method). */
  callsTo(path: string): ReceivedCall[];
}

/**
 * `page` at `path` against a gateway answering with `answer`: API calls through the shell's own
 * client and refusal presentation (a message box, drawn here with the toasts), an admin signed in.
 */
export function openAdminPage(path: string, page: ReactElement, answer: (call: ReceivedCall) => Answer, options: OpenOptions = {}): AdminGateway {
  const calls: ReceivedCall[] = [];
  const respond = async (url: string, init?: RequestInit) => {
    const call = received(url, init);
    calls.push(call);
    const reply = answer(call);
    return { ok: true, status: reply.status ?? 200, json: async () => ({ code: reply.code, data: reply.data }) };
  };
  const i18n = createI18n({ locale: options.locale ?? 'en' });
  const services = {
    i18n,
    settings: {
      product: { name: 'SimBiz', logoText: 'SimBiz' },
      theme: { mode: 'light' },
      i18n: { supportLocales: ['en'], defaultLocale: 'en' },
      ...options.settings,
    },
    createApi: () =>
      new ApiClient({
        fetch: respond as unknown as typeof fetch,
        onRefusal: (outcome, purpose) =>
          presentResponse(
            decideResponse(outcome, purpose, (key) => i18n.exists(key)),
            {
              i18n,
              reload: () => undefined,
              signIn: () => undefined,
              logout: () => undefined,
              redirect404: () => undefined,
            },
          ),
      }),
    world: createStore<LoadedWorld | null>(null),
    profile: createStore<Profile | null>(ADMIN_PROFILE),
    navigate: () => undefined,
  } as unknown as ShellServices;
  window.history.pushState({}, '', path);
  render(
    <ShellProvider services={services}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={options.theme === 'dark' ? darkTheme : lightTheme}>
          <BrowserRouter>
            {/* The shell puts the console in the main landmark. */}
            <main>{page}</main>
          </BrowserRouter>
          <MessageBoxHost />
          <ToastHost />
        </ThemeProvider>
      </I18nProvider>
    </ShellProvider>,
  );
  return { calls, callsTo: (p) => calls.filter((call) => call.path === p) };
}

/** jsdom has no matchMedia (the ui kit asks whether the screen is small): a wide screen, or a phone's. */
export function stubScreen(small = false): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: small && query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

/** Closes what a test left open: message boxes and toasts live in the page's stores, not in its tree. */
export function closeOverlays(): void {
  for (const box of messageBoxes.list()) messageBoxes.close(box.id);
  for (const toast of toasts.list()) toasts.dismiss(toast.id);
  document.body.innerHTML = '';
}

/**
 * What axe finds wrong on the page, one line per rule and element. jsdom lays nothing out and
 * draws nothing: contrast is the themes' business (checked in the browser), so it is left out.
 */
export async function axeViolations(): Promise<string[]> {
  // No canvas for axe's icon check either.
  HTMLCanvasElement.prototype.getContext = () => null;
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
