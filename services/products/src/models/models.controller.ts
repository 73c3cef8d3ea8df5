import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { productsMessages as m, worldsMessages } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, Handles, type ReadContext, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { createModel, deleteModel, listModels, updateModel } from './models';

type Tx = Transaction<ProductsTables>;

@Controller()
export class ModelsController extends ServiceHandlers<ProductsTables> {
  @CompanyRead(m.listModels, { versions: ['modelId'] })
  list(db: Kysely<ProductsTables>, reader: ReadContext, input: RequestOf<typeof m.listModels>) {
    return listModels(db, input.worldId, reader.companyId, reader.currentRound);
  }

  @Decision(m.createModel, 'model.create', { item: 'modelId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createModel>) {
    return createModel(tx, ctx.screenplay, ctx, input);
  }

  @Decision(m.updateModel, 'model.update', { item: 'modelId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateModel>) {
    return updateModel(tx, this.services, ctx.screenplay, ctx, input);
  }

  @Decision(m.deleteModel, 'model.delete', { item: 'modelId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteModel>) {
    return deleteModel(tx, this.services, ctx, input.modelId);
  }

  /** For stores (no HTTP route): a company's models, and which are in production this round. */
  @Handles(m.companyModels)
  async ofCompany(@Payload() input: RequestOf<typeof m.companyModels>): Promise<ReplyOf<typeof m.companyModels>> {
    const { currentRound } = await this.services.call(worldsMessages.roundPlan, { worldId: input.worldId });
    return (await listModels(this.db, input.worldId, input.companyId, currentRound)).map(({ modelId, brandId, name, inProduction }) => ({
      modelId,
      brandId,
      name,
      inProduction,
    }));
  }
}
