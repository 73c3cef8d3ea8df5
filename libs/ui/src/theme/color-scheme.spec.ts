import { COLOR_SCHEME_KEY, createColorSchemeStore, nextThemeMode, resolveColorScheme } from './color-scheme';

function fakeWindow(stored: string | null, prefersDark: boolean) {
  const storage = new Map<string, string>(stored ? [[COLOR_SCHEME_KEY, stored]] : []);
  const listeners = new Set<() => void>();
  const query = { matches: prefersDark, addEventListener: (_: string, l: () => void) => listeners.add(l) };
  return {
    win: {
      localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
      matchMedia: () => query,
    } as unknown as Window,
    storage,
    systemTurns: (dark: boolean) => {
      query.matches = dark;
      listeners.forEach((l) => l());
    },
  };
}

describe('the theme mode (section 4)', () => {
  it('cycles auto, dark, light, then auto again', () => {
    expect(['auto', 'dark', 'light'].map((m) => nextThemeMode(m as 'auto'))).toEqual(['dark', 'light', 'auto']);
  });

  it('follows the system preference in auto', () => {
    expect(resolveColorScheme('auto', true)).toBe('dark');
    expect(resolveColorScheme('auto', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
  });

  it('reacts to a change of the system preference while in auto', () => {
    const { win, systemTurns } = fakeWindow(null, false);
    const store = createColorSchemeStore(win);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get().scheme));
    systemTurns(true);
    expect(seen).toEqual(['dark']);
  });

  it('keeps the chosen mode under the color-scheme key and reads it back', () => {
    const { win, storage } = fakeWindow(null, false);
    createColorSchemeStore(win).cycle();
    expect(storage.get(COLOR_SCHEME_KEY)).toBe('dark');
    expect(createColorSchemeStore(win).get()).toEqual({ mode: 'dark', scheme: 'dark' });
  });

  it('ignores a stored value that is not a mode', () => {
    expect(createColorSchemeStore(fakeWindow('purple', true).win).get()).toEqual({ mode: 'auto', scheme: 'dark' });
  });
});
