/*
 * Figures of the console as the reader's language writes them: Intl's own digits, units and
 * calendars (a Thai reader sees the Buddhist year), so no unit needs a text of its own.
 */

/** A count: "1,234", "1.234" or "1,234" as the language groups digits. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A size in megabytes below a gigabyte, else in gigabytes (decimal units, as the unit names say). */
export function formatBytes(bytes: number, language: string): string {
  const gigabytes = bytes / 1e9;
  if (gigabytes >= 1) return new Intl.NumberFormat(language, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(gigabytes);
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: bytes < 1e7 ? 1 : 0 }).format(bytes / 1e6);
}

/** A latency or a delay in milliseconds. */
export function formatMilliseconds(ms: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', maximumFractionDigits: ms < 10 ? 1 : 0 }).format(ms);
}

const unit = (language: string, name: 'day' | 'hour' | 'minute' | 'second', value: number) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

/** An uptime in its two largest units: "3 days 4 hr", "12 min 5 sec". */
export function formatDuration(seconds: number, language: string): string {
  const whole = Math.max(0, Math.floor(seconds));
  const parts: ['day' | 'hour' | 'minute' | 'second', number][] = [
    ['day', Math.floor(whole / 86_400)],
    ['hour', Math.floor((whole % 86_400) / 3_600)],
    ['minute', Math.floor((whole % 3_600) / 60)],
    ['second', whole % 60],
  ];
  const first = parts.findIndex(([, value]) => value > 0);
  if (first === -1) return unit(language, 'second', 0);
  return parts
    .slice(first, first + 2)
    .filter(([, value], i) => i === 0 || value > 0)
    .map(([name, value]) => unit(language, name, value))
    .join(' ');
}

/** A moment: the date and the time of day. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A day. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** Whole days from `now` until `iso` (negative once it has passed), counted in the reader's calendar days. */
export function daysUntil(iso: string, now: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(new Date(iso)) - day(now)) / 86_400_000);
}

/** "in 30 days", "tomorrow", "3 days ago" in the reader's language. */
export function formatDaysFromNow(days: number, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}

/** A screenplay's name in the reader's language, else English, else its id. */
export function localName(names: Record<string, string>, language: string, fallback: string): string {
  return names[language] ?? names[language.split('-')[0] ?? ''] ?? names['en'] ?? Object.values(names)[0] ?? fallback;
}
