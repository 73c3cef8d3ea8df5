import type { Capital, financeMessages, Statement } from '@simbiz/contracts';
import type { Screenplay } from '@simbiz/engine';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { FinanceTables } from '../database/tables';

type Db = Kysely<FinanceTables> | Transaction<FinanceTables>;
type Slice = z.output<typeof financeMessages.apply.request>['companies'][string];
type ProductionFunds = z.output<typeof financeMessages.productionFunds.reply>;

function view(r: Selectable<FinanceTables['statement']>): Statement {
  return { round: r.round, incomeStatement: r.income_statement, balanceSheet: r.balance_sheet, cashFlow: r.cash_flow, revenueByModel: r.revenue_by_model };
}

export async function listStatements(db: Db, worldId: string, companyId: string): Promise<Statement[]> {
  const rows = await db.selectFrom('statement').selectAll().where('world_id', '=', worldId).where('company_id', '=', companyId).orderBy('round').execute();
  return rows.map(view);
}

export async function latestStatement(db: Db, worldId: string, companyId: string): Promise<Statement | null> {
  const row = await db
    .selectFrom('statement')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('company_id', '=', companyId)
    .orderBy('round', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? view(row) : null;
}

/** The last resolved round's cash, capital, loans and equity; the screenplay's capital before the first. */
export async function capitalOf(db: Db, screenplay: Screenplay, worldId: string, companyId: string): Promise<Capital> {
  const latest = await latestStatement(db, worldId, companyId);
  const initial = screenplay.finance.initialCapital;
  const sheet = latest?.balanceSheet ?? {};
  return {
    round: latest?.round ?? 0,
    currency: screenplay.baseCurrency,
    cash: sheet['cash'] ?? initial,
    capital: sheet['capital'] ?? initial,
    loans: sheet['loans'] ?? 0,
    totalEquity: sheet['totalEquity'] ?? initial,
  };
}

/**
 * What a company can pay a round's production with: the cash it starts the round with (the last
 * resolved round's closing cash, the screenplay's capital before the first) and the loans it asks
 * for in the round. Products refuses a plan beyond it (190009).
 */
export async function productionFunds(db: Db, screenplay: Screenplay, worldId: string, round: number, companyId: string): Promise<ProductionFunds> {
  const [latest, loans] = await Promise.all([
    latestStatement(db, worldId, companyId),
    db.selectFrom('loan').select('amount').where('world_id', '=', worldId).where('company_id', '=', companyId).where('round', '=', round).execute(),
  ]);
  return {
    cashAtStart: latest?.balanceSheet['cash'] ?? screenplay.finance.initialCapital,
    newLoans: loans.reduce((sum, loan) => sum + loan.amount, 0),
  };
}

/**
 * A resolved round: each company's statements replace that round's (a re-run applies again), and
 * its loans are brought up to date. The loans the engine granted this round are matched to the
 * requests in the order they were made (a request it dropped is granted 0); older ones by round
 * and amount; a loan the engine no longer holds is repaid.
 */
export async function applyRound(db: Kysely<FinanceTables>, worldId: string, round: number, companies: Record<string, Slice>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const [companyId, slice] of Object.entries(companies)) {
      const { incomeStatement, balanceSheet, cashFlow, revenueByModel } = slice.statement;
      const row = {
        income_statement: JSON.stringify(incomeStatement),
        balance_sheet: JSON.stringify(balanceSheet),
        cash_flow: JSON.stringify(cashFlow),
        revenue_by_model: JSON.stringify(revenueByModel),
      };
      await tx
        .insertInto('statement')
        .values({ world_id: worldId, company_id: companyId, round, ...row })
        .onConflict((oc) => oc.columns(['world_id', 'company_id', 'round']).doUpdateSet(row))
        .execute();
      const held = [...slice.loans];
      const take = (startRound: number, principal?: number) => {
        const i = held.findIndex((l) => l.startRound === startRound && (principal === undefined || l.principal === principal));
        return i < 0 ? undefined : held.splice(i, 1)[0];
      };
      const loans = await tx
        .selectFrom('loan')
        .selectAll()
        .where('world_id', '=', worldId)
        .where('company_id', '=', companyId)
        .where('round', '<=', round)
        .orderBy('round')
        .orderBy('seq')
        .execute();
      for (const loan of loans) {
        const engineLoan = loan.round === round ? take(round) : take(loan.round, loan.granted ?? loan.amount);
        const granted = loan.round === round ? (engineLoan?.principal ?? 0) : (loan.granted ?? loan.amount);
        await tx
          .updateTable('loan')
          .set({ granted, outstanding: engineLoan?.outstanding ?? 0 })
          .where('id', '=', loan.id)
          .execute();
      }
    }
  });
}
