import { chooseLocale, createLoadingI18n, loadCatalogue, LOCALE_STORAGE_KEY, type Locale } from '@simbiz/i18n';
import { createColorSchemeStore, readStored, writeStored } from '@simbiz/ui';
import {
  ApiClient,
  createStore,
  createTeamPresence,
  createWorldEventsHub,
  decideResponse,
  type LoadedWorld,
  loginAddress,
  logoutAddress,
  presentResponse,
  type Profile,
  type ShellServices,
} from '@simbiz/web-kit';
import { navigateToUrl } from 'single-spa';
import type { ShellManifest } from './manifest';

/** The shell's own texts; each area adds its namespace when it starts (addCatalogue). */
const SHELL_CATALOGUES = {
  common: (locale: string) => loadCatalogue(locale as Locale, 'common'),
  shell: (locale: string) => loadCatalogue(locale as Locale, 'shell'),
};
/**
 * Texts loaded only when asked for, to keep the first page small: a refusal's (with the first
 * refusal), the rules' messages (when a field is first judged), the sign-up page's (with it).
 */
const ON_DEMAND_CATALOGUES = {
  errors: (locale: string) => loadCatalogue(locale as Locale, 'errors'),
  refusals: (locale: string) => loadCatalogue(locale as Locale, 'refusals'),
  validation: (locale: string) => loadCatalogue(locale as Locale, 'validation'),
  signUp: (locale: string) => loadCatalogue(locale as Locale, 'signUp'),
};

/** The services the shell shares with every micro-frontend, built once at start. */
export async function createShellServices(manifest: ShellManifest, win: Window = window): Promise<ShellServices> {
  const { settings } = manifest;
  const supported = settings.i18n.supportLocales;
  const locale = chooseLocale({
    stored: readStored(LOCALE_STORAGE_KEY, win.localStorage),
    browserLanguages: win.navigator.languages ?? [win.navigator.language],
    supported,
    defaultLocale: settings.i18n.defaultLocale,
  });
  const i18n = await createLoadingI18n({
    locale,
    fallbackLocale: settings.i18n.defaultLocale,
    supportedLocales: supported,
    catalogues: SHELL_CATALOGUES,
    onDemand: ON_DEMAND_CATALOGUES,
  });
  win.document.documentElement.lang = locale;
  const profile = createStore<Profile | null>(null);
  const world = createStore<LoadedWorld | null>(null);
  const here = () => `${win.location.pathname}${win.location.search}`;
  const navigate = (to: string, options?: { replace?: boolean }) => {
    if (options?.replace) win.history.replaceState(win.history.state, '', to);
    else navigateToUrl(to);
  };

  const createApi = () =>
    new ApiClient({
      locale: () => i18n.language,
      currentRoundId: () => world.get()?.details?.currentRoundId,
      reviewedCompanyId: (worldId) => (world.get()?.worldId === worldId ? world.get()?.reviewedCompany?.companyId : null),
      online: () => win.navigator.onLine !== false,
      onRefusal: (outcome, purpose) =>
        void i18n.loadNamespaces(['errors', 'refusals']).then(() =>
          presentResponse(
            decideResponse(outcome, purpose, (key) => i18n.exists(key)),
            {
              i18n,
              reload: () => win.location.reload(),
              signIn: () => win.location.assign(loginAddress(here())),
              logout: () => win.location.assign(logoutAddress(profile.get()?.claims.sid ?? '', loginAddress(here()))),
              redirect404: () => navigate('/error-404', { replace: true }),
            },
          ),
        ),
    });

  // One stream per tab: the world frame holds the world shown, pages listen on it, and the tab's presence goes with it.
  const worldEvents = createWorldEventsHub();
  return {
    i18n,
    settings,
    profile,
    world,
    colorScheme: createColorSchemeStore(win, settings.theme.mode),
    createApi,
    worldEvents,
    presence: createTeamPresence({ hub: worldEvents }),
    navigate,
    setLocale(next: Locale) {
      void i18n.changeLanguage(next);
      writeStored(LOCALE_STORAGE_KEY, next, win.localStorage);
      win.document.documentElement.lang = next;
    },
  };
}
