import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, productsMessages as m, worldsMessages } from '@simbiz/contracts';
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
  worldScreenplay,
} from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { createModel, deleteModel, listModels, updateModel } from './models';

@Controller()
export class ModelsController {
  private readonly audit: AuditContext;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ProductsTables>,
    @Inject(REQUESTER) private readonly services: Requester,
  ) {
    this.audit = auditContext('products', db, services);
  }

  @Handles(m.listModels)
  async list(@Payload() input: RequestOf<typeof m.listModels>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listModels>> {
    const reader = await companyReader(this.services, caller, input.worldId);
    return listModels(this.db, input.worldId, reader.companyId, reader.currentRound);
  }

  @Handles(m.createModel)
  async create(@Payload() input: RequestOf<typeof m.createModel>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.createModel>> {
    return audited(this.audit, caller, 'model.create', input.worldId, async () => {
      const screenplay = await worldScreenplay(this.services, input.worldId);
      return decide(this.db, this.services, caller, input.worldId, (tx, ctx) => createModel(tx, screenplay, ctx, input));
    });
  }

  @Handles(m.updateModel)
  update(@Payload() input: RequestOf<typeof m.updateModel>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.updateModel>> {
    return audited(this.audit, caller, 'model.update', input.worldId, async () => {
      const screenplay = await worldScreenplay(this.services, input.worldId);
      return decide(this.db, this.services, caller, input.worldId, (tx, ctx) => updateModel(tx, screenplay, ctx, input));
    });
  }

  @Handles(m.deleteModel)
  remove(@Payload() input: RequestOf<typeof m.deleteModel>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.deleteModel>> {
    return audited(this.audit, caller, 'model.delete', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => deleteModel(tx, ctx, input.modelId)),
    );
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
