import { Controller } from '@nestjs/common';
import { productsMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers, worldScreenplay } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { bindPrototype, unbindPrototype } from './prototypes';
import { createRdPlan, deleteRdPlan, readResearch, stopRdPlan, updateRdPlan } from './research';

type Tx = Transaction<ProductsTables>;

/** Research and development: the company's standing, its R&D plans and the prototypes they produced. */
@Controller()
export class ResearchController extends ServiceHandlers<ProductsTables> {
  @CompanyRead(m.research, { versions: ['planId', 'prototypeId'] })
  async research(db: Kysely<ProductsTables>, reader: ReadContext, input: RequestOf<typeof m.research>) {
    return readResearch(db, await worldScreenplay(this.services, input.worldId), input.worldId, reader.companyId, reader.currentRound);
  }

  @Decision(m.createRdPlan, 'rdPlan.create', { item: 'planId' })
  createPlan(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createRdPlan>) {
    return createRdPlan(tx, ctx.screenplay, ctx, input);
  }

  @Decision(m.updateRdPlan, 'rdPlan.update', { item: 'planId' })
  updatePlan(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateRdPlan>) {
    return updateRdPlan(tx, ctx.screenplay, ctx, input);
  }

  @Decision(m.deleteRdPlan, 'rdPlan.delete', { item: 'planId', deletes: true })
  deletePlan(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteRdPlan>) {
    return deleteRdPlan(tx, ctx, input.planId);
  }

  @Decision(m.stopRdPlan, 'rdPlan.stop', { item: 'planId' })
  stopPlan(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.stopRdPlan>) {
    return stopRdPlan(tx, ctx.screenplay, ctx, input.planId);
  }

  @Decision(m.bindPrototype, 'prototype.bind', { item: 'prototypeId' })
  bind(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.bindPrototype>) {
    return bindPrototype(tx, this.services, ctx.screenplay, ctx, input);
  }

  @Decision(m.unbindPrototype, 'prototype.unbind', { item: 'prototypeId' })
  unbind(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.unbindPrototype>) {
    return unbindPrototype(tx, this.services, ctx, input.prototypeId);
  }
}
