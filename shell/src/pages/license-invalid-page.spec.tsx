/** @jest-environment jsdom */
import { createI18n } from '@simbiz/i18n';
import { createColorSchemeStore } from '@simbiz/ui';
import { ApiClient, createStore, type LicenseProblemFacts, type LoadedWorld, type Profile, type ShellServices } from '@simbiz/web-kit';
import { render, screen } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '../startup/manifest';
import { LicenseInvalidApp } from '../layout/app';

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
});

const services = (locale: 'en' | 'th'): ShellServices => ({
  i18n: createI18n({ locale }),
  settings: DEFAULT_SETTINGS,
  profile: createStore<Profile | null>(null),
  world: createStore<LoadedWorld | null>(null),
  colorScheme: createColorSchemeStore(window, 'light'),
  createApi: () => new ApiClient({ fetch: (async () => ({ status: 200, json: async () => ({ code: 0, data: null }) })) as unknown as typeof fetch }),
  navigate: () => undefined,
  setLocale: () => undefined,
});

const open = (locale: 'en' | 'th', problem: LicenseProblemFacts) => render(<LicenseInvalidApp services={services(locale)} problem={problem} />);

describe('the License Invalid page (section 8: code -1 at startup)', () => {
  it('is titled License Invalid, asks to contact the administrator, and says why in the reader’s language', () => {
    open('th', { reason: 'expired', expiresAt: '2026-03-01T00:00:00Z', detail: 'The license expired on 2026-03-01T00:00:00Z.' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ใบอนุญาตไม่ถูกต้อง');
    expect(screen.getByRole('alert').textContent).toContain('ใบอนุญาตหมดอายุเมื่อ 1 มีนาคม 2569');
    expect(screen.getByRole('alert').textContent).not.toContain('The license expired');
  });

  it('shows identity’s detail as it is when the reason is not one it knows', () => {
    open('en', { detail: 'Revoked by the vendor.' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('License Invalid');
    expect(screen.getByRole('alert').textContent).toContain('Revoked by the vendor.');
  });
});
