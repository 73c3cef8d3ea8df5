import { MONEY_PARAMS, type ValidationIssue } from '@simbiz/contracts';
import { FIELD_ISSUES_EVENT, type FieldIssue } from '@simbiz/ui';
import type { i18n } from 'i18next';

/**
 * A message's parameters as the reader writes them: numbers with the language's digit groups
 * ("40,000"), and a refusal's money (MONEY_PARAMS) in its currency ("$10,000.00", "฿1,200.00").
 */
export function shownParams(textKey: string, params: Record<string, unknown>, language: string): Record<string, unknown> {
  const key = textKey.startsWith('errors:') ? textKey.slice('errors:'.length) : '';
  const money = MONEY_PARAMS[key as keyof typeof MONEY_PARAMS] ?? [];
  const currency = typeof params['currency'] === 'string' ? params['currency'] : null;
  const shown: Record<string, unknown> = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'number') continue;
    if (currency && money.includes(name)) {
      const format = new Intl.NumberFormat(language, { style: 'currency', currency });
      shown[name] = format.format(value / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
    } else shown[name] = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  }
  return shown;
}

/** One problem of a refused request in words: "Price must be 1,000,000 or less". */
export function issueText(issue: ValidationIssue, i18n: i18n): string {
  const t = i18n.t.bind(i18n);
  const name = [...issue.path].reverse().find((p) => !/^\d+$/.test(p)) ?? '';
  const field = name ? t(`refusals:fields.${name}`, { defaultValue: name }) : '';
  const problem = ['too_big', 'too_small', 'invalid_type', 'invalid_format', 'invalid_value', 'unrecognized_keys'].includes(issue.code) ? issue.code : 'other';
  const limit = issue.limit === undefined ? '' : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(issue.limit);
  return t(`refusals:issue.${problem}`, { field, limit }).trim();
}

export function issueLines(issues: readonly ValidationIssue[], i18n: i18n): string {
  return issues.map((issue) => issueText(issue, i18n)).join('\n');
}

/** Tells the page's inputs which of them the refusal is about (TextInput shows it under the field). */
export function markFields(issues: readonly ValidationIssue[], i18n: i18n): void {
  if (typeof window === 'undefined') return;
  const detail: FieldIssue[] = issues.flatMap((issue) => {
    const name = [...issue.path].reverse().find((p) => !/^\d+$/.test(p));
    return name ? [{ name, message: issueText(issue, i18n) }] : [];
  });
  if (detail.length > 0) window.dispatchEvent(new CustomEvent(FIELD_ISSUES_EVENT, { detail }));
}

/**
 * 130061's parameters in words: who changed the item (a teammate, when the service could not say),
 * when, in the reader's own clock (with the date when it was not today), and under "Show details"
 * which fields that change set.
 */
export function changeWords(params: Record<string, unknown>, i18n: i18n, now = new Date()): { params: Record<string, unknown>; details?: string } {
  const t = i18n.t.bind(i18n);
  const name = typeof params['name'] === 'string' && params['name'] !== '' ? params['name'] : t('refusals:changedMeanwhile.someone');
  const at = typeof params['at'] === 'string' ? new Date(params['at']) : null;
  const sameDay = at !== null && at.toDateString() === now.toDateString();
  const when =
    at === null || Number.isNaN(at.getTime())
      ? ''
      : new Intl.DateTimeFormat(i18n.language, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const fields = Array.isArray(params['fields']) ? params['fields'].filter((f): f is string => typeof f === 'string') : [];
  const labels = fields.map((field) => t(`refusals:fields.${field}`, { defaultValue: field }));
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(labels);
  const details = labels.length > 0 ? t('refusals:changedMeanwhile.fields', { fields: list }) : undefined;
  return { params: { ...params, name, at: when }, ...(details ? { details } : {}) };
}
