/** Texts of the analyses' fin pages (finance: tax return, receivables, loan repayments, logistics bills). */
export const fin = {
  line: 'Line',
  taxReturn: {
    title: 'Income tax return',
    profitBeforeTax: 'Profit before tax',
    lossBroughtForward: 'Losses brought forward',
    lossUsed: 'Losses set against this profit',
    taxableIncome: 'Taxable income',
    rate: 'Tax rate',
    tax: 'Income tax',
    lossCarriedForward: 'Losses carried forward',
    netProfit: 'Net profit after tax',
    chart: 'Profit before tax, taxable income and tax by round',
    notes: {
      carryForward:
        'Losses are carried forward: a round that ends in a loss gets no tax back, but the loss is kept on record and set against later profits, so tax is due only once earlier losses have been made up.',
      lossUsed: 'Round {round}: {used} of earlier losses was set against the profit of {profit}, so tax was charged on {taxable} only.',
      lossMade: 'Round {round}: a loss of {loss} was made, so no tax was due; losses carried forward now stand at {carried}.',
    },
  },
  receivables: {
    dueTitle: 'Still owed by the platforms at the end of round {round}',
    byRoundTitle: 'Receivables at the end of each round, by platform',
    chart: 'Receivables by platform and round',
    platform: 'Platform',
    dueRound: 'Collected in',
    amount: 'Amount',
    notes: {
      due: 'Platforms pay out part of each round’s sales (after commission) only once their settlement days have passed: {amount} is still owed and will be collected in round {round}.',
    },
  },
  loans: {
    name: 'Loan {number}',
    scheduleTitle: 'Loans open at the end of round {round}',
    byRoundTitle: 'Loans outstanding at the end of each round',
    chart: 'Loans outstanding by round',
    loan: 'Loan',
    dueRound: 'Due in',
    outstanding: 'Outstanding',
    interestDue: 'Interest next round',
    principalDue: 'Principal to repay',
    notes: {
      dueNext:
        '{loan} falls due in round {round}: {amount} of principal and interest must be paid then. Keep the cash ready, or an emergency loan at a higher rate will cover the shortfall.',
    },
  },
  bills: {
    dueTitle: 'Logistics bills unpaid at the end of round {round}',
    byRoundTitle: 'Unpaid logistics bills at the end of each round, by service',
    chart: 'Unpaid logistics bills by service and round',
    service: 'Logistics service',
    dueRound: 'Paid in',
    amount: 'Amount',
    notes: {
      due: 'Carriers bill deliveries and transfers on payment terms, so the freight is paid after the round it was used in: {amount} will be paid in round {round}.',
    },
  },
};
