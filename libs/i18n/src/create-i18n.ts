import i18next, { type Resource, type i18n } from 'i18next';
import { type Locale, SUPPORTED_LOCALES } from './locales';
import { I18N_OPTIONS } from './i18n-options';
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
    ...I18N_OPTIONS,
    initAsync: false,
    lng: options.locale,
    fallbackLng: options.fallbackLocale ?? 'en',
    supportedLngs: [...(options.supportedLocales ?? SUPPORTED_LOCALES)],
    ns: [...NAMESPACES],
    // Typed catalogues are plain nested strings, which is what i18next's Resource holds.
    resources: RESOURCES as unknown as Resource,
  });
  return instance;
}
