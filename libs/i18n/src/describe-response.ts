import { type ErrorParams, type Presentation, errorEntry } from '@simbiz/contracts';
import type { i18n } from 'i18next';

export interface ResponseDescription {
  presentation: Presentation | 'unhandled';
  text: string;
}

/**
 * What the browser shows for a response code (section 8): the catalogue says how, the
 * locale says what. A code with no translation is "unhandled" and shown with its number.
 */
export function describeResponse(i18n: i18n, code: number, params: ErrorParams = {}): ResponseDescription {
  const entry = errorEntry(code);
  const key = entry && `errors:${entry.key}`;
  if (!entry || !key || !i18n.exists(key)) {
    return { presentation: 'unhandled', text: i18n.t('common:http.unhandledCode', { code }) };
  }
  return { presentation: entry.presentation, text: i18n.t(key, params) };
}
