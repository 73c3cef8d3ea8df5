import { Controller } from '@nestjs/common';
import { warehouseMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { WarehouseTables } from '../database/tables';
import { createReallocationPlan, deleteReallocationPlan, listReallocationPlans, updateReallocationPlan } from './reallocation';

type Tx = Transaction<WarehouseTables>;

/** Reallocation plans: units moved between warehouses through a logistics service, arriving the next round. */
@Controller()
export class ReallocationController extends ServiceHandlers<WarehouseTables> {
  @CompanyRead(m.listReallocationPlans, { versions: ['planId'] })
  list(db: Kysely<WarehouseTables>, reader: ReadContext, input: RequestOf<typeof m.listReallocationPlans>) {
    return listReallocationPlans(db, input.worldId, reader.companyId);
  }

  @Decision(m.createReallocationPlan, 'reallocationPlan.create', { item: 'planId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createReallocationPlan>) {
    return createReallocationPlan(tx, ctx.screenplay, ctx, input);
  }

  @Decision(m.updateReallocationPlan, 'reallocationPlan.update', { item: 'planId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateReallocationPlan>) {
    return updateReallocationPlan(tx, ctx, input);
  }

  @Decision(m.deleteReallocationPlan, 'reallocationPlan.delete', { item: 'planId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteReallocationPlan>) {
    return deleteReallocationPlan(tx, ctx, input.planId);
  }
}
