import i18next, { type BackendModule, type i18n, type ReadCallback } from 'i18next';
import { type Locale, SUPPORTED_LOCALES } from './locales';
import type { LocaleResources, Namespace } from './resources';
import { I18N_OPTIONS } from './i18n-options';

/** Loads one namespace's texts in one locale. */
export type CatalogueLoader = (locale: string) => Promise<object>;

/**
 * One namespace of one locale, as its own chunk in a browser build: a page downloads the texts
 * of its language only, and an area's texts travel with the area that bundles this call.
 */
export async function loadCatalogue<N extends Namespace>(locale: Locale, namespace: N): Promise<LocaleResources[N]> {
  const module = (await import(`./resources/${locale}/${namespace}.ts`)) as Record<N, LocaleResources[N]>;
  return module[namespace];
}

/** An i18next backend that asks each namespace's registered loader for its texts. */
class CatalogueBackend implements BackendModule {
  static readonly type = 'backend';
  readonly type = 'backend';
  private readonly loaders = new Map<string, CatalogueLoader>();

  init(): void {
    // Nothing to set up: loaders are registered by the shell and by each area.
  }

  register(namespace: string, loader: CatalogueLoader): void {
    this.loaders.set(namespace, loader);
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const loader = this.loaders.get(namespace);
    if (!loader) return callback(null, {});
    loader(language).then(
      (texts) => callback(null, texts as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }
}

export interface LoadingI18nOptions {
  locale: Locale;
  fallbackLocale?: Locale;
  supportedLocales?: readonly Locale[];
  /** The namespaces loaded before the instance is ready, each with its loader. */
  catalogues: Partial<Record<string, CatalogueLoader>>;
  /** Namespaces loaded only when asked for (`loadNamespaces`), e.g. the refusal texts. */
  onDemand?: Partial<Record<string, CatalogueLoader>>;
}

/**
 * The browser's i18next instance: only the chosen locale's texts (and the fallback's) are loaded,
 * before it resolves; another language is loaded when the visitor switches to it.
 */
export async function createLoadingI18n(options: LoadingI18nOptions): Promise<i18n> {
  const backend = new CatalogueBackend();
  for (const [namespace, loader] of Object.entries({ ...options.onDemand, ...options.catalogues })) if (loader) backend.register(namespace, loader);
  const instance = i18next.createInstance().use(backend);
  await instance.init({
    ...I18N_OPTIONS,
    lng: options.locale,
    fallbackLng: options.fallbackLocale ?? 'en',
    supportedLngs: [...(options.supportedLocales ?? SUPPORTED_LOCALES)],
    ns: Object.keys(options.catalogues),
  });
  return instance;
}

/**
 * Adds an area's namespace to the page's instance and loads it in the current language; on a
 * language switch i18next loads it again with the others.
 */
export async function addCatalogue(instance: i18n, namespace: string, loader: CatalogueLoader): Promise<void> {
  // The page's instance comes from the shell's bundle, this code from an area's: the backend is
  // recognised by what it does, not by its class (each bundle has its own copy of the class).
  const backend = instance.services.backendConnector?.backend as Partial<CatalogueBackend> | undefined;
  if (typeof backend?.register !== 'function') throw new Error('this i18next instance does not load catalogues');
  backend.register(namespace, loader);
  // A language switch already under way loads only the namespaces it knew of when it began.
  const pending = (instance as i18n & { isLanguageChangingTo?: string }).isLanguageChangingTo;
  await instance.loadNamespaces(namespace);
  const missing = [...new Set([pending, instance.language])].filter((lng): lng is string => !!lng && !instance.hasResourceBundle(lng, namespace));
  if (missing.length > 0) await instance.reloadResources(missing, [namespace]);
}
