import { createI18n } from './create-i18n';
import { describeResponse } from './describe-response';

describe('createI18n', () => {
  it('interpolates {name} parameters in each locale', () => {
    expect(createI18n({ locale: 'en' }).t('errors:memberLimitPerSimulation', { count: 30 })).toBe('This simulation has reached its limit of 30 members.');
    expect(createI18n({ locale: 'zh-Hans' }).t('errors:memberLimitPerSimulation', { count: 30 })).toContain('30');
    const th = createI18n({ locale: 'th' }).t('errors:loanAmountOutOfRange', { min: 1000, max: 50000 });
    expect(th).toContain('1000');
    expect(th).toContain('50000');
    expect(th).not.toContain('{');
  });

  it('gives the message-box labels and validation messages the specification quotes', () => {
    const en = createI18n({ locale: 'en' });
    expect(en.t('messageBox.showDetails')).toBe('Show Details');
    expect(en.t('validation:required')).toBe('This field is required.');
    expect(en.t('validation:email')).toBe('This field should be a valid email address.');
    expect(en.t('validation:confirmed')).toBe('Please enter same value again.');
    expect(en.t('license.title')).toBe('License Invalid');
    expect(createI18n({ locale: 'zh-Hans' }).t('messageBox.cancel')).toBe('取消');
  });

  it('falls back to the configured fallback locale for a key missing in the chosen one', () => {
    const i18n = createI18n({ locale: 'th', fallbackLocale: 'en' });
    i18n.addResource('en', 'common', 'onlyInEnglish', 'English only');
    expect(i18n.t('onlyInEnglish')).toBe('English only');
  });
});

describe('describeResponse', () => {
  const en = createI18n({ locale: 'en' });

  it('shows a translated code as its catalogue presentation', () => {
    expect(describeResponse(en, 130017)).toEqual({ presentation: 'prompt', text: 'The passcode is incorrect.' });
    expect(describeResponse(en, 130059).presentation).toBe('refreshPrompt');
    expect(describeResponse(en, 130001).presentation).toBe('redirect404');
    expect(describeResponse(en, 110013, { count: 200 }).text).toContain('200');
  });

  it('reports a code with no translation as unhandled, with its number', () => {
    expect(describeResponse(en, 777777)).toEqual({ presentation: 'unhandled', text: 'Response code unhandled: 777777' });
    expect(describeResponse(createI18n({ locale: 'th' }), 777777).text).toContain('777777');
  });
});
