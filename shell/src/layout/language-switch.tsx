import { isLocale } from '@simbiz/i18n';
import { useT } from '@simbiz/ui';
import { showsLanguageSwitch, useShell } from '@simbiz/web-kit';
import { useId } from 'react';
import { LOCALE_NAMES } from './nav-items';
import { NavSelect } from './nav-styles';

/** English, 简体中文, ไทย: shown only when the installation supports more than one (section 1). */
export function LanguageSwitch() {
  const { settings, setLocale } = useShell();
  const { t, language } = useT('shell');
  const id = useId();
  const locales = settings.i18n.supportLocales;
  if (!showsLanguageSwitch(locales)) return null;
  return (
    <>
      <label htmlFor={id} style={{ position: 'absolute', left: '-9999px' }}>
        {t('language.label')}
      </label>
      <NavSelect id={id} value={language} onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)} data-testid="language-switch">
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale] ?? locale}
          </option>
        ))}
      </NavSelect>
    </>
  );
}
