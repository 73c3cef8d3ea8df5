import { createI18n } from './create-i18n';
import { addCatalogue, createLoadingI18n, loadCatalogue } from './load-catalogues';
import type { Locale } from './locales';

describe('loading catalogues by language', () => {
  const asked: string[] = [];
  const loader = (namespace: 'common' | 'errors' | 'course') => (locale: string) => {
    asked.push(`${locale}/${namespace}`);
    return loadCatalogue(locale as Locale, namespace);
  };
  beforeEach(() => (asked.length = 0));

  it('loads the chosen language and the fallback only, ready when created', async () => {
    const i18n = await createLoadingI18n({ locale: 'th', fallbackLocale: 'en', catalogues: { common: loader('common'), errors: loader('errors') } });
    expect(asked.sort()).toEqual(['en/common', 'en/errors', 'th/common', 'th/errors']);
    expect(i18n.t('messageBox.showDetails')).not.toBe('Show Details');
    expect(i18n.t('errors:memberLimitPerSimulation', { count: 30 })).toContain('30');
    expect(i18n.hasResourceBundle('zh-Hans', 'common')).toBe(false);
  });

  it('loads an on-demand namespace only when asked for, in the current language', async () => {
    const i18n = await createLoadingI18n({
      locale: 'th',
      fallbackLocale: 'th',
      catalogues: { common: loader('common') },
      onDemand: { errors: loader('errors') },
    });
    expect(asked).toEqual(['th/common']);
    expect(i18n.exists('errors:passcodeIncorrect')).toBe(false);
    await i18n.loadNamespaces('errors');
    expect(asked).toEqual(['th/common', 'th/errors']);
    expect(i18n.exists('errors:passcodeIncorrect')).toBe(true);
  });

  it('loads another language when the visitor switches to it, areas included', async () => {
    const i18n = await createLoadingI18n({ locale: 'en', catalogues: { common: loader('common') } });
    await addCatalogue(i18n, 'course', loader('course'));
    expect(i18n.t('course:home.closeRound')).not.toBe('home.closeRound');
    const english = i18n.t('course:home.closeRound');
    await i18n.changeLanguage('zh-Hans');
    expect(asked).toEqual(expect.arrayContaining(['zh-Hans/common', 'zh-Hans/course']));
    expect(i18n.t('messageBox.cancel')).toBe('取消');
    expect(i18n.t('course:home.closeRound')).not.toBe(english);
  });

  it('loads an area’s texts in the new language when the area comes during a switch', async () => {
    const i18n = await createLoadingI18n({ locale: 'en', catalogues: { common: loader('common') } });
    const switching = i18n.changeLanguage('th');
    await addCatalogue(i18n, 'course', loader('course'));
    await switching;
    expect(i18n.hasResourceBundle('th', 'course')).toBe(true);
    expect(i18n.getFixedT('th', 'course')('home.stageTitle')).toBe('ความคืบหน้าของการจำลอง');
  });

  it('refuses to add an area to an instance that does not load catalogues', async () => {
    await expect(addCatalogue(createI18n({ locale: 'en' }), 'course', loader('course'))).rejects.toThrow(/does not load/);
  });
});
