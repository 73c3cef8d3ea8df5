import { type ReactNode, useSyncExternalStore } from 'react';
import { ThemeProvider } from 'styled-components';
import type { ColorSchemeStore } from './color-scheme';
import { darkTheme, lightTheme } from './theme';

/** The palette of the store's current scheme for everything below; follows every change. */
export function SchemeThemeProvider({ store, children }: { store: ColorSchemeStore; children: ReactNode }) {
  const { scheme } = useSyncExternalStore(store.subscribe, store.get);
  return <ThemeProvider theme={scheme === 'dark' ? darkTheme : lightTheme}>{children}</ThemeProvider>;
}
