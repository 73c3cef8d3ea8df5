import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { createProductPromotion, deleteProductPromotion, listProductPromotions, updateProductPromotion } from './product-promotions';

type Tx = Transaction<StoresTables>;

/** Product promotions (promotions.product): a discount on a store product for the round. */
@Controller()
export class ProductPromotionsController extends ServiceHandlers<StoresTables> {
  @CompanyRead(m.listProductPromotions, { versions: ['promotionId'] })
  list(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listProductPromotions>) {
    return listProductPromotions(db, input.worldId, reader.companyId);
  }

  @Decision(m.createProductPromotion, 'productPromotion.create', { item: 'promotionId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createProductPromotion>) {
    return createProductPromotion(tx, ctx, input);
  }

  @Decision(m.updateProductPromotion, 'productPromotion.update', { item: 'promotionId' })
  update(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateProductPromotion>) {
    return updateProductPromotion(tx, ctx, input);
  }

  @Decision(m.deleteProductPromotion, 'productPromotion.delete', { item: 'promotionId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteProductPromotion>) {
    return deleteProductPromotion(tx, ctx, input.promotionId);
  }
}
