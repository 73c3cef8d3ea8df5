import { formatMoney, formatMoneyShort, formatPercent, moneyInput, parseMoney, textIn } from './money-format';

const usd = { code: 'USD', minorDigits: 2 };

describe('money and texts on the operations pages', () => {
  it('shows integer minor units in the world’s currency and the page’s language', () => {
    expect(formatMoney(650_000, usd, 'en')).toBe('$6,500.00');
    expect(formatMoney(650_000, usd, 'th')).toContain('6,500.00');
    expect(formatMoney(12_345, { code: 'THB', minorDigits: 2 }, 'en').replace(/\s/g, ' ')).toBe('THB 123.45');
  });

  it('shortens amounts for a chart’s axis, in the page’s language', () => {
    expect(formatMoneyShort(1_250_000, usd, 'en')).toBe('$12.5K');
    expect(formatMoneyShort(-2_000_000_00, usd, 'en')).toBe('-$2M');
    expect(formatMoneyShort(0, usd, 'en')).toBe('$0');
    expect(formatMoneyShort(12_000_000, usd, 'zh-Hans')).toContain('万');
  });

  it('reads what a person types as minor units, and refuses what is not an amount', () => {
    expect(parseMoney('65', usd, 'en')).toBe(6_500);
    expect(parseMoney('1,250.5', usd, 'en')).toBe(125_050);
    expect(parseMoney('-3', usd, 'en')).toBeNull();
    expect(parseMoney('abc', usd, 'en')).toBeNull();
    expect(parseMoney('1 000', usd, 'th')).toBe(100_000);
    expect(parseMoney('１０００', usd, 'zh-Hans')).toBe(100_000);
    expect(parseMoney('1,00', usd, 'en')).toBeNull();
    expect(moneyInput(6_500, usd)).toBe('65');
  });

  it('picks the page’s language of a screenplay text, then English', () => {
    expect(textIn({ en: 'Social media', 'zh-Hans': '社交媒体', th: 'โซเชียลมีเดีย' }, 'zh-Hans')).toBe('社交媒体');
    expect(textIn({ en: 'Social media' }, 'th')).toBe('Social media');
    expect(formatPercent(0.015, 'en')).toBe('1.5%');
  });
});
