import { useT } from '@simbiz/ui';
import { useShell } from '@simbiz/web-kit';
import { useSyncExternalStore } from 'react';
import { NavButton } from './nav-styles';

const GLYPH = { auto: '◐', dark: '☾', light: '☀' } as const;

/** Cycles auto, dark, light (section 4); the choice is kept under the color-scheme key. */
export function ThemeSwitch() {
  const { colorScheme } = useShell();
  const { t } = useT('shell');
  const { mode } = useSyncExternalStore(colorScheme.subscribe, colorScheme.get);
  const label = t('theme.switch', { mode: t(`theme.${mode}`) });
  return (
    <NavButton type="button" onClick={() => colorScheme.cycle()} aria-label={label} title={label} data-theme-mode={mode}>
      <span aria-hidden="true">{GLYPH[mode]}</span>
      <span>{t(`theme.${mode}`)}</span>
    </NavButton>
  );
}
