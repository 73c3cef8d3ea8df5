import { canonicalNumber, parseNumber } from './number-text';
import { validateValue } from './rules';

describe('numbers as people type them', () => {
  it.each(['en', 'zh-Hans', 'th'])('reads digit groups and decimals in %s', (language) => {
    expect(parseNumber('1000', language)).toBe(1000);
    expect(parseNumber('1,000', language)).toBe(1000);
    expect(parseNumber('1 000', language)).toBe(1000);
    expect(parseNumber('1\u00a0000\u202f000', language)).toBe(1_000_000);
    expect(parseNumber('12,345,678.25', language)).toBe(12_345_678.25);
    expect(parseNumber(' 65.5 ', language)).toBe(65.5);
    expect(parseNumber('-1,000', language)).toBe(-1000);
    expect(parseNumber('+7', language)).toBe(7);
  });

  it('refuses what is not a number rather than guessing', () => {
    for (const text of ['1,00', '1.000,50', '12,34,567', 'abc', '1e5', '', '-', '1..2', '1,000.', '.5', '0x10']) {
      expect(canonicalNumber(text, 'en')).toBeNull();
    }
  });

  it('reads "1.000,50" where the language writes its decimals with a comma', () => {
    expect(parseNumber('1.000,50', 'de')).toBe(1000.5);
    expect(parseNumber('1000,5', 'de')).toBe(1000.5);
    expect(parseNumber('1,000.50', 'de')).toBeNull();
  });

  it('reads full-width digits (Chinese input methods), Thai digits and the minus sign', () => {
    expect(parseNumber('１，０００．５', 'zh-Hans')).toBe(1000.5);
    expect(parseNumber('๑,๒๐๐', 'th')).toBe(1200);
    expect(parseNumber('\u22125', 'en')).toBe(-5);
  });

  it('gives the rules of section 5 the number, so "1,000" passes integer and min_value', () => {
    expect(validateValue('1,000', { integer: true, min_value: 1 }, 'en')).toBeNull();
    expect(validateValue('2,500.75', { decimal: 2, max_value: 3000 }, 'th')).toBeNull();
    expect(validateValue('-1', { integer: true, min_value: 0 }, 'zh-Hans')).toEqual({ rule: 'min_value', params: { min: 0 } });
    expect(validateValue('1,00', { integer: true }, 'en')).toEqual({ rule: 'integer', params: {} });
    expect(validateValue('1.5', { integer: true }, 'en')).toEqual({ rule: 'integer', params: {} });
  });
});
