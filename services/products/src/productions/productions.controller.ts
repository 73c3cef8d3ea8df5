import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, productsMessages as m } from '@simbiz/contracts';
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
import { createProduction, deleteProduction, listProductions, updateProduction } from './productions';

@Controller()
export class ProductionsController {
  private readonly audit: AuditContext;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ProductsTables>,
    @Inject(REQUESTER) private readonly services: Requester,
  ) {
    this.audit = auditContext('products', db, services);
  }

  @Handles(m.listProductions)
  async list(@Payload() input: RequestOf<typeof m.listProductions>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listProductions>> {
    const { companyId } = await companyReader(this.services, caller, input.worldId);
    return listProductions(this.db, input.worldId, companyId);
  }

  @Handles(m.createProduction)
  create(@Payload() input: RequestOf<typeof m.createProduction>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.createProduction>> {
    return audited(this.audit, caller, 'production.create', input.worldId, async () => {
      const deps = { screenplay: await worldScreenplay(this.services, input.worldId), services: this.services };
      return decide(this.db, this.services, caller, input.worldId, (tx, ctx) => createProduction(tx, deps, ctx, input));
    });
  }

  @Handles(m.updateProduction)
  update(@Payload() input: RequestOf<typeof m.updateProduction>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.updateProduction>> {
    return audited(this.audit, caller, 'production.update', input.worldId, async () => {
      const deps = { screenplay: await worldScreenplay(this.services, input.worldId), services: this.services };
      return decide(this.db, this.services, caller, input.worldId, (tx, ctx) => updateProduction(tx, deps, ctx, input));
    });
  }

  @Handles(m.deleteProduction)
  remove(@Payload() input: RequestOf<typeof m.deleteProduction>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.deleteProduction>> {
    return audited(this.audit, caller, 'production.delete', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => deleteProduction(tx, ctx, input.planId)),
    );
  }
}
