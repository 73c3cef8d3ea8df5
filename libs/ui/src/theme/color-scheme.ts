import { readStored, writeStored } from '../browser-storage';

/** Theme mode (section 4): auto follows the system preference; the switch cycles auto, dark, light. */
export type ThemeMode = 'auto' | 'dark' | 'light';
export type ColorScheme = 'light' | 'dark';

/** Browser storage key under which the chosen mode is kept (section 9). */
export const COLOR_SCHEME_KEY = 'color-scheme';
export const THEME_MODES: readonly ThemeMode[] = ['auto', 'dark', 'light'];

export function nextThemeMode(mode: ThemeMode): ThemeMode {
  return THEME_MODES[(THEME_MODES.indexOf(mode) + 1) % THEME_MODES.length] ?? 'auto';
}

export function resolveColorScheme(mode: ThemeMode, systemPrefersDark: boolean): ColorScheme {
  if (mode === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

export function parseThemeMode(stored: string | null | undefined, fallback: ThemeMode = 'auto'): ThemeMode {
  return THEME_MODES.includes(stored as ThemeMode) ? (stored as ThemeMode) : fallback;
}

export interface ColorSchemeState {
  mode: ThemeMode;
  scheme: ColorScheme;
}

export interface ColorSchemeStore {
  get(): ColorSchemeState;
  setMode(mode: ThemeMode): void;
  cycle(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The page's colour scheme: the stored mode (or the installation's default), resolved against
 * `prefers-color-scheme`, updated when the system preference changes while in auto.
 */
export function createColorSchemeStore(win: Pick<Window, 'localStorage' | 'matchMedia'>, defaultMode: ThemeMode = 'auto'): ColorSchemeStore {
  const query = win.matchMedia('(prefers-color-scheme: dark)');
  const listeners = new Set<() => void>();
  let mode = parseThemeMode(readStored(COLOR_SCHEME_KEY, win.localStorage), defaultMode);
  let state: ColorSchemeState = { mode, scheme: resolveColorScheme(mode, query.matches) };
  const update = () => {
    state = { mode, scheme: resolveColorScheme(mode, query.matches) };
    listeners.forEach((listener) => listener());
  };
  query.addEventListener('change', update);
  return {
    get: () => state,
    setMode(next) {
      mode = next;
      writeStored(COLOR_SCHEME_KEY, next, win.localStorage);
      update();
    },
    cycle() {
      this.setMode(nextThemeMode(mode));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
