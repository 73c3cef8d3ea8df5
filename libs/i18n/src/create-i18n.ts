import i18next, { type Resource, type i18n } from 'i18next';
import { type Locale, SUPPORTED_LOCALES } from './locales';
import { NAMESPACES, RESOURCES } from './resources';

export interface I18nOptions {
  locale: Locale;
  /** Locale used for a key missing in `locale`; the installation's setting, English by default. */
  fallbackLocale?: Locale;
  supportedLocales?: readonly Locale[];
}

/**
 * A ready i18next instance with every catalogue loaded. Parameters are written `{name}` as in
 * the specification ("member limit {count} reached"); error texts are keyed by catalogue key.
 */
export function createI18n(options: I18nOptions): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    lng: options.locale,
    fallbackLng: options.fallbackLocale ?? 'en',
    supportedLngs: [...(options.supportedLocales ?? SUPPORTED_LOCALES)],
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // Typed catalogues are plain nested strings, which is what i18next's Resource holds.
    resources: RESOURCES as unknown as Resource,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
  });
  return instance;
}
