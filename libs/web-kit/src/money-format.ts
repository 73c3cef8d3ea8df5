import { parseNumber } from '@simbiz/ui';

/** A text the screenplay gives in every language. */
export type Localized = Record<string, string>;

/** The text in the page's language, else English, else any. */
export function textIn(localized: Localized | undefined, language: string): string {
  if (!localized) return '';
  return localized[language] ?? localized['en'] ?? Object.values(localized)[0] ?? '';
}

export interface Currency {
  code: string;
  minorDigits: number;
}

/** What a page needs of a world's resources to know its money. */
export interface MoneyResources {
  config: { baseCurrency: string };
  resources: { markets: readonly { currency: Currency }[] };
}

/** The world's base currency (company money), from the market that uses it. */
export function baseCurrency(r: MoneyResources): Currency {
  const market = r.resources.markets.find((m) => m.currency.code === r.config.baseCurrency);
  return market?.currency ?? { code: r.config.baseCurrency, minorDigits: 2 };
}

/** Integer minor units as money in the page's language, e.g. 650000 cents → "$6,500.00". */
export function formatMoney(minor: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: currency.minorDigits,
    maximumFractionDigits: currency.minorDigits,
  }).format(minor / 10 ** currency.minorDigits);
}

/** Integer minor units as a short amount for a chart's axis, e.g. 1250000 cents → "$12.5K" (Chinese "US$1.3万"). */
export function formatMoneyShort(minor: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.code,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(minor / 10 ** currency.minorDigits);
}

/**
 * What a person types as money ("65", "1,000.50", "1 000" as the language writes it) in minor
 * units, or null when it is not an amount (negative amounts are not amounts).
 */
export function parseMoney(text: string, currency: Currency, language: string): number | null {
  const value = parseNumber(text, language);
  if (value === null || value < 0) return null;
  return Math.round(value * 10 ** currency.minorDigits);
}

/** Minor units as a plain number to edit ("6500.00" → "6500"). */
export function moneyInput(minor: number, currency: Currency): string {
  return String(minor / 10 ** currency.minorDigits);
}

export function formatPercent(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(fraction);
}
