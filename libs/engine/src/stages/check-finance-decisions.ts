import { type CompanyRound, type RoundContext, openingEquity, warn } from '../round/round-context';

/** SME loans: within the product's amount range and the quota (outstanding loans vs equity). */
export function createLoans(ctx: RoundContext, c: CompanyRound): void {
  const product = ctx.screenplay.finance.smeLoan;
  let outstanding = c.state.loans.reduce((s, l) => s + l.outstanding, 0);
  const quota = Math.max(0, Math.floor(openingEquity(c) * product.quotaOfEquity));
  for (const request of c.decisions.loans) {
    let amount = Math.min(request.amount, product.maxAmount);
    if (amount !== request.amount) warn(c, 'loans', 'loanAmountOutOfRange', { min: product.minAmount, max: product.maxAmount });
    if (outstanding + amount > quota) {
      amount = quota - outstanding;
      warn(c, 'loans', 'loanQuotaExhausted', { available: Math.max(0, amount) });
    }
    if (amount < product.minAmount) continue;
    const id = `L${ctx.round}-${c.state.loans.length + 1}`;
    c.state.loans.push({
      id,
      principal: amount,
      outstanding: amount,
      interestPerRound: product.interestPerRound,
      startRound: ctx.round,
      dueRound: ctx.round + product.termRounds,
    });
    c.journal.post('cash', 'loans', amount, `SME loan ${id}`);
    outstanding += amount;
  }
}
