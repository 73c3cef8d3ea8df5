/** @jest-environment jsdom */
import './test-support/router-in-jsdom';
import { createI18n } from '@simbiz/i18n';
import { I18nProvider, lightTheme } from '@simbiz/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { type AreaRegistry, AreaRoutes, AreaSectionTabs, type AreaWorldConfig, pageLanding, pageShown, sectionTabPages } from './area-pages';

const international: AreaWorldConfig = { tradingType: 2, rounds: 8, daysPerRound: 30, baseCurrency: 'USD' };
const internal: AreaWorldConfig = { ...international, tradingType: 1 };

const Tabs = () => <AreaSectionTabs registry={REGISTRY} section="env" tabKey="env" />;
const REGISTRY: AreaRegistry = {
  namespace: 'test',
  base: '/w/:worldId/area',
  sections: [{ path: 'env', title: 'env' }],
  pages: [
    {
      path: 'env/currency',
      section: 'env',
      tab: 'currency',
      title: 'Currency',
      shownWhen: (config) => config.tradingType !== 1,
      element: (
        <div>
          currency page <Tabs />
        </div>
      ),
    },
    {
      path: 'env/taxation',
      section: 'env',
      tab: 'taxation',
      title: 'Taxation',
      element: (
        <div>
          taxation page <Tabs />
        </div>
      ),
    },
    { path: 'env/loan', section: 'env', tab: 'loan', title: 'Loan', element: <p>loan page</p> },
    { path: 'lonely', section: 'lonely', shownWhen: () => false, element: <p>lonely page</p> },
  ],
  redirects: [{ from: 'env', to: 'currency' }],
  otherwise: <p>not found</p>,
};
const [currency, taxation, , lonely] = REGISTRY.pages;

function renderAt(path: string, config: AreaWorldConfig | null) {
  return render(
    <I18nProvider i18n={createI18n({ locale: 'en' })}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[path]}>
          <AreaRoutes registry={REGISTRY} config={config} />
        </MemoryRouter>
      </ThemeProvider>
    </I18nProvider>,
  );
}

describe('pages shown in some worlds only (shownWhen)', () => {
  beforeAll(() => {
    // Wide screen: the tabs are a strip.
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as never;
  });

  it('shows a page without a rule everywhere, and one with a rule only where the world’s config passes it, once that is in', () => {
    expect(pageShown({}, null)).toBe(true);
    expect(currency && pageShown(currency, international)).toBe(true);
    expect(currency && pageShown(currency, internal)).toBe(false);
    expect(currency && pageShown(currency, null)).toBeNull();
  });

  it('leaves a hidden page out of its section’s tabs', () => {
    expect(sectionTabPages(REGISTRY, 'env', international).map((p) => p.tab)).toEqual(['currency', 'taxation', 'loan']);
    expect(sectionTabPages(REGISTRY, 'env', internal).map((p) => p.tab)).toEqual(['taxation', 'loan']);
  });

  it('leads a hidden page’s address to the first shown tab of its section, or nowhere when none is, and waits for the config', () => {
    if (!currency || !taxation || !lonely) throw new Error('the registry has its pages');
    expect(pageLanding(REGISTRY, currency, international)).toBe('env/currency');
    expect(pageLanding(REGISTRY, currency, internal)).toBe('env/taxation');
    expect(pageLanding(REGISTRY, taxation, internal)).toBe('env/taxation');
    expect(pageLanding(REGISTRY, lonely, internal)).toBeNull();
    expect(pageLanding(REGISTRY, currency, null)).toBeUndefined();
  });

  it('opens the section on the first shown tab: currency in an international world, taxation in an internal one', () => {
    const { unmount } = renderAt('/w/1/area/env', international);
    expect(screen.getByText(/currency page/)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Currency', 'Taxation', 'Loan']);
    unmount();
    renderAt('/w/2/area/env', internal);
    expect(screen.getByText(/taxation page/)).toBeTruthy();
  });

  it('takes the hidden page’s address to the first shown tab, with no tab for it', () => {
    renderAt('/w/1/area/env/currency', internal);
    expect(screen.queryByText(/currency page/)).toBeNull();
    expect(screen.getByText(/taxation page/)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Taxation', 'Loan']);
  });

  it('shows nothing at a ruled address until the world’s config is in, and the area’s otherwise where no page is left', () => {
    const { container, unmount } = renderAt('/w/1/area/env/currency', null);
    expect(container.textContent).toBe('');
    unmount();
    renderAt('/w/1/area/lonely', internal);
    expect(screen.getByText('not found')).toBeTruthy();
  });
});
