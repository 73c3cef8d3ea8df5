import { ErrorCode } from '@simbiz/contracts';
import { loanRefusal, repaymentPlan } from './loan-rules';

const terms = { minAmount: 1_000_000, maxAmount: 30_000_000, interestPerRound: 0.015, termRounds: 4, quotaOfEquity: 1 };

describe('SME loans', () => {
  it('may be asked for within the range and the quota of equity', () => {
    expect(loanRefusal(terms, 5_000_000, 0, 60_000_000, 'USD')).toBeNull();
    expect(loanRefusal(terms, 30_000_000, 30_000_000, 60_000_000, 'USD')).toBeNull();
  });

  it('refuses an amount outside the range, with the range (230003)', () => {
    expect(loanRefusal(terms, 999_999, 0, 60_000_000, 'USD')).toEqual({
      code: ErrorCode.loanAmountOutOfRange,
      params: { min: 1_000_000, max: 30_000_000, currency: 'USD' },
    });
    expect(loanRefusal(terms, 30_000_001, 0, 60_000_000, 'USD')?.code).toBe(ErrorCode.loanAmountOutOfRange);
  });

  it('refuses what would take the loans past the quota of equity (230001), and anything once equity is gone', () => {
    expect(loanRefusal(terms, 1_000_001, 59_000_000, 60_000_000, 'USD')?.code).toBe(ErrorCode.loanQuotaExhausted);
    expect(loanRefusal(terms, 1_000_000, 0, -5, 'USD')?.code).toBe(ErrorCode.loanQuotaExhausted);
  });

  it('is repaid as the engine repays it: interest each following round, the principal at the end of the term', () => {
    expect(repaymentPlan(5_000_000, 1, 0.015, 4)).toEqual([
      { round: 2, principal: 0, interest: 75_000 },
      { round: 3, principal: 0, interest: 75_000 },
      { round: 4, principal: 0, interest: 75_000 },
      { round: 5, principal: 5_000_000, interest: 75_000 },
    ]);
  });
});
