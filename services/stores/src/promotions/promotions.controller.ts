import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, storesMessages as m } from '@simbiz/contracts';
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
import type { StoresTables } from '../database/tables';
import { createCompanyPromotion, deleteCompanyPromotion, listCompanyPromotions, updateCompanyPromotion } from './company-promotions';

@Controller()
export class PromotionsController {
  private readonly audit: AuditContext;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<StoresTables>,
    @Inject(REQUESTER) private readonly services: Requester,
  ) {
    this.audit = auditContext('stores', db, services);
  }

  @Handles(m.listCompanyPromotions)
  async list(@Payload() input: RequestOf<typeof m.listCompanyPromotions>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listCompanyPromotions>> {
    const { companyId } = await companyReader(this.services, caller, input.worldId);
    return listCompanyPromotions(this.db, input.worldId, companyId);
  }

  @Handles(m.createCompanyPromotion)
  create(@Payload() input: RequestOf<typeof m.createCompanyPromotion>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.createCompanyPromotion>> {
    return audited(this.audit, caller, 'companyPromotion.create', input.worldId, async () => {
      const screenplay = await worldScreenplay(this.services, input.worldId);
      return decide(this.db, this.services, caller, input.worldId, (tx, ctx) => createCompanyPromotion(tx, screenplay, this.services, ctx, input));
    });
  }

  @Handles(m.updateCompanyPromotion)
  update(@Payload() input: RequestOf<typeof m.updateCompanyPromotion>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.updateCompanyPromotion>> {
    return audited(this.audit, caller, 'companyPromotion.update', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => updateCompanyPromotion(tx, ctx, input)),
    );
  }

  @Handles(m.deleteCompanyPromotion)
  remove(@Payload() input: RequestOf<typeof m.deleteCompanyPromotion>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.deleteCompanyPromotion>> {
    return audited(this.audit, caller, 'companyPromotion.delete', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => deleteCompanyPromotion(tx, ctx, input.promotionId)),
    );
  }
}
