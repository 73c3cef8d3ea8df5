import type { i18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

const I18nContext = createContext<i18n | null>(null);

/** Gives every component below the page's i18next instance (the shell's, shared with the remotes). */
export function I18nProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useI18n(): i18n {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useI18n needs an I18nProvider above it');
  return instance;
}

/**
 * The translate function of a namespace; the component re-renders when the language changes and
 * when the namespace's texts arrive in it (an area's texts may load just after a switch).
 */
export function useT(namespace = 'common'): { t: TFunction; language: string } {
  const instance = useI18n();
  const snapshot = useSyncExternalStore(
    (onChange) => {
      instance.on('languageChanged', onChange);
      instance.store.on('added', onChange);
      return () => {
        instance.off('languageChanged', onChange);
        instance.store.off('added', onChange);
      };
    },
    () => `${instance.language}|${instance.hasResourceBundle(instance.language, namespace) ? 1 : 0}`,
  );
  const language = snapshot.slice(0, snapshot.lastIndexOf('|'));
  return { t: instance.getFixedT(language, namespace), language };
}
