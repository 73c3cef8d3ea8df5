import { ErrorCode } from '@simbiz/contracts';

export interface SmeLoanTerms {
  minAmount: number;
  maxAmount: number;
  interestPerRound: number;
  termRounds: number;
  quotaOfEquity: number;
}

/**
 * An SME loan request: within the product's range (230003), and with what is owed and asked for
 * this round within the quota of the company's equity (230001). Null when it may be asked for.
 */
export function loanRefusal(
  terms: SmeLoanTerms,
  amount: number,
  owed: number,
  equity: number,
  currency: string,
): { code: number; params?: Record<string, number | string> } | null {
  // The range is money: minor units of `currency`, which the page formats as the reader writes money.
  if (amount < terms.minAmount || amount > terms.maxAmount)
    return { code: ErrorCode.loanAmountOutOfRange, params: { min: terms.minAmount, max: terms.maxAmount, currency } };
  if (owed + amount > Math.max(0, Math.floor(equity * terms.quotaOfEquity))) return { code: ErrorCode.loanQuotaExhausted };
  return null;
}

/**
 * What the engine will charge: interest on what is owed in each round after the one the loan is
 * taken in, and the whole principal in the round the term ends (libs/engine, stages/finance.ts).
 */
export function repaymentPlan(
  amount: number,
  startRound: number,
  interestPerRound: number,
  termRounds: number,
): { round: number; principal: number; interest: number }[] {
  return Array.from({ length: termRounds }, (_, i) => ({
    round: startRound + i + 1,
    principal: i === termRounds - 1 ? amount : 0,
    interest: Math.round(amount * interestPerRound),
  }));
}
