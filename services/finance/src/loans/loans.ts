import { DomainError, ErrorCode, type Loan, type Unversioned } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { DecisionContext } from '@simbiz/service-kit';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { FinanceTables } from '../database/tables';
import { latestStatement } from '../statements/statements';
import { loanRefusal, repaymentPlan } from './loan-rules';

type Db = Kysely<FinanceTables> | Transaction<FinanceTables>;
type Row = Selectable<FinanceTables['loan']>;

/** A loan as its page shows it: granted and owed from the resolved rounds, the asked amount until then. */
export function loanView(r: Pick<Row, 'id' | 'amount' | 'round' | 'interest_per_round' | 'term_rounds' | 'granted' | 'outstanding'>): Unversioned<Loan> {
  const amount = r.granted ?? r.amount;
  return {
    loanId: r.id,
    amount,
    round: r.round,
    interestPerRound: r.interest_per_round,
    termRounds: r.term_rounds,
    outstanding: r.outstanding ?? amount,
    repaymentPlan: amount > 0 ? repaymentPlan(amount, r.round, r.interest_per_round, r.term_rounds) : [],
  };
}

export async function listLoans(db: Db, worldId: string, companyId: string): Promise<Unversioned<Loan>[]> {
  const rows = await db
    .selectFrom('loan')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('round', 'desc')
    .orderBy('seq', 'desc')
    .execute();
  return rows.map(loanView);
}

/** An SME loan for this round, within the range and the quota (what is owed and asked for against equity). */
export async function takeLoan(tx: Db, screenplay: Screenplay, ctx: DecisionContext, amount: number): Promise<Unversioned<Loan>> {
  const terms = screenplay.finance.smeLoan;
  const loans = await tx.selectFrom('loan').selectAll().where('world_id', '=', ctx.worldId).where('company_id', '=', ctx.companyId).execute();
  const owed = loans.reduce((sum, l) => sum + (l.round === ctx.round ? l.amount : (l.outstanding ?? l.granted ?? l.amount)), 0);
  const equity = (await latestStatement(tx, ctx.worldId, ctx.companyId))?.balanceSheet['totalEquity'] ?? screenplay.finance.initialCapital;
  const refusal = loanRefusal(terms, amount, owed, equity, screenplay.baseCurrency);
  if (refusal) throw new DomainError(refusal.code, refusal.params);
  const row = {
    id: randomUUID(),
    world_id: ctx.worldId,
    company_id: ctx.companyId,
    amount,
    round: ctx.round,
    interest_per_round: terms.interestPerRound,
    term_rounds: terms.termRounds,
    granted: null,
    outstanding: null,
  };
  await tx.insertInto('loan').values(row).execute();
  return loanView(row);
}

/** Only a request of this round can be taken back (130047); another company's is not found (230005). */
export async function cancelLoan(tx: Db, ctx: DecisionContext, loanId: string): Promise<{ deleted: true }> {
  const row = await tx
    .selectFrom('loan')
    .select(['id', 'round'])
    .where('id', '=', loanId)
    .where('world_id', '=', ctx.worldId)
    .where('company_id', '=', ctx.companyId)
    .executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.loanNotFound);
  if (row.round !== ctx.round) throw new DomainError(ErrorCode.onlyCurrentRoundDeletable);
  await tx.deleteFrom('loan').where('id', '=', row.id).execute();
  return { deleted: true };
}
