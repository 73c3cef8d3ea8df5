import { Controller } from '@nestjs/common';
import { productsMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers, worldScreenplay } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { readProductionCosts } from './production-costs';
import { createProduction, deleteProduction, listProductions, updateProduction } from './productions';

type Tx = Transaction<ProductsTables>;

/** Production plans: the round's plans within capacity and storage, and what they will cost. */
@Controller()
export class ProductionsController extends ServiceHandlers<ProductsTables> {
  @CompanyRead(m.listProductions, { versions: ['planId'] })
  list(db: Kysely<ProductsTables>, reader: ReadContext, input: RequestOf<typeof m.listProductions>) {
    return listProductions(db, input.worldId, reader.companyId);
  }

  /** The factory's figures and each model's learning curve, in the engine's figures. */
  @CompanyRead(m.productionCosts)
  async costs(db: Kysely<ProductsTables>, reader: ReadContext, input: RequestOf<typeof m.productionCosts>) {
    return readProductionCosts(db, await worldScreenplay(this.services, input.worldId), input.worldId, reader.companyId);
  }

  @Decision(m.createProduction, 'production.create', { item: 'planId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createProduction>) {
    return createProduction(tx, { screenplay: ctx.screenplay, services: this.services }, ctx, input);
  }

  @Decision(m.updateProduction, 'production.update', { item: 'planId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateProduction>) {
    return updateProduction(tx, { screenplay: ctx.screenplay, services: this.services }, ctx, input);
  }

  @Decision(m.deleteProduction, 'production.delete', { item: 'planId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteProduction>) {
    return deleteProduction(tx, ctx, input.planId);
  }
}
