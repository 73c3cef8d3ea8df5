import type { ErrorEntry } from './error-entry';
import { GENERAL_CODES } from './general-codes';
import {
  ANNOUNCEMENT_CODES,
  BRAND_MODEL_CODES,
  DISCUSSION_CODES,
  LOAN_CODES,
  PERSONA_CODES,
  PRODUCTION_CODES,
  PROMOTION_CODES,
  PROTOTYPE_RD_CODES,
  SCHEDULE_CODES,
  STORAGE_CODES,
  STORE_CODES,
  TEAM_COMPANY_CODES,
  WAREHOUSE_CODES,
} from './ranged-codes';

/** Every response code of the product, in one list. */
export const ERROR_CATALOGUE = [
  ...GENERAL_CODES,
  ...SCHEDULE_CODES,
  ...BRAND_MODEL_CODES,
  ...PROTOTYPE_RD_CODES,
  ...PRODUCTION_CODES,
  ...STORAGE_CODES,
  ...STORE_CODES,
  ...PROMOTION_CODES,
  ...LOAN_CODES,
  ...PERSONA_CODES,
  ...WAREHOUSE_CODES,
  ...ANNOUNCEMENT_CODES,
  ...TEAM_COMPANY_CODES,
  ...DISCUSSION_CODES,
] as const;

export type ErrorKey = (typeof ERROR_CATALOGUE)[number]['key'];

/** `ErrorCode.passcodeIncorrect === 130017`: the only way code elsewhere names a response code. */
export const ErrorCode = Object.freeze(Object.fromEntries(ERROR_CATALOGUE.map((e) => [e.key, e.code]))) as { readonly [K in ErrorKey]: number };

const byCode = new Map<number, ErrorEntry<ErrorKey>>(ERROR_CATALOGUE.map((e) => [e.code, e]));

/** The catalogue entry of a code, or undefined for a code the product does not know. */
export function errorEntry(code: number): ErrorEntry<ErrorKey> | undefined {
  return byCode.get(code);
}

/**
 * The parameters of a refusal that are money: minor units of the currency its `currency`
 * parameter names (the page writes them as money in the reader's language, never as "1000000").
 */
export const MONEY_PARAMS: Readonly<Partial<Record<ErrorKey, readonly string[]>>> = {
  loanAmountOutOfRange: ['min', 'max'],
  costPerClickOutOfRange: ['min', 'max'],
};
