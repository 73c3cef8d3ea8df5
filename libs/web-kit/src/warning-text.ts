import type { RoundWarning } from '@simbiz/contracts';
import type { TFunction } from 'i18next';

/** How a page names the things a warning's ids point at and writes its money. */
export interface WarningNames {
  model?: (id: string) => string;
  warehouse?: (id: string) => string;
  platform?: (id: string) => string;
  brand?: (id: string) => string;
  attribute?: (id: string) => string;
  channel?: (id: string) => string;
  influencer?: (id: string) => string;
  /** Minor units in the base currency, or in the platform's currency when a platform is named. */
  money: (minor: number, platformId?: string) => string;
  percent: (fraction: number) => string;
  number: (value: number) => string;
}

/** A warning's params that are money, by code (company money in the base currency; bids in the platform's). */
const MONEY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  companyBankrupt: ['cash'],
  emergencyLoan: ['amount'],
  loanAmountOutOfRange: ['min', 'max'],
  loanQuotaExhausted: ['available'],
  costPerClickOutOfRange: ['min', 'max'],
  unsoldStockWrittenDown: ['amount'],
};
const PERCENT_PARAMS = new Set(['rate']);
/** Id params and the name each is said with (`modelId` → {model}). */
const NAMED = ['model', 'warehouse', 'platform', 'brand', 'attribute', 'channel', 'influencer'] as const;

/**
 * A warning in the reader's words (`warnings:codes.<code>`), its ids as names and its amounts as
 * money: "Backpack Pro: you planned 20,000 units at Bangkok, but the free space there (18 m³)
 * held only 13,333." A code the texts do not know yet is still shown, by its code.
 */
export function warningText(t: TFunction, warning: Pick<RoundWarning, 'code' | 'params'>, names: WarningNames): string {
  const { code, params } = warning;
  const platformId = typeof params['platformId'] === 'string' ? params['platformId'] : undefined;
  const shown: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number') {
      shown[key] = MONEY_PARAMS[code]?.includes(key)
        ? names.money(value, code === 'costPerClickOutOfRange' ? platformId : undefined)
        : PERCENT_PARAMS.has(key)
          ? names.percent(value)
          : names.number(value);
    } else shown[key] = value;
  }
  for (const name of NAMED) {
    const id = params[`${name}Id`];
    if (typeof id === 'string') shown[name] = names[name]?.(id) || id;
  }
  const key = `codes.${code}`;
  return t(key, { defaultValue: '', ...shown }) || t('codes.unknown', { code });
}
