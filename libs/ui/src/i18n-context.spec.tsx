import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nProvider, useT } from './i18n-context';

function Heading() {
  const { t } = useT('area');
  return <h1>{t('title')}</h1>;
}

describe('texts in components', () => {
  it('show an area’s texts as soon as they arrive, and again after a language switch', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
    render(
      <I18nProvider i18n={i18n}>
        <Heading />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('title');
    act(() => i18n.addResourceBundle('en', 'area', { title: 'Analyses' }));
    expect(screen.getByRole('heading').textContent).toBe('Analyses');
    act(() => i18n.addResourceBundle('th', 'area', { title: 'การวิเคราะห์' }));
    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByRole('heading').textContent).toBe('การวิเคราะห์');
  });
});
