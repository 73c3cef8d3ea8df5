import { daysUntil, formatBytes, formatDaysFromNow, formatDuration, formatMilliseconds, localName } from './format';

describe('the console’s figures in the reader’s language', () => {
  it('writes sizes in megabytes below a gigabyte and in gigabytes above', () => {
    expect(formatBytes(52_400_000, 'en')).toBe('52 MB');
    expect(formatBytes(2_500_000, 'en')).toBe('2.5 MB');
    expect(formatBytes(1_530_000_000, 'en')).toBe('1.5 GB');
    expect(formatBytes(1_530_000_000, 'de')).toBe('1,5\u00a0GB');
  });

  it('writes an uptime in its two largest units, leaving out an empty second one', () => {
    expect(formatDuration(3 * 86_400 + 4 * 3_600 + 59, 'en')).toBe('3 days 4 hr');
    expect(formatDuration(2 * 86_400 + 30, 'en')).toBe('2 days');
    expect(formatDuration(65, 'en')).toBe('1 min 5 sec');
    expect(formatDuration(0, 'en')).toBe('0 sec');
    expect(formatDuration(3_600, 'zh-Hans')).toBe('1小时');
  });

  it('writes latencies with a decimal only when they are short', () => {
    expect(formatMilliseconds(3.14, 'en')).toBe('3.1 ms');
    expect(formatMilliseconds(153.6, 'en')).toBe('154 ms');
  });

  it('counts calendar days to an expiry, negative once it has passed', () => {
    const now = new Date(2026, 2, 10, 23, 30);
    expect(daysUntil(new Date(2026, 3, 9, 1, 0).toISOString(), now)).toBe(30);
    expect(daysUntil(new Date(2026, 2, 11, 0, 5).toISOString(), now)).toBe(1);
    expect(daysUntil(new Date(2026, 2, 7).toISOString(), now)).toBe(-3);
    expect(formatDaysFromNow(30, 'en')).toBe('in 30 days');
    expect(formatDaysFromNow(-3, 'en')).toBe('3 days ago');
    expect(formatDaysFromNow(30, 'th')).toBe('ในอีก 30 วัน');
  });

  it('names a screenplay in the reader’s language, else in English, else by its id', () => {
    expect(localName({ en: 'Starter', 'zh-Hans': '入门' }, 'zh-Hans', 'starter')).toBe('入门');
    expect(localName({ en: 'Starter' }, 'th', 'starter')).toBe('Starter');
    expect(localName({}, 'th', 'starter')).toBe('starter');
  });
});
