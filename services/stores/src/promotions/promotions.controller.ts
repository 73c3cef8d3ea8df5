import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { createCompanyPromotion, deleteCompanyPromotion, listCompanyPromotions, updateCompanyPromotion } from './company-promotions';

type Tx = Transaction<StoresTables>;

@Controller()
export class PromotionsController extends ServiceHandlers<StoresTables> {
  @CompanyRead(m.listCompanyPromotions, { versions: ['promotionId'] })
  list(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listCompanyPromotions>) {
    return listCompanyPromotions(db, input.worldId, reader.companyId);
  }

  @Decision(m.createCompanyPromotion, 'companyPromotion.create', { item: 'promotionId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createCompanyPromotion>) {
    return createCompanyPromotion(tx, ctx.screenplay, this.services, ctx, input);
  }

  @Decision(m.updateCompanyPromotion, 'companyPromotion.update', { item: 'promotionId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateCompanyPromotion>) {
    return updateCompanyPromotion(tx, ctx, input);
  }

  @Decision(m.deleteCompanyPromotion, 'companyPromotion.delete', { item: 'promotionId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteCompanyPromotion>) {
    return deleteCompanyPromotion(tx, ctx, input.promotionId);
  }
}
