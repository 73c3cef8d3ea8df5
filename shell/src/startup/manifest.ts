import { SUPPORTED_LOCALES } from '@simbiz/i18n';
import type { AppSettings } from '@simbiz/web-kit';

/** Where each area's remote is loaded from, and the installation's settings (served at start). */
export interface RemoteEntry {
  url: string;
  /** The Module Federation container's global name. */
  scope: string;
}

export interface ShellManifest {
  remotes: Record<string, RemoteEntry>;
  settings: AppSettings;
}

export const MANIFEST_URL = '/mfe-manifest.json';

export const DEFAULT_SETTINGS: AppSettings = {
  product: { name: 'SimBiz', logoText: 'SimBiz' },
  theme: { mode: 'auto' },
  i18n: { supportLocales: [...SUPPORTED_LOCALES], defaultLocale: 'en' },
  accountCenterUrl: null,
};

/** The manifest as served; settings missing from it keep their defaults. */
export async function fetchManifest(fetcher: typeof fetch = fetch): Promise<ShellManifest> {
  const response = await fetcher(MANIFEST_URL, { headers: { accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered HTTP ${response.status}`);
  const body = (await response.json()) as Partial<ShellManifest>;
  const settings = body.settings ?? ({} as Partial<AppSettings>);
  return {
    remotes: body.remotes ?? {},
    settings: {
      ...DEFAULT_SETTINGS,
      ...settings,
      product: { ...DEFAULT_SETTINGS.product, ...settings.product },
      theme: { ...DEFAULT_SETTINGS.theme, ...settings.theme },
      i18n: { ...DEFAULT_SETTINGS.i18n, ...settings.i18n },
    },
  };
}
