import { chooseLocale, matchBrowserLanguage } from './locales';

describe('chooseLocale (section 9)', () => {
  it('prefers the stored locale', () => {
    expect(chooseLocale({ stored: 'th', browserLanguages: ['zh-CN'], defaultLocale: 'en' })).toBe('th');
  });

  it('ignores a stored value that is not a supported locale', () => {
    expect(chooseLocale({ stored: 'fr', browserLanguages: ['th-TH'] })).toBe('th');
    expect(chooseLocale({ stored: 'th', supported: ['en', 'zh-Hans'], browserLanguages: [] })).toBe('en');
  });

  it('maps any zh browser language to Simplified Chinese', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-TW', 'zh-Hant-HK', 'ZH_sg']) {
      expect(chooseLocale({ browserLanguages: [tag] })).toBe('zh-Hans');
    }
  });

  it('takes the first supported browser language, else the configured default', () => {
    expect(chooseLocale({ browserLanguages: ['de-DE', 'en-GB', 'th'] })).toBe('en');
    expect(chooseLocale({ browserLanguages: ['de-DE'], defaultLocale: 'th' })).toBe('th');
    expect(chooseLocale({ browserLanguages: ['de'], defaultLocale: 'th', supported: ['en'] })).toBe('en');
  });

  it('matches a single browser tag', () => {
    expect(matchBrowserLanguage('th-TH', ['en', 'th'])).toBe('th');
    expect(matchBrowserLanguage('zh-TW', ['en'])).toBeUndefined();
  });
});
