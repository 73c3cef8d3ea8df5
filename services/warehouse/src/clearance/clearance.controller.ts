import { Controller } from '@nestjs/common';
import { warehouseMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { WarehouseTables } from '../database/tables';
import { createClearancePlan, deleteClearancePlan, listClearancePlans, updateClearancePlan } from './clearance';

type Tx = Transaction<WarehouseTables>;

/** Clearance-sale plans: units sold outside the market at the screenplay's clearance fraction of their cost. */
@Controller()
export class ClearanceController extends ServiceHandlers<WarehouseTables> {
  @CompanyRead(m.listClearancePlans, { versions: ['planId'] })
  list(db: Kysely<WarehouseTables>, reader: ReadContext, input: RequestOf<typeof m.listClearancePlans>) {
    return listClearancePlans(db, input.worldId, reader.companyId);
  }

  @Decision(m.createClearancePlan, 'clearancePlan.create', { item: 'planId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createClearancePlan>) {
    return createClearancePlan(tx, ctx.screenplay, ctx, input);
  }

  @Decision(m.updateClearancePlan, 'clearancePlan.update', { item: 'planId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateClearancePlan>) {
    return updateClearancePlan(tx, ctx, input);
  }

  @Decision(m.deleteClearancePlan, 'clearancePlan.delete', { item: 'planId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteClearancePlan>) {
    return deleteClearancePlan(tx, ctx, input.planId);
  }
}
