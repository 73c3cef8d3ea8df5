import { z } from 'zod';
import { companyReadShape } from '../areas/company-read';
import { defineMessage } from '../messaging/message';
import { roundApplyMessage, roundDraftMessage, roundDraftRequestSchema, roundSnapshotMessage } from '../areas/round-messages';
import { itemIdSchema, versionedItem, versionedWrite, worldIdSchema } from './rounds';

const money = z.number().int();

export const incomeStatementViewSchema = z.record(z.string(), money);
export const balanceSheetViewSchema = z.record(z.string(), money);
export const cashFlowViewSchema = z.record(z.string(), money);

export const capitalSchema = z.object({
  /** The last resolved round, 0 before the first. */
  round: z.number().int(),
  currency: z.string(),
  cash: money,
  capital: money,
  loans: money,
  totalEquity: money,
});
export const loanSchema = z.object({
  loanId: z.string(),
  ...versionedItem,
  amount: money,
  round: z.number().int(),
  interestPerRound: z.number(),
  termRounds: z.number().int(),
  /** From the resolved rounds: what is still owed, and the plan of repayments. */
  outstanding: money,
  repaymentPlan: z.array(z.object({ round: z.number().int(), principal: money, interest: money })),
});
export const statementSchema = z.object({
  round: z.number().int(),
  incomeStatement: incomeStatementViewSchema,
  balanceSheet: balanceSheetViewSchema,
  cashFlow: cashFlowViewSchema,
  revenueByModel: z.array(z.object({ modelId: z.string(), revenue: money, units: z.number().int() })),
});
export type Capital = z.infer<typeof capitalSchema>;
export type Loan = z.infer<typeof loanSchema>;
export type Statement = z.infer<typeof statementSchema>;

const world = { worldId: worldIdSchema };

const financeSnapshot = roundSnapshotMessage('finance', ['loans']);

export const financeMessages = {
  capital: defineMessage('finance', 'capital', 'get', z.object(companyReadShape).strict(), capitalSchema),
  listLoans: defineMessage('finance', 'loan', 'list', z.object(companyReadShape).strict(), z.array(loanSchema)),
  /** An SME loan within the screenplay's range (230003) and quota (230001). */
  takeLoan: defineMessage('finance', 'loan', 'take', z.object({ ...world, amount: z.number().int().min(1).max(1_000_000_000_000) }).strict(), loanSchema),
  cancelLoan: defineMessage(
    'finance',
    'loan',
    'cancel',
    z.object({ ...world, loanId: itemIdSchema, ...versionedWrite }).strict(),
    z.object({ deleted: z.literal(true) }),
  ),
  /** The company's statements of every resolved round, oldest first. */
  statements: defineMessage('finance', 'statement', 'list', z.object(companyReadShape).strict(), z.array(statementSchema)),
  /**
   * For products (no HTTP route): what a company can pay a round's production with, in minor units
   * of the base currency: its cash at the round's start and the loans it takes in the round.
   */
  productionFunds: defineMessage(
    'finance',
    'productionFunds',
    'get',
    roundDraftRequestSchema,
    z.object({ cashAtStart: money, newLoans: money.nonnegative() }).strict(),
  ),
  snapshot: financeSnapshot,
  draft: roundDraftMessage(financeSnapshot),
  apply: roundApplyMessage(
    'finance',
    z.object({
      statement: statementSchema.omit({ round: true }),
      loans: z.array(
        z.object({ principal: money, outstanding: money, startRound: z.number().int(), dueRound: z.number().int(), interestPerRound: z.number() }),
      ),
    }),
  ),
};
