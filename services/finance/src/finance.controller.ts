import { Controller } from '@nestjs/common';
import { financeMessages as m } from '@simbiz/contracts';
import {
  CompanyRead,
  Decision,
  Handles,
  type DecisionInWorld,
  type ReadContext,
  type RequestOf,
  RoundApply,
  type RoundRef,
  RoundSnapshot,
  RoundDraft,
  type DraftRef,
  ServiceHandlers,
  worldScreenplay,
} from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { Payload } from '@nestjs/microservices';
import type { FinanceTables } from './database/tables';
import { cancelLoan, listLoans, takeLoan } from './loans/loans';
import { snapshotOf } from './round-slices';
import { applyRound, capitalOf, listStatements, productionFunds } from './statements/statements';

type Db = Kysely<FinanceTables>;
type Tx = Transaction<FinanceTables>;

/** Thin handlers: who decides and the round fence are service-kit's; the rules live in loans/ and statements/. */
@Controller()
export class FinanceController extends ServiceHandlers<FinanceTables> {
  @CompanyRead(m.capital)
  async capital(db: Db, reader: ReadContext, input: RequestOf<typeof m.capital>) {
    return capitalOf(db, await worldScreenplay(this.services, input.worldId), input.worldId, reader.companyId);
  }

  @CompanyRead(m.listLoans, { versions: ['loanId'] })
  listLoans(db: Db, reader: ReadContext, input: RequestOf<typeof m.listLoans>) {
    return listLoans(db, input.worldId, reader.companyId);
  }

  @Decision(m.takeLoan, 'loan.take', { item: 'loanId' })
  takeLoan(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.takeLoan>) {
    return takeLoan(tx, ctx.screenplay, ctx, input.amount);
  }

  @Decision(m.cancelLoan, 'loan.cancel', { item: 'loanId', deletes: true })
  cancelLoan(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.cancelLoan>) {
    return cancelLoan(tx, ctx, input.loanId);
  }

  @CompanyRead(m.statements)
  statements(db: Db, reader: ReadContext, input: RequestOf<typeof m.statements>) {
    return listStatements(db, input.worldId, reader.companyId);
  }

  /** For products (no HTTP route): what the company can pay the round's production with. */
  @Handles(m.productionFunds)
  async productionFunds(@Payload() input: RequestOf<typeof m.productionFunds>) {
    return productionFunds(this.db, await worldScreenplay(this.services, input.worldId), input.worldId, input.round, input.companyId);
  }

  /** For the engine: the loans asked for in the round, in the order asked. */
  @RoundSnapshot(m.snapshot)
  snapshot(tx: Tx, { worldId, round }: RoundRef) {
    return snapshotOf(tx, worldId, round);
  }

  /** For the engine's budget: one company's loans asked for so far, while the round is open. */
  @RoundDraft(m.draft)
  draft(db: Db, { worldId, round, companyId }: DraftRef) {
    return snapshotOf(db, worldId, round, companyId);
  }

  @RoundApply(m.apply)
  apply(db: Db, input: RequestOf<typeof m.apply>) {
    return applyRound(db, input.worldId, input.round, input.companies);
  }
}
