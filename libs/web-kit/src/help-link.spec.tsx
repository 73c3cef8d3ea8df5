/** @jest-environment jsdom */
import './test-support/router-in-jsdom';
import { createI18n } from '@simbiz/i18n';
import { I18nProvider, lightTheme } from '@simbiz/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { HelpLink, PageTitle } from './help-link';
import { ShellProvider, type ShellServices } from './shell-services';

const navigate = jest.fn();
const renderIn = (locale: 'en' | 'zh-Hans' | 'th', element: ReactElement) =>
  render(
    <I18nProvider i18n={createI18n({ locale })}>
      <ThemeProvider theme={lightTheme}>
        <ShellProvider services={{ navigate } as unknown as ShellServices}>{element}</ShellProvider>
      </ThemeProvider>
    </I18nProvider>,
  );

describe('the help icon', () => {
  it('is a link to the article, named after it in the reader’s language', () => {
    renderIn('en', <HelpLink article="valuePropositions" />);
    const link = screen.getByRole('link', { name: 'About value propositions in Simspedia' });
    expect(link.getAttribute('href')).toBe('/baike/valuePropositions');
  });

  it('goes there through the shell on a plain click, and leaves a modified click to the browser', () => {
    navigate.mockClear();
    renderIn('en', <HelpLink article="loans" />);
    const link = screen.getByRole('link');
    fireEvent.click(link, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/baike/loans');
  });

  it.each([
    ['zh-Hans', '在模拟百科中了解价值主张'],
    ['th', 'อ่านเรื่องคุณค่าที่นำเสนอ ในสารานุกรมการจำลอง'],
  ] as const)('is named in %s', (locale, name) => {
    renderIn(locale, <HelpLink article="valuePropositions" />);
    expect(screen.getByRole('link', { name })).toBeTruthy();
  });

  it('shows its "?" to the eye only: the name comes from the label', () => {
    renderIn('en', <HelpLink article="loans" />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('?');
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe('?');
  });
});

describe('a page title', () => {
  it('keeps the heading its own name and puts the help icon beside it', () => {
    renderIn('en', <PageTitle help="segments">Consumers</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Consumers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About market segments in Simspedia' }).getAttribute('href')).toBe('/baike/segments');
  });

  it('is a plain heading without an article', () => {
    renderIn('en', <PageTitle>Environment</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Environment' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
