import { addCatalogue, type Locale, loadCatalogue } from '@simbiz/i18n';
import { useI18n, useT } from '@simbiz/ui';
import { useEffect } from 'react';
import { type BaikeArticleId } from '@simbiz/web-kit/src/baike-link';
import type { BaikeArticleText } from './baike-search';

/**
 * Simspedia's texts (the `baike` namespace), loaded when a Simspedia page first shows: they are
 * long and most visits never need them, so neither the shell nor the course area's texts carry them.
 */
export function useBaikeTexts() {
  const i18n = useI18n();
  const { t, language } = useT('baike');
  useEffect(() => {
    void addCatalogue(i18n, 'baike', (locale) => loadCatalogue(locale as Locale, 'baike'));
  }, [i18n]);
  const articleText = (id: BaikeArticleId): BaikeArticleText => ({
    id,
    title: t(`articles.${id}.title`),
    summary: t(`articles.${id}.summary`),
    body: t(`articles.${id}.body`),
  });
  return { t, language, ready: i18n.hasResourceBundle(language, 'baike'), articleText };
}
