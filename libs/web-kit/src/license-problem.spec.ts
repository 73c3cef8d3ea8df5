import { createI18n } from '@simbiz/i18n';
import { licenseProblemText } from './license-problem';

const textIn = (locale: 'en' | 'zh-Hans' | 'th', facts: Parameters<typeof licenseProblemText>[0]) => {
  const i18n = createI18n({ locale });
  return licenseProblemText(facts, i18n.t.bind(i18n), i18n.language);
};

describe('why a license cannot be used, in the reader’s language', () => {
  it('puts each of identity’s reasons in words, the expiry as a date of the language (in UTC, as signed)', () => {
    const expired = { reason: 'expired', expiresAt: '2027-03-01T00:00:00Z', detail: 'The license expired on 2027-03-01T00:00:00Z.' };
    expect(textIn('en', expired)).toBe('The license expired on March 1, 2027.');
    expect(textIn('zh-Hans', expired)).toBe('许可证已于 2027年3月1日到期。');
    expect(textIn('th', expired)).toBe('ใบอนุญาตหมดอายุเมื่อ 1 มีนาคม 2570');
    for (const reason of ['notJson', 'malformed', 'signature']) {
      expect(textIn('th', { reason, detail: 'English detail' })).toMatch(/ใบอนุญาต/);
      expect(textIn('zh-Hans', { reason, detail: 'English detail' })).toMatch(/许可证/);
    }
  });

  it('shows identity’s own detail for a reason it does not know, and nothing when there is neither', () => {
    expect(textIn('th', { reason: 'revoked', detail: 'The license was revoked.' })).toBe('The license was revoked.');
    expect(textIn('en', {})).toBeNull();
  });
});
