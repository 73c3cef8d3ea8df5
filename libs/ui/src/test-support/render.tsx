import { createI18n } from '@simbiz/i18n';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { I18nProvider } from '../i18n-context';
import { lightTheme } from '../theme/theme';

/** Renders with the light theme and the English catalogues, as the shell would. */
export function renderUi(element: ReactElement, locale: 'en' | 'th' | 'zh-Hans' = 'en'): RenderResult {
  const i18n = createI18n({ locale });
  return render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={lightTheme}>{element}</ThemeProvider>
    </I18nProvider>,
  );
}

/** jsdom has no matchMedia: this one answers `matches` for every query. */
export function stubMatchMedia(matches: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}
