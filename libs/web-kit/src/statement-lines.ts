/**
 * How the three statements are laid out for a reader: their lines in order, with the keys the
 * engine uses. The analyses and the operations' forecast import it from
 * '@simbiz/web-kit/src/statement-lines' (it is not in the shell's first load).
 */
/** The lines of each statement in the order a reader expects, with the keys the engine uses. */
export const INCOME_LINES = [
  'revenue',
  // Clearance sales count in gross profit, as the engine's ledger adds them.
  'clearanceIncome',
  'commission',
  'costOfGoodsSold',
  'grossProfit',
  'logistics',
  'rent',
  'advertising',
  'livestreaming',
  'researchAndDevelopment',
  'productionSetup',
  'storeFees',
  'inventoryHolding',
  'inventoryWriteDown',
  'overheads',
  'operatingProfit',
  'interest',
  'profitBeforeTax',
  'tax',
  'netProfit',
] as const;
/** Subtotals shown in bold. */
export const INCOME_TOTALS: readonly string[] = ['grossProfit', 'operatingProfit', 'profitBeforeTax', 'netProfit'];

export const BALANCE_GROUPS = [
  { group: 'assets', lines: ['cash', 'receivables', 'inventory', 'adWallet'], total: 'totalAssets' },
  { group: 'liabilities', lines: ['payables', 'loans'], total: 'totalLiabilities' },
  { group: 'equity', lines: ['capital', 'retainedEarnings'], total: 'totalEquity' },
] as const;

export const CASH_LINES = ['opening', 'operating', 'financing', 'netChange', 'closing'] as const;
