/** The locales of the product (section 1) and how one is chosen for a visitor (section 9). */
export const SUPPORTED_LOCALES = ['en', 'zh-Hans', 'th'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Browser storage key under which the chosen locale is kept. */
export const LOCALE_STORAGE_KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Maps a browser language tag to a supported locale: any `zh` is Simplified Chinese. */
export function matchBrowserLanguage(tag: string, supported: readonly Locale[]): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  const candidate = lower.startsWith('zh') ? 'zh-Hans' : lower.split(/[-_]/)[0];
  return supported.find((l) => l === candidate);
}

export interface LocaleChoiceInput {
  /** What the visitor chose before, read from browser storage. */
  stored?: string | null;
  /** `navigator.languages` (or `[navigator.language]`), most preferred first. */
  browserLanguages?: readonly string[];
  /** The installation's `i18n.supportLocales`; defaults to all three. */
  supported?: readonly Locale[];
  /** The configured default, used when nothing else matches. */
  defaultLocale?: Locale;
}

/** Stored locale first, else the first browser language supported, else the configured default. */
export function chooseLocale(input: LocaleChoiceInput): Locale {
  const supported = input.supported?.length ? input.supported : SUPPORTED_LOCALES;
  if (isLocale(input.stored) && supported.includes(input.stored)) return input.stored;
  for (const tag of input.browserLanguages ?? []) {
    const match = matchBrowserLanguage(tag, supported);
    if (match) return match;
  }
  const fallback = input.defaultLocale;
  return fallback && supported.includes(fallback) ? fallback : (supported[0] ?? 'en');
}
