import { ERROR_CATALOGUE } from '@simbiz/contracts';
import { SUPPORTED_LOCALES } from '../locales';
import { RESOURCES } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

describe.each(SUPPORTED_LOCALES)('the %s catalogues', (locale) => {
  const { errors } = RESOURCES[locale];

  it('give every catalogue code a non-empty text with exactly its declared parameters', () => {
    for (const entry of ERROR_CATALOGUE) {
      const text = errors[entry.key];
      expect(typeof text).toBe('string');
      expect(text.trim()).not.toBe('');
      expect({ key: entry.key, params: placeholders(text) }).toEqual({ key: entry.key, params: [...entry.params].sort() });
    }
  });

  it.each(['common', 'shell', 'course', 'achievements', 'operations', 'analyses', 'warnings', 'refusals', 'validation', 'auth', 'signUp'] as const)(
    'have the same %s keys and parameters as English',
    (namespace) => {
      const english = new Map(leaves(RESOURCES.en[namespace]));
      const here = leaves(RESOURCES[locale][namespace]);
      expect(here.map(([k]) => k)).toEqual([...english.keys()]);
      for (const [key, text] of here) {
        expect(text.trim()).not.toBe('');
        expect({ key, params: placeholders(text) }).toEqual({ key, params: placeholders(english.get(key) ?? '') });
      }
    },
  );
});

describe.each(['zh-Hans', 'th'] as const)('the %s translation', (locale) => {
  const script = locale === 'th' ? /[\u0E00-\u0E7F]/ : /[\u4E00-\u9FFF]/;

  it('is written in its own script, not copied from English', () => {
    const { common, errors, shell, course, achievements, operations, analyses, warnings, refusals, validation, auth, signUp } = RESOURCES[locale];
    const texts = [
      ...leaves(common),
      ...leaves(shell),
      ...leaves(course),
      ...leaves(achievements),
      ...leaves(operations),
      ...leaves(analyses),
      ...leaves(warnings),
      ...leaves(refusals),
      ...leaves(validation),
      ...leaves(auth),
      ...leaves(signUp),
      ...Object.entries(errors),
    ];
    const notTranslated = texts.filter(([, text]) => !script.test(text)).map(([key]) => key);
    expect(notTranslated).toEqual([]);
  });
});
