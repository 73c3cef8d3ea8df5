import { chooseLocale, isLocale, type Locale, LOCALE_STORAGE_KEY, SUPPORTED_LOCALES } from '@simbiz/i18n';

/** The browser storage key of the shell's colour theme (libs/ui color-scheme.ts), which the gateway may not import. */
const COLOR_SCHEME_KEY = 'color-scheme';

/**
 * How the sign-in page's language was chosen: `link` a language link of the page (?lang=),
 * `browser` the Accept-Language header (or the installation's default) on a page asked for with
 * GET, `form` any page that answers the posted form (its hidden `lang`, else Accept-Language).
 */
export type LocaleSource = 'link' | 'form' | 'browser';

export interface PageLocale {
  locale: Locale;
  source: LocaleSource;
}

/**
 * The sign-in page's language: the one asked for (`lang` of the link or of the posted form) when
 * it is supported, else the first supported one of Accept-Language, else the installation's.
 */
export function pageLocale(asked: unknown, acceptLanguage: string | undefined, defaultLocale: Locale, askedBy: 'link' | 'form'): PageLocale {
  const browserLanguages = String(acceptLanguage ?? '')
    .split(',')
    .map((tag) => tag.split(';')[0]?.trim() ?? '');
  const locale = isLocale(asked) ? asked : chooseLocale({ browserLanguages, defaultLocale });
  return { locale, source: askedBy === 'form' ? 'form' : isLocale(asked) ? 'link' : 'browser' };
}

/**
 * The shell keeps the visitor's language and colour theme in browser storage, which the server
 * never sees; this script, run in the page's head before anything is drawn, carries them over:
 * the stored theme becomes `data-theme` (without it the system's preference holds), a page drawn
 * in the browser's language moves to the stored language (the address gains ?lang=, so it happens
 * once), and a language picked with the page's links is stored for the shell. A posted page never
 * moves, which would lose what was typed. Without script the page works as it is.
 */
export const SHELL_CHOICES_SCRIPT = `(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)});
    if (theme === 'dark' || theme === 'light') root.setAttribute('data-theme', theme);
    var source = root.getAttribute('data-locale-source');
    var stored = localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});
    if (source === 'link') localStorage.setItem(${JSON.stringify(LOCALE_STORAGE_KEY)}, root.lang);
    else if (source === 'browser' && ${JSON.stringify(SUPPORTED_LOCALES)}.indexOf(stored) >= 0 && stored !== root.lang) {
      var address = new URL(location.href);
      address.searchParams.set('lang', stored);
      location.replace(address.href);
    }
  } catch (e) {}
})();`;
