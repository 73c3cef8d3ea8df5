import { useT } from '@simbiz/ui';
import { type Currency, formatMoney, formatPercent, type MoneyResources } from '@simbiz/web-kit';
import { isMoneyKpi, type Kpi } from './kpis';

/** A score (0–100) as the pages show it, with its two decimals, in the reader's language. */
export function useScoreFormat(): (score: number) => string {
  const { language } = useT('achievements');
  const format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (score) => format.format(score);
}

/** Whole percents (a contribution grade, a weight) as the reader's language writes them: 100 → "100%". */
export function usePercentFormat(): (percent: number) => string {
  const { language } = useT('achievements');
  return (percent) => formatPercent(percent / 100, language);
}

/** An indicator's value as the pages show it: money in the world's currency, shares and ratings in percent. */
export function kpiValueText(kpi: Kpi, value: number, currency: Currency, language: string): string {
  return isMoneyKpi(kpi) ? formatMoney(value, currency, language) : formatPercent(value, language);
}

/**
 * The currency the scores' money is in (the world's base currency), with its minor digits from
 * the world's resources, or, until they are in, as the currency's standard says.
 */
export function scoresCurrency(code: string, resources: MoneyResources | null): Currency {
  const market = resources?.resources.markets.find((m) => m.currency.code === code);
  if (market) return market.currency;
  try {
    return { code, minorDigits: new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2 };
  } catch {
    return { code, minorDigits: 2 };
  }
}
