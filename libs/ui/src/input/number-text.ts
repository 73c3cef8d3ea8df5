/**
 * Numbers as people type them in their language: "1,000" and "1 000" in English, Chinese and Thai,
 * "1.000,50" where the language writes its decimals with a comma (German, say), full-width digits
 * from a Chinese input method and Thai digits. Everything that reads a typed number (the rules of
 * section 5, money inputs) goes through `canonicalNumber`, so what the field accepts is what the
 * page sends.
 */

const separatorsCache = new Map<string, { group: string; decimal: string }>();

/** The language's digit-group and decimal separators (`,` and `.` for en, zh-Hans, th). */
export function numberSeparators(language: string): { group: string; decimal: string } {
  let found = separatorsCache.get(language);
  if (!found) {
    let parts: Intl.NumberFormatPart[] = [];
    try {
      parts = new Intl.NumberFormat(language).formatToParts(1234567.5);
    } catch {
      parts = new Intl.NumberFormat('en').formatToParts(1234567.5);
    }
    const group = parts.find((p) => p.type === 'group')?.value ?? ',';
    const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    found = { group: /\s/.test(group) ? ' ' : group, decimal };
    separatorsCache.set(language, found);
  }
  return found;
}

/** Full-width digits and signs (Chinese input methods), Thai digits and the minus sign, as ASCII. */
function plainCharacters(text: string): string {
  return text
    .replace(/[\uff10-\uff19\u0e50-\u0e59]/g, (c) => String(c.charCodeAt(0) & 0xf))
    .replace(/\uff0c/g, ',')
    .replace(/\uff0e/g, '.')
    .replace(/[\uff0d\u2212]/g, '-')
    .replace(/\uff0b/g, '+');
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The typed number as plain ASCII ("-1234.5"), or null when it is not a number in `language`.
 * Spaces anywhere are digit groups; the language's group separator counts only between groups of
 * three digits ("1,000" yes, "1,00" no: that is someone's decimal and must not become 100).
 */
export function canonicalNumber(text: string, language: string): string | null {
  const { group, decimal } = numberSeparators(language);
  const compact = plainCharacters(text.trim()).replace(/[\s\u00a0\u202f\u2009]/g, '');
  const sign = /^[-+]/.test(compact) ? compact[0] : '';
  const body = sign ? compact.slice(1) : compact;
  const g = group === ' ' ? '' : escape(group);
  const d = escape(decimal);
  const grouped = g ? new RegExp(`^\\d{1,3}(${g}\\d{3})+(${d}\\d+)?$`) : null;
  const plain = new RegExp(`^\\d+(${d}\\d+)?$`);
  if (!plain.test(body) && !grouped?.test(body)) return null;
  const digits = g ? body.split(group).join('') : body;
  return `${sign === '-' ? '-' : ''}${digits.replace(decimal, '.')}`;
}

/** The typed number's value, or null when it is not a number in `language`. */
export function parseNumber(text: string, language: string): number | null {
  const canonical = canonicalNumber(text, language);
  return canonical === null ? null : Number(canonical);
}
