import { SUPPORTED_LOCALES } from '../locales';
import { RESOURCES } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

// Simspedia's namespace, loaded on demand, checked like every other (catalogues.spec.ts).
describe.each(SUPPORTED_LOCALES)('the %s Simspedia catalogue', (locale) => {
  it('has the same keys and parameters as English, none empty', () => {
    const english = new Map(leaves(RESOURCES.en.baike));
    const here = leaves(RESOURCES[locale].baike);
    expect(here.map(([k]) => k)).toEqual([...english.keys()]);
    for (const [key, text] of here) {
      expect(text.trim()).not.toBe('');
      expect({ key, params: placeholders(text) }).toEqual({ key, params: placeholders(english.get(key) ?? '') });
    }
  });
});

describe.each(['zh-Hans', 'th'] as const)('the %s Simspedia translation', (locale) => {
  it('is written in its own script, not copied from English', () => {
    const script = locale === 'th' ? /[\u0E00-\u0E7F]/ : /[\u4E00-\u9FFF]/;
    expect(
      leaves(RESOURCES[locale].baike)
        .filter(([, text]) => !script.test(text))
        .map(([key]) => key),
    ).toEqual([]);
  });
});
