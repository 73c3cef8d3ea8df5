/** @jest-environment jsdom */
import { createI18n } from '@simbiz/i18n';
import { createColorSchemeStore } from '@simbiz/ui';
import { ApiClient, createStore, type LoadedWorld, type Profile, type ShellServices } from '@simbiz/web-kit';
import { act, render, screen } from '@testing-library/react';
import { triggerAppChange } from 'single-spa';
import { registerAreas } from '../areas/register-areas';
import { DEFAULT_SETTINGS } from '../startup/manifest';
import { App } from './app';

const ADMIN_ENTRY = '/mfe/admin/remoteEntry.js';

const signedIn = (roles: string[]): Profile => ({
  isAuthenticated: true,
  claims: { userId: 'u-1', sid: 's-1', roles },
  user: { name: 'Pat', email: 'pat@simbiz.local', avatarSeed: 'pat' },
});
const ADMIN = signedIn(['admin', 'licensed']);
const TEACHER = signedIn(['licensed']);

beforeAll(() => {
  // jsdom has no matchMedia: a wide screen in the light scheme.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
});

function servicesFor(profile: Profile | null, accountCenterUrl: string | null = null): ShellServices {
  return {
    i18n: createI18n({ locale: 'en' }),
    settings: { ...DEFAULT_SETTINGS, accountCenterUrl },
    profile: createStore<Profile | null>(profile),
    world: createStore<LoadedWorld | null>(null),
    colorScheme: createColorSchemeStore(window, 'light'),
    createApi: () => new ApiClient({ fetch: (async () => ({ status: 200, json: async () => ({ code: 0, data: [] }) })) as unknown as typeof fetch }),
    navigate: () => undefined,
    setLocale: () => undefined,
  };
}

function openShell(path: string, services: ShellServices) {
  window.history.pushState({}, '', path);
  return render(<App services={services} />);
}

const adminScripts = () => [...document.querySelectorAll('script')].filter((script) => script.getAttribute('src') === ADMIN_ENTRY);

describe('the admin route (section 2: it exists only for admins)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives an admin the console’s area in the main landmark', () => {
    openShell('/admin/dashboard', servicesFor(ADMIN));
    expect(document.querySelector('main [data-area="admin"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('gives anyone else signed in the 404 page, with no place for the console', () => {
    openShell('/admin', servicesFor(TEACHER));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(document.querySelector('[data-area="admin"]')).toBeNull();
  });

  it('shows Admin Console and Account Center to an admin only, Account Center leading to the console’s accounts without an external one', () => {
    openShell('/', servicesFor(ADMIN));
    expect(screen.getByRole('link', { name: 'Admin Console' }).getAttribute('href')).toBe('/admin');
    const center = screen.getByRole('link', { name: 'Account Center' });
    expect([center.getAttribute('href'), center.getAttribute('target')]).toEqual(['/admin/accounts', null]);
    document.body.innerHTML = '';
    openShell('/', servicesFor(ADMIN, 'https://accounts.example.org/'));
    const external = screen.getByRole('link', { name: 'Account Center' });
    expect([external.getAttribute('href'), external.getAttribute('target')]).toEqual(['https://accounts.example.org/', '_blank']);
    document.body.innerHTML = '';
    openShell('/', servicesFor(TEACHER, 'https://accounts.example.org/'));
    expect(screen.queryByRole('link', { name: 'Admin Console' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Account Center' })).toBeNull();
  });

  it('never loads the console’s remote for someone who is not an admin, and loads it for an admin', async () => {
    const services = servicesFor(TEACHER);
    const manifest = { remotes: { admin: { url: ADMIN_ENTRY, scope: 'mfe_admin' } }, settings: services.settings };
    window.history.pushState({}, '', '/admin/dashboard');
    registerAreas(manifest, services);
    await act(() => triggerAppChange());
    expect(adminScripts()).toHaveLength(0);
    // The same address once the person holds the role: single-spa starts fetching the remote.
    services.profile.set(ADMIN);
    await act(async () => {
      void triggerAppChange();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(adminScripts()).toHaveLength(1);
  });
});
