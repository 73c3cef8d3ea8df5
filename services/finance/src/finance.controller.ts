import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, financeMessages as m } from '@simbiz/contracts';
import {
  type AuditContext,
  auditContext,
  audited,
  companyReader,
  CurrentCaller,
  DATABASE,
  decide,
  Handles,
  REQUESTER,
  type ReplyOf,
  type RequestOf,
  type Requester,
  takeRoundSnapshot,
  worldScreenplay,
} from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { FinanceTables } from './database/tables';
import { cancelLoan, listLoans, takeLoan } from './loans/loans';
import { applyRound, capitalOf, listStatements } from './statements/statements';

/** Thin handlers: who decides is service-kit's decisionMaker; the rules live in loans/ and statements/. */
@Controller()
export class FinanceController {
  private readonly audit: AuditContext;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<FinanceTables>,
    @Inject(REQUESTER) private readonly services: Requester,
  ) {
    this.audit = auditContext('finance', db, services);
  }

  @Handles(m.capital)
  async capital(@Payload() input: RequestOf<typeof m.capital>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.capital>> {
    const { companyId } = await companyReader(this.services, caller, input.worldId);
    return capitalOf(this.db, await worldScreenplay(this.services, input.worldId), input.worldId, companyId);
  }

  @Handles(m.listLoans)
  async listLoans(@Payload() input: RequestOf<typeof m.listLoans>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listLoans>> {
    const { companyId } = await companyReader(this.services, caller, input.worldId);
    return listLoans(this.db, input.worldId, companyId);
  }

  @Handles(m.takeLoan)
  takeLoan(@Payload() input: RequestOf<typeof m.takeLoan>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.takeLoan>> {
    return audited(this.audit, caller, 'loan.take', input.worldId, async () => {
      const screenplay = await worldScreenplay(this.services, input.worldId);
      return decide(this.db, this.services, caller, input.worldId, (tx, ctx) => takeLoan(tx, screenplay, ctx, input.amount));
    });
  }

  @Handles(m.cancelLoan)
  cancelLoan(@Payload() input: RequestOf<typeof m.cancelLoan>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.cancelLoan>> {
    return audited(this.audit, caller, 'loan.cancel', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => cancelLoan(tx, ctx, input.loanId)),
    );
  }

  @Handles(m.statements)
  async statements(@Payload() input: RequestOf<typeof m.statements>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.statements>> {
    const { companyId } = await companyReader(this.services, caller, input.worldId);
    return listStatements(this.db, input.worldId, companyId);
  }

  /** For the engine: the loans asked for in the round, in the order asked. */
  @Handles(m.snapshot)
  snapshot(@Payload() input: RequestOf<typeof m.snapshot>): Promise<ReplyOf<typeof m.snapshot>> {
    return takeRoundSnapshot(this.db, input.worldId, input.round, async (tx) => {
      const rows = await tx
        .selectFrom('loan')
        .select(['company_id', 'amount'])
        .where('world_id', '=', input.worldId)
        .where('round', '=', input.round)
        .orderBy('seq')
        .execute();
      const companies: Record<string, { loans: { amount: number }[] }> = {};
      for (const r of rows) (companies[r.company_id] ??= { loans: [] }).loans.push({ amount: r.amount });
      return { companies };
    });
  }

  @Handles(m.apply)
  async apply(@Payload() input: RequestOf<typeof m.apply>): Promise<ReplyOf<typeof m.apply>> {
    await applyRound(this.db, input.worldId, input.round, input.companies);
    return { applied: true };
  }
}
